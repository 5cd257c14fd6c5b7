// The spec §8 validation message keys (under `validation.`) and their fr/en texts: one catalog for
// the gateway's field errors, the REST wire errors and the web forms. Placeholders are `{name}`.
export type Lang = 'fr' | 'en';

export const VALIDATION_MESSAGES = {
  required: { fr: 'Obligatoire', en: 'Required' },
  invalid: { fr: 'Le champ est invalide', en: 'Field is invalid' },
  numeric: { fr: 'Chiffres uniquement', en: 'Digits only' },
  invalidEmail: { fr: 'Adresse e-mail invalide', en: 'Invalid e-mail address' },
  integer: { fr: 'Nombre entier attendu', en: 'Whole number expected' },
  double: {
    fr: 'Nombre avec exactement deux décimales attendu (ex. 12.50)',
    en: 'A number with exactly two decimals is expected (e.g. 12.50)',
  },
  minimumValue: { fr: 'Au minimum {min}', en: 'At least {min}' },
  maximumValue: { fr: 'Au maximum {max}', en: 'At most {max}' },
  minimumLength: { fr: 'Au moins {min} caractères', en: 'At least {min} characters' },
  maximumLength: { fr: 'Au maximum {max} caractères', en: 'At most {max} characters' },
  length: { fr: 'Exactement {length} caractères', en: 'Exactly {length} characters' },
  excluded: { fr: 'Valeur non autorisée', en: 'Value not allowed' },
  greaterThan: { fr: 'Doit être supérieur à {min}', en: 'Must be greater than {min}' },
  divider: { fr: 'Doit être un multiple de {divider}', en: 'Must be a multiple of {divider}' },
  otherField: { fr: 'Obligatoire lorsque « {field} » est rempli', en: 'Required when "{field}" is filled in' },
  invalidPhone: {
    fr: 'Numéro de téléphone invalide (format international, p. ex. +41 79 123 45 67)',
    en: 'Invalid phone number (international format, e.g. +41 79 123 45 67)',
  },
  invalidTime: { fr: 'Heure invalide (HH:mm)', en: 'Invalid time (HH:mm)' },
  afterTime: { fr: 'Doit être après {time}', en: 'Must be after {time}' },
  startBeforeEnd: { fr: 'Le début doit précéder la fin', en: 'The start must come before the end' },
  bothOrNone: { fr: 'Remplissez les deux champs ou aucun', en: 'Fill in both fields or neither' },
  valueAlreadyRegistered: { fr: '« {value} » est déjà enregistré', en: '"{value}" is already registered' },
  color: { fr: 'Couleur RVB attendue, p. ex. #1976d2', en: 'RGB colour expected, e.g. #1976d2' },
  slug: { fr: 'Lettres minuscules, chiffres et tirets uniquement', en: 'Lower-case letters, digits and hyphens only' },
  timezone: { fr: 'Fuseau horaire inconnu', en: 'Unknown time zone' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** The text of the whole form's failure (spec §8 form.errors). */
export const FORM_ERRORS = { fr: 'Le formulaire contient des erreurs', en: 'There are errors in the form' } as const;

export type Params = Record<string, string | number>;

export const fillMessage = (text: string, params: Params = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** A validation message in a language, with its placeholders filled. */
export function validationMessage(lang: Lang, key: ValidationKey, params: Params = {}): string {
  return fillMessage(VALIDATION_MESSAGES[key][lang] ?? VALIDATION_MESSAGES[key].fr, params);
}
