import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  alreadySaved: {
    fr: 'La caisse de ce jour est déjà clôturée pour ce lieu',
    en: 'The cash of this day is already closed for this location',
  },
  futureDate: { fr: 'Une journée à venir ne peut pas être clôturée', en: 'A day to come cannot be closed' },
  invalidDate: { fr: 'Date invalide', en: 'Invalid date' },
  invalidCountedCash: {
    fr: 'Le montant compté doit être un nombre de centimes positif',
    en: 'The counted amount must be a positive number of centimes',
  },
});
