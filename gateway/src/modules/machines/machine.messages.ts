import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Machine introuvable',
    de: 'Gerät nicht gefunden',
    it: 'Apparecchio non trovato',
    en: 'Machine not found',
  },
  modelNotFound: {
    fr: 'Modèle de machine introuvable',
    de: 'Gerätemodell nicht gefunden',
    it: 'Modello di apparecchio non trovato',
    en: 'Machine model not found',
  },
  taken: {
    fr: 'Ce nom est déjà utilisé',
    de: 'Dieser Name wird bereits verwendet',
    it: 'Questo nome è già in uso',
    en: 'This name is already in use',
  },
  modelInUse: {
    fr: 'Ce modèle est utilisé par {count} machine(s) : supprimez-les d’abord',
    de: 'Dieses Modell wird von {count} Gerät(en) verwendet: Bitte diese zuerst löschen',
    it: 'Questo modello è usato da {count} apparecchio/i: eliminarli prima',
    en: 'This model is used by {count} machine(s): delete them first',
  },
});
