import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Full viewport height for app start; a comfortable block otherwise. */
  fullScreen?: boolean;
}

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      // The staff sidebar waits until no page loader is left (features/shell/useAfterContent.ts).
      data-page-loader
      aria-live="polite"
      aria-label={t('state.loading')}
      style={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      {/* A CSS ring (components/light/light.css): this loader is on every page's first paint. */}
      <div aria-hidden className="lk-spinner" />
    </div>
  );
}
