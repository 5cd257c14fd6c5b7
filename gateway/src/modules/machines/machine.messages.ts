import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Machine introuvable', en: 'Machine not found' },
  modelNotFound: { fr: 'Modèle de machine introuvable', en: 'Machine model not found' },
  taken: { fr: 'Ce nom est déjà utilisé', en: 'This name is already in use' },
  modelInUse: {
    fr: 'Ce modèle est utilisé par {count} machine(s) : supprimez-les d’abord',
    en: 'This model is used by {count} machine(s): delete them first',
  },
});
