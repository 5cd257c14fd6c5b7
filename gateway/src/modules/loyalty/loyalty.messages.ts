import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notEnoughPoints: {
    fr: 'Pas assez de points pour un bon de fidélité',
    de: 'Nicht genug Punkte für einen Treuegutschein',
    it: 'Punti insufficienti per un buono fedeltà',
    en: 'Not enough points for a loyalty voucher',
  },
});
