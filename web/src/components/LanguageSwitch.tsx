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

  // Plain buttons (features/shell/shell.css): this sits on every page, the public ones stay light.
  return (
    <fieldset aria-label={t('nav.language')} className="shell-languages">
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button key={lng} type="button" lang={lng} aria-pressed={current === lng} onClick={() => change(lng)}>
          {lng.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
