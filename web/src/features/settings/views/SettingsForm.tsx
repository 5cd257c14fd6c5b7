import '../locales/index.ts';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { EntityForm, type SubmitOutcome } from '../../../components/scaffold/EntityForm.tsx';

interface SettingsFormProps<V extends object> {
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
  ready: boolean;
  initialValues: Partial<V>;
  onSubmit: (values: V) => Promise<SubmitOutcome>;
  children: ReactNode;
  testId: string;
}

/** A settings tab: its form in a card, with loading and error states. */
export function SettingsForm<V extends object>({
  loading,
  error,
  onRetry,
  ready,
  initialValues,
  onSubmit,
  children,
  testId,
}: SettingsFormProps<V>) {
  if (error && !ready) return <ErrorState error={error} onRetry={onRetry} />;
  if (!ready) return loading ? <Skeleton variant="rounded" height={360} /> : <ErrorState onRetry={onRetry} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EntityForm<V> initialValues={initialValues} onSubmit={onSubmit} data-testid={testId}>
        {children}
      </EntityForm>
    </Paper>
  );
}
