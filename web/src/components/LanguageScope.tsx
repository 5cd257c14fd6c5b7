import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import type { SupportedLanguage } from '../lib/languages.ts';
import { NotFound } from './NotFound.tsx';

/** Spec §2 guard: a supported :lang prefix switches the UI language. */
export function LanguageScope({ language }: { language: SupportedLanguage }) {
  useLayoutEffect(() => {
    if (currentLanguage() !== language) void setLanguage(language);
  }, [language]);
  return <Outlet />;
}

/** Spec §2 guard: an unsupported :lang value redirects to the current language. */
export function UnsupportedLanguageRedirect() {
  const { lang = '' } = useParams();
  const { pathname, search } = useLocation();
  // Only something shaped like a language code is treated as one; anything else is just unknown.
  if (!/^[a-z]{2}$/i.test(lang)) return <NotFound />;
  const rest = pathname.split('/').slice(2).join('/');
  return <Navigate to={`/${currentLanguage()}/${rest}${search}`} replace />;
}
