// The request boundary's own texts (REST routes, bodies, sessions, the gateway's body and load
// limits), fr (default and fallback) and en. The rule keys are those of spec §8 (`validation.*`),
// so a client shows them like the forms' messages.
import { FORM_ERRORS, type Lang, VALIDATION_MESSAGES, type ValidationKey, fillMessage } from './messages.ts';

// The §8 validation texts are the shared catalog's (`@salon/shared`), the same the forms and the
// gateway show; only the wire's own checks (types, routes, bodies, sessions) have texts here.
const shared = (key: ValidationKey) => VALIDATION_MESSAGES[key];

/** The boundary's texts by key, fr and en (the gateway's own catalog reuses the ones it shares). */
export const BOUNDARY_MESSAGES = {
  required: shared('required'),
  integer: shared('integer'),
  numeric: shared('numeric'),
  minimumValue: shared('minimumValue'),
  maximumValue: shared('maximumValue'),
  minimumLength: shared('minimumLength'),
  maximumLength: shared('maximumLength'),
  invalidTime: shared('invalidTime'),
  invalid: shared('invalid'),
  excluded: {
    fr: `${VALIDATION_MESSAGES.excluded.fr} (choix : {values})`,
    en: `${VALIDATION_MESSAGES.excluded.en} (choose: {values})`,
  },
  formErrors: { fr: FORM_ERRORS.fr, en: FORM_ERRORS.en },
  boolean: { fr: 'Doit être vrai ou faux', en: 'Must be true or false' },
  maximumItems: { fr: 'Au maximum {max} éléments', en: 'At most {max} items' },
  invalidDate: {
    fr: 'Date invalide (AAAA-MM-JJ, un jour qui existe)',
    en: 'Invalid date (YYYY-MM-DD, a day that exists)',
  },
  invalidDateTime: {
    fr: 'Date et heure invalides (AAAA-MM-JJ HH:mm ou un instant ISO 8601)',
    en: 'Invalid date and time (YYYY-MM-DD HH:mm or an ISO 8601 instant)',
  },
  nul: { fr: 'Caractère nul interdit', en: 'The NUL character is not allowed' },
  list: { fr: 'Doit être une liste', en: 'Must be a list' },
  object: { fr: 'Doit être un objet', en: 'Must be an object' },
  notFound: { fr: 'Introuvable', en: 'Not found' },
  noRoute: { fr: 'Aucune route pour {method} {path}', en: 'No route for {method} {path}' },
  methodNotAllowed: {
    fr: "La méthode {method} n'est pas acceptée pour {path}",
    en: 'Method {method} is not allowed for {path}',
  },
  badJson: { fr: "Le corps de la requête n'est pas un JSON valide", en: 'The request body is not valid JSON' },
  badBody: {
    fr: 'Le corps de la requête doit être un objet JSON ou un formulaire multipart',
    en: 'The request body must be a JSON object or a multipart form',
  },
  forbiddenKey: {
    fr: 'La requête contient un nom de champ interdit (__proto__, constructor, prototype)',
    en: 'The request contains a forbidden field name (__proto__, constructor, prototype)',
  },
  tooLarge: { fr: 'Le corps de la requête est trop grand', en: 'The request body is too large' },
  authRequired: { fr: 'Connexion requise', en: 'Sign-in required' },
  badToken: {
    fr: 'Session invalide ou expirée, veuillez vous reconnecter',
    en: 'Invalid or expired session, please log in again',
  },
  forbidden: { fr: 'Accès refusé', en: 'Access denied' },
  unexpected: {
    fr: 'Une erreur inattendue est survenue (référence {requestId})',
    en: 'An unexpected error occurred (reference {requestId})',
  },
  unavailable: {
    fr: 'Le serveur est surchargé, réessayez dans {seconds} s',
    en: 'The server is busy, try again in {seconds} s',
  },
  temporarilyUnavailable: {
    fr: 'Service momentanément indisponible, réessayez dans {seconds} s',
    en: 'The service is temporarily unavailable, try again in {seconds} s',
  },
} as const;

export type BoundaryMessageKey = keyof typeof BOUNDARY_MESSAGES;

export function msg(lang: Lang, key: BoundaryMessageKey, params: Record<string, string | number> = {}): string {
  return fillMessage(BOUNDARY_MESSAGES[key][lang] ?? BOUNDARY_MESSAGES[key].fr, params);
}

/** The response language from an Accept-Language header: fr unless it starts with en. */
export function langOf(header: string | string[] | null | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr';
}
