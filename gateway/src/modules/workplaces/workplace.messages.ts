import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Poste de travail introuvable', en: 'Workplace not found' },
  taken: { fr: 'Ce nom est déjà utilisé dans ce lieu', en: 'This name is already used at this location' },
});
