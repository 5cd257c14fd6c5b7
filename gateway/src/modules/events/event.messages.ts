import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Événement introuvable', en: 'Event not found' },
  related: { fr: 'Introuvable chez ce prestataire', en: 'Not found at this vendor' },
  endAfterStart: { fr: 'La fin doit suivre le début', en: 'The end must be after the start' },
  busy: {
    fr: 'Cette plage est déjà occupée pour cette ressource',
    en: 'This time is already taken for this resource',
  },
  resourceRequired: {
    fr: 'Choisissez un·e employé·e, un poste ou une machine',
    en: 'Choose an employee, a workplace or a machine',
  },
});
