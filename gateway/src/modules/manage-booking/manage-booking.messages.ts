import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  invalidLink: {
    fr: 'Ce lien n’est plus valable : le rendez-vous est passé, a été déplacé, ou le lien a été révoqué.',
    de: 'Dieser Link ist nicht mehr gültig: Der Termin ist vorbei, wurde verschoben oder der Link wurde widerrufen.',
    it: 'Questo link non è più valido: l’appuntamento è passato, è stato spostato o il link è stato revocato.',
    en: 'This link is no longer valid: the appointment is over, has moved, or the link was revoked.',
  },
  callSalon: {
    fr: 'Appelez le salon au {phone}.',
    de: 'Rufen Sie den Salon an: {phone}.',
    it: 'Chiami il salone al numero {phone}.',
    en: 'Call the salon on {phone}.',
  },
});
