// The request boundary's own texts (REST routes, bodies, sessions, the gateway's body and load
// limits) in every language, fr the default and fallback. The rule keys are those of spec §8
// (`validation.*`), so a client shows them like the forms' messages.
import type { Lang, Texts } from './languages.ts';
import { FORM_ERRORS, textIn, VALIDATION_MESSAGES, type ValidationKey } from './messages.ts';

// The §8 validation texts are the shared catalog's (`@salon/shared`), the same the forms and the
// gateway show; only the wire's own checks (types, routes, bodies, sessions) have texts here.
const shared = (key: ValidationKey) => VALIDATION_MESSAGES[key];
const { excluded } = VALIDATION_MESSAGES;

/** The boundary's texts by key, in every language (the gateway's own catalog reuses the ones it shares). */
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
    fr: `${excluded.fr} (choix : {values})`,
    de: `${excluded.de} (Auswahl: {values})`,
    it: `${excluded.it} (valori ammessi: {values})`,
    en: `${excluded.en} (choose: {values})`,
  },
  formErrors: FORM_ERRORS,
  boolean: {
    fr: 'Doit être vrai ou faux',
    de: 'Muss wahr oder falsch sein',
    it: 'Deve essere vero o falso',
    en: 'Must be true or false',
  },
  maximumItems: {
    fr: 'Au maximum {max} éléments',
    de: 'Höchstens {max} Einträge',
    it: 'Al massimo {max} elementi',
    en: 'At most {max} items',
  },
  invalidDate: {
    fr: 'Date invalide (AAAA-MM-JJ, un jour qui existe)',
    de: 'Ungültiges Datum (JJJJ-MM-TT, ein existierender Tag)',
    it: 'Data non valida (AAAA-MM-GG, un giorno esistente)',
    en: 'Invalid date (YYYY-MM-DD, a day that exists)',
  },
  invalidDateTime: {
    fr: 'Date et heure invalides (AAAA-MM-JJ HH:mm ou un instant ISO 8601)',
    de: 'Ungültiges Datum mit Uhrzeit (JJJJ-MM-TT HH:mm oder ein Zeitpunkt nach ISO 8601)',
    it: 'Data e ora non valide (AAAA-MM-GG HH:mm o un istante ISO 8601)',
    en: 'Invalid date and time (YYYY-MM-DD HH:mm or an ISO 8601 instant)',
  },
  nul: {
    fr: 'Caractère nul interdit',
    de: 'Das Nullzeichen (NUL) ist nicht erlaubt',
    it: 'Il carattere nullo (NUL) non è consentito',
    en: 'The NUL character is not allowed',
  },
  list: { fr: 'Doit être une liste', de: 'Muss eine Liste sein', it: 'Deve essere un elenco', en: 'Must be a list' },
  object: {
    fr: 'Doit être un objet',
    de: 'Muss ein Objekt sein',
    it: 'Deve essere un oggetto',
    en: 'Must be an object',
  },
  notFound: { fr: 'Introuvable', de: 'Nicht gefunden', it: 'Non trovato', en: 'Not found' },
  noRoute: {
    fr: 'Aucune route pour {method} {path}',
    de: 'Keine Route für {method} {path}',
    it: 'Nessuna route per {method} {path}',
    en: 'No route for {method} {path}',
  },
  methodNotAllowed: {
    fr: "La méthode {method} n'est pas acceptée pour {path}",
    de: 'Die Methode {method} ist für {path} nicht zulässig',
    it: 'Il metodo {method} non è consentito per {path}',
    en: 'Method {method} is not allowed for {path}',
  },
  badJson: {
    fr: "Le corps de la requête n'est pas un JSON valide",
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
    it: 'Il corpo della richiesta non è un JSON valido',
    en: 'The request body is not valid JSON',
  },
  badBody: {
    fr: 'Le corps de la requête doit être un objet JSON ou un formulaire multipart',
    de: 'Der Inhalt der Anfrage muss ein JSON-Objekt oder ein Multipart-Formular sein',
    it: 'Il corpo della richiesta deve essere un oggetto JSON o un modulo multipart',
    en: 'The request body must be a JSON object or a multipart form',
  },
  forbiddenKey: {
    fr: 'La requête contient un nom de champ interdit (__proto__, constructor, prototype)',
    de: 'Die Anfrage enthält einen unzulässigen Feldnamen (__proto__, constructor, prototype)',
    it: 'La richiesta contiene un nome di campo non consentito (__proto__, constructor, prototype)',
    en: 'The request contains a forbidden field name (__proto__, constructor, prototype)',
  },
  tooLarge: {
    fr: 'Le corps de la requête est trop grand',
    de: 'Der Inhalt der Anfrage ist zu gross',
    it: 'Il corpo della richiesta è troppo grande',
    en: 'The request body is too large',
  },
  authRequired: {
    fr: 'Connexion requise',
    de: 'Anmeldung erforderlich',
    it: 'Accesso richiesto',
    en: 'Sign-in required',
  },
  badToken: {
    fr: 'Session invalide ou expirée, veuillez vous reconnecter',
    de: 'Sitzung ungültig oder abgelaufen, bitte melden Sie sich erneut an',
    it: 'Sessione non valida o scaduta, accedere di nuovo',
    en: 'Invalid or expired session, please log in again',
  },
  forbidden: { fr: 'Accès refusé', de: 'Zugriff verweigert', it: 'Accesso negato', en: 'Access denied' },
  unexpected: {
    fr: 'Une erreur inattendue est survenue (référence {requestId})',
    de: 'Ein unerwarteter Fehler ist aufgetreten (Referenz {requestId})',
    it: 'Si è verificato un errore imprevisto (riferimento {requestId})',
    en: 'An unexpected error occurred (reference {requestId})',
  },
  unavailable: {
    fr: 'Le serveur est surchargé, réessayez dans {seconds} s',
    de: 'Der Server ist ausgelastet, bitte in {seconds} s erneut versuchen',
    it: 'Il server è sovraccarico, riprovare tra {seconds} s',
    en: 'The server is busy, try again in {seconds} s',
  },
  temporarilyUnavailable: {
    fr: 'Service momentanément indisponible, réessayez dans {seconds} s',
    de: 'Der Dienst ist vorübergehend nicht verfügbar, bitte in {seconds} s erneut versuchen',
    it: 'Servizio momentaneamente non disponibile, riprovare tra {seconds} s',
    en: 'The service is temporarily unavailable, try again in {seconds} s',
  },
} as const satisfies Record<string, Texts>;

export type BoundaryMessageKey = keyof typeof BOUNDARY_MESSAGES;

export function msg(lang: Lang, key: BoundaryMessageKey, params: Record<string, string | number> = {}): string {
  return textIn(BOUNDARY_MESSAGES[key], lang, params);
}
