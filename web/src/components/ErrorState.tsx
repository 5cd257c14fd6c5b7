import { useTranslation } from 'react-i18next';
import { Notice } from './Notice.tsx';

interface ErrorStateProps {
  error?: { message: string } | null;
  onRetry?: () => void;
  message?: string;
}

function isNetworkFailure(error: { message: string } | null | undefined): boolean {
  // fetch() rejects with a TypeError whose text differs per browser; all mention fetch/network.
  return !!error && /fetch|network/i.test(error.message);
}

export function ErrorState({ error, onRetry, message }: ErrorStateProps) {
  const { t } = useTranslation();
  const text = message ?? (isNetworkFailure(error) ? t('state.networkError') : t('state.error'));
  return (
    <Notice
      tone="error"
      action={
        onRetry ? (
          <button type="button" className="lk-btn lk-btn-text lk-btn-sm" style={{ color: 'inherit' }} onClick={onRetry}>
            {t('state.retry')}
          </button>
        ) : undefined
      }
    >
      {text}
    </Notice>
  );
}
