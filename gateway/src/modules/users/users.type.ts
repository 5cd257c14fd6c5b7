import { builder } from '../../builder.ts';
import type { Lang } from '../../lib/i18n.ts';
import { LanguageEnum } from '../common/index.ts';

/** An answer that only tells something (e.g. "an e-mail has been sent"). */
export const MessageResult = builder.objectRef<{ message: string }>('MessageResult').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

export const LanguageResult = builder.objectRef<{ language: Lang }>('LanguageResult').implement({
  fields: (t) => ({ language: t.expose('language', { type: LanguageEnum }) }),
});
