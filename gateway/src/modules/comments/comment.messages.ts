import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: {
    fr: 'Commentaire introuvable',
    de: 'Kommentar nicht gefunden',
    it: 'Commento non trovato',
    en: 'Comment not found',
  },
  tooLong: {
    fr: 'Au plus {max} caractères',
    de: 'Höchstens {max} Zeichen',
    it: 'Al massimo {max} caratteri',
    en: 'At most {max} characters',
  },
});
