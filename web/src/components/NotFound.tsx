import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './EmptyState.tsx';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lk-container lk-container-sm" style={{ paddingTop: 64, paddingBottom: 64 }}>
      <EmptyState
        message={message ?? t('state.notFound')}
        action={
          <RouterLink to="/" className="lk-btn lk-btn-primary lk-btn-md">
            {t('state.backHome')}
          </RouterLink>
        }
      />
    </div>
  );
}
