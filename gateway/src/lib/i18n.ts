// Server-side messages in the request language (fr default and fallback, en). The validation
// texts (validation.*, form.errors) and the boundary's (sign-in, access, not found) are the shared
// catalogs of @salon/shared, declared once there.
import {
  BOUNDARY_MESSAGES,
  FORM_ERRORS,
  fillMessage,
  type Lang,
  langOf,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from '@salon/shared';

export type { Lang };

const validation = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [`validation.${key}`, text]),
) as { [K in ValidationKey as `validation.${K}`]: { fr: string; en: string } };

const messages = {
  ...validation,
  'form.errors': FORM_ERRORS,
  'auth.badCredentials': {
    fr: 'Identifiant ou mot de passe incorrect',
    en: 'Wrong username, e-mail or password',
  },
  'auth.disabled': { fr: 'Ce compte est désactivé', en: 'This account is disabled' },
  'auth.tooManyAttempts': {
    fr: 'Trop de tentatives de connexion. Réessayez dans {minutes} min.',
    en: 'Too many login attempts. Try again in {minutes} min.',
  },
  'auth.tooManyRequests': {
    fr: 'Trop de demandes pour cette adresse ou depuis cette connexion. Réessayez dans {minutes} min.',
    en: 'Too many requests for this address or from this connection. Try again in {minutes} min.',
  },
  'auth.required': BOUNDARY_MESSAGES.authRequired,
  'auth.badToken': BOUNDARY_MESSAGES.badToken,
  'auth.forbidden': BOUNDARY_MESSAGES.forbidden,
  'auth.registered': {
    fr: 'Compte créé. Un e-mail de validation vous a été envoyé.',
    en: 'Account created. A validation e-mail has been sent to you.',
  },
  'auth.emailValidated': { fr: 'Adresse e-mail validée', en: 'E-mail address validated' },
  'auth.badValidationToken': {
    fr: 'Le lien de validation est invalide ou expiré',
    en: 'The validation link is invalid or has expired',
  },
  'booking.slotTaken': {
    fr: "Le créneau choisi vient d'être réservé par quelqu'un d'autre et n'est plus disponible.",
    en: 'The chosen slot was just booked by someone else and is no longer available.',
  },
  'booking.slotsTaken': {
    fr: "Les créneaux choisis viennent d'être réservés par quelqu'un d'autre et ne sont plus disponibles.",
    en: 'The chosen slots were just booked by someone else and are no longer available.',
  },
  'booking.noEvents': { fr: 'Choisissez au moins une prestation', en: 'Choose at least one service' },
  'booking.customerRequired': { fr: 'Choisissez un client', en: 'Choose a customer' },
  'booking.legalConditions': {
    fr: 'Les conditions générales doivent être acceptées',
    en: 'The general terms must be accepted',
  },
  'notFound.vendor': { fr: 'Prestataire introuvable', en: 'Vendor not found' },
  'notFound.location': { fr: 'Lieu introuvable', en: 'Location not found' },
  'notFound.service': { fr: 'Prestation introuvable', en: 'Service not found' },
  'notFound.customer': { fr: 'Client introuvable', en: 'Customer not found' },
  'notFound.generic': BOUNDARY_MESSAGES.notFound,
  // An outgoing address (webhooks, calendar servers).
  'url.invalid': { fr: 'Adresse invalide', en: 'Invalid address' },
  'url.httpsOnly': { fr: "L'adresse doit commencer par https://", en: 'The address must start with https://' },
  'url.privateTarget': {
    fr: "L'adresse mène à un réseau privé ou local, qui n'est pas autorisé",
    en: 'The address leads to a private or local network, which is not allowed',
  },
  'url.unresolved': { fr: "Le nom d'hôte est introuvable", en: 'The host name cannot be resolved' },
  'error.unexpected': { fr: 'Une erreur inattendue est survenue', en: 'An unexpected error occurred' },
} as const;

export type MessageKey = keyof typeof messages;
type Params = Record<string, string | number>;

const fill = fillMessage;

/** Common messages. */
export function t(lang: Lang, key: MessageKey, params: Params = {}): string {
  return fill(messages[key][lang] ?? messages[key].fr, params);
}

/** A common text in both languages, for a module catalog that says the same (declared once, here). */
export const commonText = (key: MessageKey): { fr: string; en: string } => messages[key];

/** A module's own catalog: `const m = defineMessages({...}); m(ctx.lang, 'key')`. */
export function defineMessages<K extends string>(catalog: Record<K, { fr: string; en: string }>) {
  return (lang: Lang, key: K, params: Params = {}): string => fill(catalog[key][lang] ?? catalog[key].fr, params);
}

/** The response language from an Accept-Language header: fr unless it starts with en. */
export function languageFromHeader(header: string | null | undefined): Lang {
  return langOf(header);
}
