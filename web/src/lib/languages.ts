// The product's closed list of languages (@salon/shared/languages), under the names the web app uses.
// Kept apart from i18n.ts so auth and i18n can both use it without importing each other.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Lang,
} from '@salon/shared/languages';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Lang;
export { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_NAMES };
export const isSupportedLanguage = isLanguage;

/** The Swiss locale of a language code for Intl (de-CH, it-CH...), the default language's for any other. */
export const localeOf = (language: string | null | undefined): string =>
  LANGUAGE_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
