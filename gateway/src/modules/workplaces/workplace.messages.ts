import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Poste de travail introuvable',
    de: 'Arbeitsplatz nicht gefunden',
    it: 'Postazione non trovata',
    en: 'Workplace not found',
  },
  taken: {
    fr: 'Ce nom est déjà utilisé dans ce lieu',
    de: 'Dieser Name wird in dieser Filiale bereits verwendet',
    it: 'Questo nome è già usato in questa sede',
    en: 'This name is already used at this location',
  },
});
