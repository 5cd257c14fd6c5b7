import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  dateOrder: {
    fr: 'La date de fin doit suivre la date de début',
    de: 'Das Enddatum muss nach dem Anfangsdatum liegen',
    it: 'La data di fine deve seguire la data di inizio',
    en: 'The end date must be on or after the start date',
  },
  pastDate: {
    fr: 'Cette date est passée',
    de: 'Dieses Datum liegt in der Vergangenheit',
    it: 'Questa data è passata',
    en: 'This date is in the past',
  },
  rangeTooLong: {
    fr: 'Au maximum {max} jours',
    de: 'Höchstens {max} Tage',
    it: 'Al massimo {max} giorni',
    en: 'At most {max} days',
  },
  timeOrder: {
    fr: 'L’heure de fin doit suivre l’heure de début',
    de: 'Die Endzeit muss nach der Anfangszeit liegen',
    it: 'L’ora di fine deve seguire l’ora di inizio',
    en: 'The end time must be after the start time',
  },
  serviceNotOffered: {
    fr: 'Prestation non proposée à cette adresse',
    de: 'Diese Leistung wird an diesem Standort nicht angeboten',
    it: 'Prestazione non offerta in questa sede',
    en: 'Service not offered at this location',
  },
  employeeNotOffered: {
    fr: 'Ce collaborateur ne propose pas ces prestations ici',
    de: 'Diese Mitarbeiterin oder dieser Mitarbeiter bietet diese Leistungen hier nicht an',
    it: 'Questo collaboratore non offre queste prestazioni qui',
    en: 'This employee does not offer these services here',
  },
  notFound: {
    fr: 'Inscription à la liste d’attente introuvable',
    de: 'Eintrag auf der Warteliste nicht gefunden',
    it: 'Iscrizione alla lista d’attesa non trovata',
    en: 'Waitlist entry not found',
  },
  invalidLink: {
    fr: 'Ce lien n’est plus valable : l’offre a expiré ou a été remplacée.',
    de: 'Dieser Link ist nicht mehr gültig: Das Angebot ist abgelaufen oder wurde ersetzt.',
    it: 'Questo link non è più valido: l’offerta è scaduta o è stata sostituita.',
    en: 'This link is no longer valid: the offer has expired or was replaced.',
  },
  timeGone: {
    fr: 'Cet horaire n’est plus disponible : quelqu’un d’autre l’a réservé.',
    de: 'Dieser Termin ist nicht mehr frei: Jemand anderes hat ihn gebucht.',
    it: 'Questo orario non è più disponibile: qualcun altro l’ha prenotato.',
    en: 'This time is gone: someone else booked it.',
  },
  notOffered: {
    fr: 'Cet horaire ne fait pas partie de l’offre',
    de: 'Diese Zeit gehört nicht zum Angebot',
    it: 'Questo orario non fa parte dell’offerta',
    en: 'This time is not part of the offer',
  },
  offerSubject: {
    fr: 'Une place s’est libérée chez {vendor}',
    de: 'Bei {vendor} ist ein Termin frei geworden',
    it: 'Si è liberato un posto da {vendor}',
    en: 'A time has freed up at {vendor}',
  },
  offerBody: {
    fr: 'Bonjour {name},\n\nUne place s’est libérée pour {services} chez {vendor} ({location}) : {times}.\n\nRéservez-la ici : {link}\n{hold}\nVous ne souhaitez plus attendre ? Le même lien vous permet de quitter la liste d’attente.',
    de: 'Guten Tag {name}\n\nFür {services} bei {vendor} ({location}) ist ein Termin frei geworden: {times}.\n\nHier buchen: {link}\n{hold}\nSie möchten nicht mehr warten? Über denselben Link verlassen Sie die Warteliste.',
    it: 'Buongiorno {name},\n\nsi è liberato un posto per {services} da {vendor} ({location}): {times}.\n\nPrenoti qui: {link}\n{hold}\nNon desidera più aspettare? Con lo stesso link può lasciare la lista d’attesa.',
    en: 'Hello {name},\n\nA time has freed up for {services} at {vendor} ({location}): {times}.\n\nBook it here: {link}\n{hold}\nNo longer waiting? The same link lets you leave the waitlist.',
  },
  holdNote: {
    fr: 'Cette place vous est réservée jusqu’à {until}.\n',
    de: 'Dieser Termin ist bis {until} für Sie reserviert.\n',
    it: 'Questo posto le è riservato fino alle {until}.\n',
    en: 'This time is held for you until {until}.\n',
  },
});
