import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Commentaire introuvable', en: 'Comment not found' },
  tooLong: { fr: 'Au plus {max} caractères', en: 'At most {max} characters' },
});
