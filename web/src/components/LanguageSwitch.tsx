import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setLanguage } from '../lib/i18n.ts';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '../lib/languages.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage ?? i18n.language;

  const change = (language: string | null): void => {
    if (!isSupportedLanguage(language)) return;
    void setLanguage(language);
    // A /:lang prefix in the URL would switch back on the next render: rewrite it too.
    const [, first, ...rest] = location.pathname.split('/');
    if (isSupportedLanguage(first) && first !== language) {
      void navigate({ pathname: `/${[language, ...rest].join('/')}`, search: location.search }, { replace: true });
    }
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_, value: string | null) => change(value)}
      aria-label={t('nav.language')}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} lang={lng} sx={{ px: 1.25, py: 0.25, fontWeight: 700 }}>
          {lng.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
