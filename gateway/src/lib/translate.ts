import type { Lang } from './i18n.ts';

/** The translation in the request language, else French, else any. */
export function pickTranslation<T extends { language: string }>(rows: T[], lang: Lang): T | undefined {
  return rows.find((r) => r.language === lang) ?? rows.find((r) => r.language === 'fr') ?? rows[0];
}
