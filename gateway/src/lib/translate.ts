import { DEFAULT_LANGUAGE } from '@salon/shared';
import type { Lang } from './i18n.ts';

/**
 * A vendor's text (a description, a service or category name, a legal condition) in the request language,
 * else in the vendor's default language, else French, else any: a page in German shows a salon's French
 * text when it wrote no German one, and says so (the row's language is shown beside it).
 */
export function pickTranslation<T extends { language: string }>(
  rows: readonly T[],
  lang: Lang,
  vendorLanguage: Lang = DEFAULT_LANGUAGE,
): T | undefined {
  const inLanguage = (language: string) => rows.find((r) => r.language === language);
  return inLanguage(lang) ?? inLanguage(vendorLanguage) ?? inLanguage(DEFAULT_LANGUAGE) ?? rows[0];
}
