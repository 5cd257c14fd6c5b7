import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  invalidLink: {
    fr: 'Ce lien n’est plus valable : le rendez-vous est passé, a été déplacé, ou le lien a été révoqué.',
    en: 'This link is no longer valid: the appointment is over, has moved, or the link was revoked.',
  },
  callSalon: { fr: 'Appelez le salon au {phone}.', en: 'Call the salon on {phone}.' },
});
