import './locales/index.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { ConfigCollection } from './useConfigErrors.ts';

/** Spec §8: the per-collection configuration alert (title and text) while a check fails. */
export function ConfigAlert({ collection, count }: { collection: ConfigCollection; count: number }) {
  const { t } = useTranslation('config');
  if (count === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="config-alert">
      <AlertTitle>{t(`configAlert.${collection}.title`)}</AlertTitle>
      {t(`configAlert.${collection}.text`, { count })}
    </Alert>
  );
}

/** The texts of an entity's failing checks (configError.* keys from the server). */
export function useConfigErrorTexts(): (keys: readonly string[]) => string[] {
  const { t } = useTranslation('config');
  return (keys) => keys.map((key) => t(key as 'configError.serviceEmployees', { defaultValue: key }));
}
