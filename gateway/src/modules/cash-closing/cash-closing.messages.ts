import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  alreadySaved: {
    fr: 'La caisse de ce jour est déjà clôturée pour ce lieu',
    de: 'Die Kasse dieses Tages ist für diese Filiale bereits abgeschlossen',
    it: 'La cassa di questo giorno è già chiusa per questa sede',
    en: 'The cash of this day is already closed for this location',
  },
  futureDate: {
    fr: 'Une journée à venir ne peut pas être clôturée',
    de: 'Ein künftiger Tag kann nicht abgeschlossen werden',
    it: 'Un giorno futuro non può essere chiuso',
    en: 'A day to come cannot be closed',
  },
  invalidDate: { fr: 'Date invalide', de: 'Ungültiges Datum', it: 'Data non valida', en: 'Invalid date' },
  invalidCountedCash: {
    fr: 'Le montant compté doit être un nombre de centimes positif',
    de: 'Der gezählte Betrag muss eine positive Anzahl Rappen sein',
    it: 'L’importo contato deve essere un numero positivo di centesimi',
    en: 'The counted amount must be a positive number of centimes',
  },
});
