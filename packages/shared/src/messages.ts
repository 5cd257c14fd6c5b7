// The spec §8 validation message keys (under `validation.`) and their texts in every language: one catalog
// for the gateway's field errors, the REST wire errors and the web forms. Placeholders are `{name}`.
import { DEFAULT_LANGUAGE, type Lang, type Texts } from './languages.ts';

export const VALIDATION_MESSAGES = {
  required: { fr: 'Obligatoire', de: 'Pflichtfeld', it: 'Obbligatorio', en: 'Required' },
  invalid: { fr: 'Le champ est invalide', de: 'Ungültige Angabe', it: 'Il campo non è valido', en: 'Field is invalid' },
  numeric: { fr: 'Chiffres uniquement', de: 'Nur Ziffern', it: 'Solo cifre', en: 'Digits only' },
  invalidEmail: {
    fr: 'Adresse e-mail invalide',
    de: 'Ungültige E-Mail-Adresse',
    it: 'Indirizzo e-mail non valido',
    en: 'Invalid e-mail address',
  },
  integer: {
    fr: 'Nombre entier attendu',
    de: 'Bitte eine ganze Zahl eingeben',
    it: 'Inserire un numero intero',
    en: 'Whole number expected',
  },
  double: {
    fr: 'Nombre avec exactement deux décimales attendu (ex. 12.50)',
    de: 'Bitte eine Zahl mit genau zwei Dezimalstellen eingeben (z. B. 12.50)',
    it: 'Inserire un numero con esattamente due decimali (p. es. 12.50)',
    en: 'A number with exactly two decimals is expected (e.g. 12.50)',
  },
  percent: {
    fr: 'Taux en pour cent attendu, avec au plus deux décimales (ex. 8.1)',
    de: 'Bitte einen Satz in Prozent mit höchstens zwei Dezimalstellen eingeben (z. B. 8.1)',
    it: 'Inserire un’aliquota in percento con al massimo due decimali (p. es. 8.1)',
    en: 'A rate in per cent with at most two decimals is expected (e.g. 8.1)',
  },
  minimumValue: { fr: 'Au minimum {min}', de: 'Mindestens {min}', it: 'Almeno {min}', en: 'At least {min}' },
  maximumValue: { fr: 'Au maximum {max}', de: 'Höchstens {max}', it: 'Al massimo {max}', en: 'At most {max}' },
  minimumLength: {
    fr: 'Au moins {min} caractères',
    de: 'Mindestens {min} Zeichen',
    it: 'Almeno {min} caratteri',
    en: 'At least {min} characters',
  },
  maximumLength: {
    fr: 'Au maximum {max} caractères',
    de: 'Höchstens {max} Zeichen',
    it: 'Al massimo {max} caratteri',
    en: 'At most {max} characters',
  },
  length: {
    fr: 'Exactement {length} caractères',
    de: 'Genau {length} Zeichen',
    it: 'Esattamente {length} caratteri',
    en: 'Exactly {length} characters',
  },
  excluded: {
    fr: 'Valeur non autorisée',
    de: 'Wert nicht zulässig',
    it: 'Valore non consentito',
    en: 'Value not allowed',
  },
  greaterThan: {
    fr: 'Doit être supérieur à {min}',
    de: 'Muss grösser als {min} sein',
    it: 'Deve essere maggiore di {min}',
    en: 'Must be greater than {min}',
  },
  divider: {
    fr: 'Doit être un multiple de {divider}',
    de: 'Muss ein Vielfaches von {divider} sein',
    it: 'Deve essere un multiplo di {divider}',
    en: 'Must be a multiple of {divider}',
  },
  otherField: {
    fr: 'Obligatoire lorsque « {field} » est rempli',
    de: 'Pflichtfeld, wenn «{field}» ausgefüllt ist',
    it: 'Obbligatorio se «{field}» è compilato',
    en: 'Required when "{field}" is filled in',
  },
  invalidPhone: {
    fr: 'Numéro de téléphone invalide (format international, p. ex. +41 79 123 45 67)',
    de: 'Ungültige Telefonnummer (internationales Format, z. B. +41 79 123 45 67)',
    it: 'Numero di telefono non valido (formato internazionale, p. es. +41 79 123 45 67)',
    en: 'Invalid phone number (international format, e.g. +41 79 123 45 67)',
  },
  invalidTime: {
    fr: 'Heure invalide (HH:mm)',
    de: 'Ungültige Uhrzeit (HH:mm)',
    it: 'Ora non valida (HH:mm)',
    en: 'Invalid time (HH:mm)',
  },
  afterTime: {
    fr: 'Doit être après {time}',
    de: 'Muss nach {time} liegen',
    it: 'Deve essere dopo le {time}',
    en: 'Must be after {time}',
  },
  startBeforeEnd: {
    fr: 'Le début doit précéder la fin',
    de: 'Der Beginn muss vor dem Ende liegen',
    it: "L'inizio deve precedere la fine",
    en: 'The start must come before the end',
  },
  bothOrNone: {
    fr: 'Remplissez les deux champs ou aucun',
    de: 'Bitte beide Felder ausfüllen oder keines',
    it: 'Compilare entrambi i campi o nessuno',
    en: 'Fill in both fields or neither',
  },
  valueAlreadyRegistered: {
    fr: '« {value} » est déjà enregistré',
    de: '«{value}» ist bereits erfasst',
    it: '«{value}» è già registrato',
    en: '"{value}" is already registered',
  },
  color: {
    fr: 'Couleur RVB attendue, p. ex. #1976d2',
    de: 'Bitte eine RGB-Farbe eingeben, z. B. #1976d2',
    it: 'Inserire un colore RGB, p. es. #1976d2',
    en: 'RGB colour expected, e.g. #1976d2',
  },
  slug: {
    fr: 'Lettres minuscules, chiffres et tirets uniquement',
    de: 'Nur Kleinbuchstaben, Ziffern und Bindestriche',
    it: 'Solo lettere minuscole, cifre e trattini',
    en: 'Lower-case letters, digits and hyphens only',
  },
  timezone: {
    fr: 'Fuseau horaire inconnu',
    de: 'Unbekannte Zeitzone',
    it: 'Fuso orario sconosciuto',
    en: 'Unknown time zone',
  },
} as const satisfies Record<string, Texts>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** The text of the whole form's failure (spec §8 form.errors). */
export const FORM_ERRORS = {
  fr: 'Le formulaire contient des erreurs',
  de: 'Das Formular enthält Fehler',
  it: 'Il modulo contiene errori',
  en: 'There are errors in the form',
} as const satisfies Texts;

export type Params = Record<string, string | number>;

export const fillMessage = (text: string, params: Params = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** A text in a language (the default language's when missing), with its placeholders filled. */
export const textIn = (texts: Texts, lang: Lang, params: Params = {}): string =>
  fillMessage(texts[lang] ?? texts[DEFAULT_LANGUAGE], params);

/** A validation message in a language, with its placeholders filled. */
export function validationMessage(lang: Lang, key: ValidationKey, params: Params = {}): string {
  return textIn(VALIDATION_MESSAGES[key], lang, params);
}
