import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.location'),
  taken: { fr: 'Ce nom ou cet identifiant est déjà utilisé', en: 'This name or slug is already in use' },
  closedInPast: {
    fr: 'La date de fermeture ne peut pas être dans le passé',
    en: 'The closing date cannot be in the past',
  },
  closedWithBookings: {
    fr: '{count} réservation(s) à partir de cette date : déplacez-les ou annulez-les d’abord',
    en: '{count} booking(s) from this date: move or cancel them first',
  },
  deleteOpen: {
    fr: 'Un lieu ne peut être supprimé qu’une fois sa date de fermeture passée',
    en: 'A location can only be deleted once its closing date has passed',
  },
  regionNotFound: { fr: 'Région introuvable', en: 'Region not found' },
  regionTaken: { fr: 'Cette région existe déjà', en: 'This region already exists' },
});
