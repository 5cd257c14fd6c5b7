import { defineMessages } from '../../lib/i18n.ts';

/** Validation (spec §8 keys under validation.*) and configuration texts, fr and en. */
export const m = defineMessages({
  required: { fr: 'Obligatoire', en: 'Required' },
  invalidEmail: { fr: 'Adresse e-mail invalide', en: 'Invalid e-mail address' },
  invalidPhone: {
    fr: 'Numéro de téléphone invalide (format international, p. ex. +41 79 123 45 67)',
    en: 'Invalid phone number (international format, e.g. +41 79 123 45 67)',
  },
  integer: { fr: 'Nombre entier attendu', en: 'Whole number expected' },
  minimumValue: { fr: 'Au minimum {min}', en: 'At least {min}' },
  maximumValue: { fr: 'Au maximum {max}', en: 'At most {max}' },
  minimumLength: { fr: 'Au moins {min} caractères', en: 'At least {min} characters' },
  maximumLength: { fr: 'Au maximum {max} caractères', en: 'At most {max} characters' },
  divider: { fr: 'Doit être un multiple de {divider}', en: 'Must be a multiple of {divider}' },
  greaterThan: { fr: 'Doit être supérieur à {min}', en: 'Must be greater than {min}' },
  excluded: { fr: 'Valeur non autorisée', en: 'Value not allowed' },
  invalid: { fr: 'Le champ est invalide', en: 'Field is invalid' },
  valueAlreadyRegistered: { fr: '« {value} » est déjà enregistré', en: '"{value}" is already registered' },
  color: { fr: 'Couleur RVB attendue, p. ex. #1976d2', en: 'RGB colour expected, e.g. #1976d2' },
  slug: {
    fr: 'Lettres minuscules, chiffres et tirets uniquement',
    en: 'Lower-case letters, digits and hyphens only',
  },
  timezone: { fr: 'Fuseau horaire inconnu', en: 'Unknown time zone' },
  pictureFormat: { fr: 'Image PNG ou JPEG attendue', en: 'PNG or JPEG image expected' },
  pictureSize: {
    fr: 'Image trop petite ({width}×{height}) : au moins 200×200 (800×1200 conseillé)',
    en: 'Image too small ({width}×{height}): at least 200×200 (800×1200 suggested)',
  },
  pictureBytes: { fr: "L'image dépasse {max} Mo", en: 'The image is larger than {max} MB' },
  formErrors: { fr: 'Le formulaire contient des erreurs', en: 'There are errors in the form' },
  notFound: { fr: 'Introuvable', en: 'Not found' },
  unknownIds: { fr: 'Éléments inconnus : {ids}', en: 'Unknown items: {ids}' },
});

export type ValidationMessage = Parameters<typeof m>[1];
