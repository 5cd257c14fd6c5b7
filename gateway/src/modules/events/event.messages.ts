import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Événement introuvable',
    de: 'Agenda-Eintrag nicht gefunden',
    it: 'Evento non trovato',
    en: 'Event not found',
  },
  related: {
    fr: 'Introuvable chez ce prestataire',
    de: 'Bei diesem Betrieb nicht gefunden',
    it: 'Non trovato presso questa attività',
    en: 'Not found at this vendor',
  },
  endAfterStart: {
    fr: 'La fin doit suivre le début',
    de: 'Das Ende muss nach dem Beginn liegen',
    it: 'La fine deve seguire l’inizio',
    en: 'The end must be after the start',
  },
  busy: {
    fr: 'Cette plage est déjà occupée pour cette ressource',
    de: 'Diese Zeit ist für diese Ressource bereits belegt',
    it: 'Questa fascia oraria è già occupata per questa risorsa',
    en: 'This time is already taken for this resource',
  },
  resourceRequired: {
    fr: 'Choisissez un·e employé·e, un poste ou une machine',
    de: 'Bitte eine Person, einen Arbeitsplatz oder ein Gerät wählen',
    it: 'Scegliere un collaboratore, una postazione o un apparecchio',
    en: 'Choose an employee, a workplace or a machine',
  },
});
