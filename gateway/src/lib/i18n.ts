// Server-side messages in the request language (fr the default and fallback; the list is @salon/shared's
// LANGUAGES). The validation texts (validation.*, form.errors) and the boundary's (sign-in, access, not
// found) are the shared catalogs of @salon/shared, declared once there.
import {
  BOUNDARY_MESSAGES,
  FORM_ERRORS,
  LANGUAGE_LOCALES,
  type Lang,
  langOf,
  type Texts,
  textIn,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from '@salon/shared';

export type { Lang, Texts };

const validation = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [`validation.${key}`, text]),
) as { [K in ValidationKey as `validation.${K}`]: Texts };

const messages = {
  ...validation,
  'form.errors': FORM_ERRORS,
  'auth.badCredentials': {
    fr: 'Identifiant ou mot de passe incorrect',
    de: 'Benutzername, E-Mail-Adresse oder Passwort falsch',
    it: 'Nome utente, e-mail o password errati',
    en: 'Wrong username, e-mail or password',
  },
  'auth.disabled': {
    fr: 'Ce compte est désactivé',
    de: 'Dieses Konto ist deaktiviert',
    it: 'Questo account è disattivato',
    en: 'This account is disabled',
  },
  'auth.tooManyAttempts': {
    fr: 'Trop de tentatives de connexion. Réessayez dans {minutes} min.',
    de: 'Zu viele Anmeldeversuche. Bitte in {minutes} Min. erneut versuchen.',
    it: 'Troppi tentativi di accesso. Riprovare tra {minutes} min.',
    en: 'Too many login attempts. Try again in {minutes} min.',
  },
  'auth.tooManyRequests': {
    fr: 'Trop de demandes pour cette adresse ou depuis cette connexion. Réessayez dans {minutes} min.',
    de: 'Zu viele Anfragen für diese Adresse oder von dieser Verbindung. Bitte in {minutes} Min. erneut versuchen.',
    it: 'Troppe richieste per questo indirizzo o da questa connessione. Riprovare tra {minutes} min.',
    en: 'Too many requests for this address or from this connection. Try again in {minutes} min.',
  },
  'auth.required': BOUNDARY_MESSAGES.authRequired,
  'auth.badToken': BOUNDARY_MESSAGES.badToken,
  'auth.forbidden': BOUNDARY_MESSAGES.forbidden,
  'auth.registered': {
    fr: 'Compte créé. Un e-mail de validation vous a été envoyé.',
    de: 'Konto erstellt. Wir haben Ihnen eine E-Mail zur Bestätigung gesendet.',
    it: 'Account creato. Le abbiamo inviato un’e-mail di conferma.',
    en: 'Account created. A validation e-mail has been sent to you.',
  },
  'auth.emailValidated': {
    fr: 'Adresse e-mail validée',
    de: 'E-Mail-Adresse bestätigt',
    it: 'Indirizzo e-mail confermato',
    en: 'E-mail address validated',
  },
  'auth.badValidationToken': {
    fr: 'Le lien de validation est invalide ou expiré',
    de: 'Der Bestätigungslink ist ungültig oder abgelaufen',
    it: 'Il link di conferma non è valido o è scaduto',
    en: 'The validation link is invalid or has expired',
  },
  'booking.slotTaken': {
    fr: "Le créneau choisi vient d'être réservé par quelqu'un d'autre et n'est plus disponible.",
    de: 'Der gewählte Termin wurde soeben von jemand anderem gebucht und ist nicht mehr frei.',
    it: 'L’orario scelto è appena stato prenotato da un’altra persona e non è più disponibile.',
    en: 'The chosen slot was just booked by someone else and is no longer available.',
  },
  'booking.slotsTaken': {
    fr: "Les créneaux choisis viennent d'être réservés par quelqu'un d'autre et ne sont plus disponibles.",
    de: 'Die gewählten Termine wurden soeben von jemand anderem gebucht und sind nicht mehr frei.',
    it: 'Gli orari scelti sono appena stati prenotati da un’altra persona e non sono più disponibili.',
    en: 'The chosen slots were just booked by someone else and are no longer available.',
  },
  'booking.noEvents': {
    fr: 'Choisissez au moins une prestation',
    de: 'Bitte mindestens eine Dienstleistung wählen',
    it: 'Scegliere almeno un servizio',
    en: 'Choose at least one service',
  },
  'booking.customerRequired': {
    fr: 'Choisissez un client',
    de: 'Bitte eine Kundin oder einen Kunden wählen',
    it: 'Scegliere un cliente',
    en: 'Choose a customer',
  },
  'booking.legalConditions': {
    fr: 'Les conditions générales doivent être acceptées',
    de: 'Bitte die Allgemeinen Geschäftsbedingungen akzeptieren',
    it: 'Occorre accettare le condizioni generali',
    en: 'The general terms must be accepted',
  },
  'notFound.vendor': {
    fr: 'Prestataire introuvable',
    de: 'Betrieb nicht gefunden',
    it: 'Attività non trovata',
    en: 'Vendor not found',
  },
  'notFound.location': {
    fr: 'Lieu introuvable',
    de: 'Filiale nicht gefunden',
    it: 'Sede non trovata',
    en: 'Location not found',
  },
  'notFound.service': {
    fr: 'Prestation introuvable',
    de: 'Dienstleistung nicht gefunden',
    it: 'Servizio non trovato',
    en: 'Service not found',
  },
  'notFound.customer': {
    fr: 'Client introuvable',
    de: 'Kundin/Kunde nicht gefunden',
    it: 'Cliente non trovato',
    en: 'Customer not found',
  },
  'notFound.generic': BOUNDARY_MESSAGES.notFound,
  // An outgoing address (webhooks, calendar servers).
  'url.invalid': { fr: 'Adresse invalide', de: 'Ungültige Adresse', it: 'Indirizzo non valido', en: 'Invalid address' },
  'url.httpsOnly': {
    fr: "L'adresse doit commencer par https://",
    de: 'Die Adresse muss mit https:// beginnen',
    it: 'L’indirizzo deve iniziare con https://',
    en: 'The address must start with https://',
  },
  'url.privateTarget': {
    fr: "L'adresse mène à un réseau privé ou local, qui n'est pas autorisé",
    de: 'Die Adresse führt in ein privates oder lokales Netz, das ist nicht erlaubt',
    it: 'L’indirizzo porta a una rete privata o locale, che non è consentita',
    en: 'The address leads to a private or local network, which is not allowed',
  },
  'url.unresolved': {
    fr: "Le nom d'hôte est introuvable",
    de: 'Der Hostname wurde nicht gefunden',
    it: 'Il nome host non è stato trovato',
    en: 'The host name cannot be resolved',
  },
  'error.unexpected': {
    fr: 'Une erreur inattendue est survenue',
    de: 'Ein unerwarteter Fehler ist aufgetreten',
    it: 'Si è verificato un errore imprevisto',
    en: 'An unexpected error occurred',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

/** Every catalog declared so far: this one and each defineMessages' (the key-parity test checks them all). */
const catalogs: Readonly<Record<string, Texts>>[] = [messages];
export const declaredCatalogs = (): readonly Readonly<Record<string, Texts>>[] => catalogs;
type Params = Record<string, string | number>;

/** Common messages. */
export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return textIn(messages[key], lang, params);
}

/** A common text in every language, for a module catalog that says the same (declared once, here). */
export const commonText = (key: MessageKey): Texts => messages[key];

/** A module's own catalog: `const m = defineMessages({...}); m(ctx.lang, 'key')`; each text in every language. */
export function defineMessages<K extends string>(catalog: Record<K, Texts>) {
  catalogs.push(catalog);
  return (lang: Lang, key: K, params: Params = {}): string => textIn(catalog[key], lang, params);
}

/** The response language from an Accept-Language header: its first entry's when supported, else fr. */
export function languageFromHeader(header: string | null | undefined): Lang {
  return langOf(header);
}

/** moment's locale of a language (weekday and month names): fr-ch, de-ch, it-ch, en-ch (moment's en). */
export const momentLocale = (lang: Lang): string => LANGUAGE_LOCALES[lang].toLowerCase();
