import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Tâche introuvable',
    de: 'Hintergrundauftrag nicht gefunden',
    it: 'Operazione non trovata',
    en: 'Job not found',
  },
  notDead: {
    fr: 'Seule une tâche en échec peut être relancée',
    de: 'Nur ein fehlgeschlagener Auftrag kann neu gestartet werden',
    it: 'Solo un’operazione non riuscita può essere rilanciata',
    en: 'Only a failed job can be retried',
  },
});
