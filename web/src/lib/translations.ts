// A salon's own texts per language (service and category names, the public description) in forms: one
// flat field a language (`nameFr`, `nameDe`...), read from and written to the server's `[{ language, ... }]`.
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages.ts';

/** The form field of a text in one language: `name` → `nameFr`, `nameDe`... */
export const translatedField = <N extends string>(name: N, language: SupportedLanguage) =>
  `${name}${language[0]!.toUpperCase()}${language.slice(1)}` as `${N}${Capitalize<SupportedLanguage>}`;

/** The form values of a text in every language from its rows (empty where the salon wrote none). */
export function translatedValues<R extends { language: string }>(
  name: string,
  rows: readonly R[],
  text: (row: R) => string | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lng) => {
      const row = rows.find((r) => r.language === lng);
      return [translatedField(name, lng), (row && text(row)) ?? ''];
    }),
  );
}

/** The languages a form filled in for a text, with their trimmed text, in the product's order. */
export function filledTranslations(name: string, values: object): { language: SupportedLanguage; text: string }[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => {
    const value = (values as Record<string, unknown>)[translatedField(name, language)];
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? [{ language, text }] : [];
  });
}
