import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Clé API introuvable', en: 'API key not found' },
  personOnly: {
    fr: 'Cette action demande une personne connectée, pas une clé API',
    en: 'This action needs a signed-in person, not an API key',
  },
  tooManyRequests: {
    fr: 'Trop de requêtes pour cette clé API. Réessayez dans {seconds} s.',
    en: 'Too many requests for this API key. Try again in {seconds} s.',
  },
  badKey: { fr: 'Clé API invalide ou révoquée', en: 'Invalid or revoked API key' },
});
