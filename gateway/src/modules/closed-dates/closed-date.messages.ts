import { VALIDATION_MESSAGES } from '@salon/shared';
import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Date de fermeture introuvable', en: 'Closed date not found' },
  locationsRequired: {
    fr: 'Choisissez au moins un lieu fermé ce jour-là',
    en: 'Choose at least one location closed that day',
  },
  dateRequired: VALIDATION_MESSAGES.required,
});
