import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Date de fermeture introuvable',
    de: 'Schliesstag nicht gefunden',
    it: 'Giorno di chiusura non trovato',
    en: 'Closed date not found',
  },
  locationsRequired: {
    fr: 'Choisissez au moins un lieu fermé ce jour-là',
    de: 'Bitte mindestens eine Filiale wählen, die an diesem Tag geschlossen ist',
    it: 'Scegliere almeno una sede chiusa quel giorno',
    en: 'Choose at least one location closed that day',
  },
  dateRequired: VALIDATION_MESSAGES.required,
});
