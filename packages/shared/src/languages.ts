// The product's languages: one closed list, read by the database enum's check, the GraphQL enum, the REST
// routes, the server's catalogs and the web app's texts and pickers. Adding a language (Romansh: 'rm') is
// one entry in each constant below plus its texts: every catalog is typed `Texts`, so the type check lists
// each text still missing, and the key-parity test each locale file.
export const LANGUAGES = ['fr', 'de', 'it', 'en'] as const;

export type Lang = (typeof LANGUAGES)[number];

/** The default language and the fallback of a missing text (spec §1). */
export const DEFAULT_LANGUAGE: Lang = 'fr';

/** A text in every language. */
export type Texts = Readonly<Record<Lang, string>>;

/** Each language's name in itself, for the language pickers. */
export const LANGUAGE_NAMES: Texts = { fr: 'Français', de: 'Deutsch', it: 'Italiano', en: 'English' };

/** The Swiss locale of each language for dates and numbers (Intl, moment): de-CH writes 9’985.00. */
export const LANGUAGE_LOCALES: Texts = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH', en: 'en-CH' };

export function isLanguage(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language code when it is one of ours, else the default. */
export const languageOr = (value: unknown, fallback: Lang = DEFAULT_LANGUAGE): Lang =>
  isLanguage(value) ? value : fallback;

/** The language of an Accept-Language header or a `de-CH`-style tag: its first entry's when supported, else fr. */
export function langOf(header: string | string[] | null | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return languageOr((value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase());
}
