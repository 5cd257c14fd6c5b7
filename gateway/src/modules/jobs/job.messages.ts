import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Tâche introuvable', en: 'Job not found' },
  notDead: { fr: 'Seule une tâche en échec peut être relancée', en: 'Only a failed job can be retried' },
});
