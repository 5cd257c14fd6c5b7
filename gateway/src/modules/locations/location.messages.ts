import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.location'),
  taken: {
    fr: 'Ce nom ou cet identifiant est déjà utilisé',
    de: 'Dieser Name oder diese Kennung wird bereits verwendet',
    it: 'Questo nome o identificativo è già in uso',
    en: 'This name or slug is already in use',
  },
  closedInPast: {
    fr: 'La date de fermeture ne peut pas être dans le passé',
    de: 'Das Schliessungsdatum darf nicht in der Vergangenheit liegen',
    it: 'La data di chiusura non può essere nel passato',
    en: 'The closing date cannot be in the past',
  },
  closedWithBookings: {
    fr: '{count} réservation(s) à partir de cette date : déplacez-les ou annulez-les d’abord',
    de: '{count} Buchung(en) ab diesem Datum: Bitte zuerst verschieben oder absagen',
    it: '{count} prenotazione/i a partire da questa data: prima spostarle o annullarle',
    en: '{count} booking(s) from this date: move or cancel them first',
  },
  deleteOpen: {
    fr: 'Un lieu ne peut être supprimé qu’une fois sa date de fermeture passée',
    de: 'Eine Filiale kann erst nach ihrem Schliessungsdatum gelöscht werden',
    it: 'Una sede può essere eliminata solo dopo la sua data di chiusura',
    en: 'A location can only be deleted once its closing date has passed',
  },
  regionNotFound: {
    fr: 'Région introuvable',
    de: 'Region nicht gefunden',
    it: 'Regione non trovata',
    en: 'Region not found',
  },
  regionTaken: {
    fr: 'Cette région existe déjà',
    de: 'Diese Region gibt es bereits',
    it: 'Questa regione esiste già',
    en: 'This region already exists',
  },
});
