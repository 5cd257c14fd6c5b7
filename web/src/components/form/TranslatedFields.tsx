import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../lib/languages.ts';
import { translatedField } from '../../lib/translations.ts';
import type { RuleSpec } from '../../lib/validation.ts';
import { TextInput } from './TextInput.tsx';

interface TranslatedFieldsProps {
  /** The base field name: `name` gives `nameFr`, `nameDe`... */
  name: string;
  label: string;
  /** The salon's default language: its field comes first; a page in a language left empty shows its text. */
  defaultLanguage?: SupportedLanguage | null;
  required?: boolean;
  maxLength: number;
  multiline?: boolean;
}

/** The fields of a text per language: the default language's first, each labelled with its language's name. */
export function useTranslatedFields(label: string, defaultLanguage?: SupportedLanguage | null) {
  const { t, i18n } = useTranslation();
  const first = defaultLanguage ?? DEFAULT_LANGUAGE;
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  // The first optional field says once what an empty one means.
  return [first, ...SUPPORTED_LANGUAGES.filter((lng) => lng !== first)].map((lng, index) => ({
    lng,
    first: index === 0,
    label: t('translated.label', { label, language: languageName.of(lng) }),
    helperText: index === 1 ? t('translated.optional') : undefined,
  }));
}

/**
 * One field per language for a salon's own text (a service name, its public description): the default
 * language's first (required when the text is), then the others, each labelled with its language's name.
 */
export function TranslatedFields({
  name,
  label,
  defaultLanguage,
  required,
  maxLength,
  multiline,
}: TranslatedFieldsProps) {
  const fields = useTranslatedFields(label, defaultLanguage);
  const length: RuleSpec = ['maxLength', maxLength];
  return fields.map(({ lng, first, ...field }) => (
    <TextInput
      key={lng}
      name={translatedField(name, lng)}
      {...field}
      rules={required && first ? ['required', length] : [length]}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: { lang: lng } }}
    />
  ));
}
