import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Clé API introuvable',
    de: 'API-Schlüssel nicht gefunden',
    it: 'Chiave API non trovata',
    en: 'API key not found',
  },
  personOnly: {
    fr: 'Cette action demande une personne connectée, pas une clé API',
    de: 'Diese Aktion verlangt eine angemeldete Person, keinen API-Schlüssel',
    it: 'Questa azione richiede una persona che ha effettuato l’accesso, non una chiave API',
    en: 'This action needs a signed-in person, not an API key',
  },
  tooManyRequests: {
    fr: 'Trop de requêtes pour cette clé API. Réessayez dans {seconds} s.',
    de: 'Zu viele Anfragen für diesen API-Schlüssel. Bitte in {seconds} s erneut versuchen.',
    it: 'Troppe richieste per questa chiave API. Riprovare tra {seconds} s.',
    en: 'Too many requests for this API key. Try again in {seconds} s.',
  },
  badKey: {
    fr: 'Clé API invalide ou révoquée',
    de: 'API-Schlüssel ungültig oder widerrufen',
    it: 'Chiave API non valida o revocata',
    en: 'Invalid or revoked API key',
  },
});
