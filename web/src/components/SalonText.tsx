import { useTranslation } from 'react-i18next';

/**
 * A salon's own text (its description, a service or category name, a legal condition). When the salon has
 * not written it in the page's language, the server gives its default language's: the text is marked with
 * that language (read aloud and hyphenated as such) and followed by a small "in French".
 */
export function SalonText({ text, language }: { text: string; language?: string | null }) {
  const { t, i18n } = useTranslation('publicBooking');
  const page = i18n.resolvedLanguage ?? i18n.language;
  if (!language || language === page) return text;
  const name = new Intl.DisplayNames([page], { type: 'language' }).of(language);
  return (
    <>
      <span lang={language}>{text}</span>{' '}
      <span className="lk-caption lk-muted" style={{ whiteSpace: 'nowrap' }}>
        {t('otherLanguage', { language: name })}
      </span>
    </>
  );
}
