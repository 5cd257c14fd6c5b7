import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab for a public or customer screen, in the current language. */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = `${title} · ${t('productName')}`;
  }, [title, t]);
}
