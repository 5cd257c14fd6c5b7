import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SET_LANGUAGE_MUTATION } from './languageOperations.ts';
import { getToken } from '../lib/auth.ts';
import { execute } from '../lib/graphqlRequest.ts';
import { setLanguage } from '../lib/i18n.ts';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '../lib/languages.ts';
import { inLanguage } from '../lib/urls.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage ?? i18n.language;

  const change = (language: string | null): void => {
    if (!isSupportedLanguage(language)) return;
    void setLanguage(language);
    // Spec §1: the language is kept per user (POST users/locale/{lang}).
    // Through the light client: this sits on every page, the public ones carry no Apollo.
    if (getToken()) void execute(SET_LANGUAGE_MUTATION, { language }).catch(() => undefined);
    // A /:lang prefix in the URL would switch back on the next render: rewrite it too.
    const [, first, ...rest] = location.pathname.split('/');
    if (isSupportedLanguage(first) && first !== language) {
      const path = rest.map((segment) => `/${segment}`).join('');
      void navigate({ pathname: inLanguage(language, path), search: location.search }, { replace: true });
    }
  };

  // Plain buttons rather than a ToggleButtonGroup: this sits on every page, the public ones stay light.
  return (
    <Box
      role="group"
      aria-label={t('nav.language')}
      sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <ButtonBase
          key={lng}
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => change(lng)}
          sx={{
            // Four languages beside the session buttons still fit a 375 px phone.
            px: { xs: 0.75, sm: 1.25 },
            minWidth: 32,
            py: 0.5,
            fontWeight: 700,
            fontSize: 13,
            color: current === lng ? 'primary.main' : 'text.secondary',
            bgcolor: current === lng ? 'rgba(15, 95, 92, 0.1)' : 'transparent',
          }}
        >
          {lng.toUpperCase()}
        </ButtonBase>
      ))}
    </Box>
  );
}
