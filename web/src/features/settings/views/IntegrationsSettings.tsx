import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import ChatIcon from '@mui/icons-material/Forum';
import MailIcon from '@mui/icons-material/MailOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { useVendorSettings } from '../hooks/useVendorSettings.ts';
import { CHAT_STATE_QUERY, CLEAR_CHAT_STATE_MUTATION, REVOKE_CHAT_MUTATION, SMS_CREDITS_QUERY } from '../operations.ts';
import { settingsUrl } from '../urls.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { ChatOAuthReturn, useChatConnect } from './ChatConnect.tsx';
import { Webhooks } from './Webhooks.tsx';

/** Spec §1: each text message costs CHF 0.15. */
export const SMS_PRICE_RAPPEN = 15;

function Card({
  icon,
  title,
  status,
  children,
}: {
  icon: ReactNode;
  title: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        {icon}
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {status}
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * /settings/integrations: e-mail, team chat (state from the server, connect and revoke), SMS credits,
 * API keys and webhooks.
 */
export function IntegrationsSettings() {
  const { t } = useTranslation('settings');
  const { vendor, vendorId, loading, error, refetch } = useVendorSettings();
  const chat = useQuery(CHAT_STATE_QUERY, { variables: { vendorId }, skip: !vendorId, fetchPolicy: 'network-only' });
  const credits = useQuery(SMS_CREDITS_QUERY, {
    variables: { vendorId },
    skip: !vendorId,
    fetchPolicy: 'network-only',
  });
  const refetchQueries = ['ChatIntegrationState'];
  const { connect, connecting } = useChatConnect(vendorId);
  const [clear, clearing] = useMutation(CLEAR_CHAT_STATE_MUTATION, { refetchQueries });
  const [revoke, revoking] = useMutation(REVOKE_CHAT_MUTATION, { refetchQueries });
  const busy = connecting || clearing.loading || revoking.loading;

  if (error && !vendor) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!vendor)
    return loading ? <Skeleton variant="rounded" height={360} /> : <ErrorState onRetry={() => void refetch()} />;

  const run = async (
    action: (options: { variables: { vendorId: number } }) => Promise<{ error?: { message: string } | null }>,
    message: string,
  ) => {
    const { error: failed } = await action({ variables: { vendorId } });
    pushAlert(failed ? { type: 'danger', message: failed.message } : { type: 'success', message });
  };
  const state = chat.data?.chatIntegration;
  const remaining = credits.data?.remainingSmsCredits.remainingCredits ?? vendor.smsCredits ?? 0;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <ChatOAuthReturn vendorId={vendorId} />
      <Card
        icon={<MailIcon color="primary" />}
        title={t('integrations.email')}
        status={<Chip size="small" color="success" label={t('integrations.included')} />}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('integrations.emailText')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {vendor.reminderEmailEnabled
            ? t('integrations.emailReminders', { hours: vendor.reminderEmailHours })
            : t('integrations.emailRemindersOff')}{' '}
          <RouterLink to={settingsUrl('bookings')}>{t('integrations.change')}</RouterLink>
        </Typography>
      </Card>
      <Card
        icon={<ChatIcon color="primary" />}
        title={t('integrations.chat')}
        status={
          chat.loading && !state ? null : (
            <Chip
              size="small"
              data-testid="chat-status"
              color={state?.connected ? 'success' : state?.state ? 'warning' : 'default'}
              label={
                state?.connected
                  ? t('integrations.connected')
                  : state?.state
                    ? t('integrations.pending')
                    : t('integrations.notConnected')
              }
            />
          )
        }
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('integrations.chatText')}
        </Typography>
        {chat.error ? <Alert severity="error">{chat.error.message}</Alert> : null}
        {state?.state && !state.connected ? (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('integrations.pendingText')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {state?.connected ? (
            <Button variant="danger" disabled={busy} onClick={() => void run(revoke, t('integrations.revoked'))}>
              {t('integrations.revoke')}
            </Button>
          ) : (
            <Button variant="primary" disabled={busy || !state} onClick={() => void connect()}>
              {state?.state ? t('integrations.restart') : t('integrations.connect')}
            </Button>
          )}
          {state?.state ? (
            <Button variant="text" disabled={busy} onClick={() => void run(clear, t('integrations.cancelled'))}>
              {t('integrations.cancel')}
            </Button>
          ) : null}
        </Box>
      </Card>
      <Card
        icon={<SmsIcon color="primary" />}
        title={t('integrations.sms')}
        status={
          <Chip
            size="small"
            color={remaining > 0 ? 'success' : 'warning'}
            label={t('integrations.credits', { count: remaining })}
            data-testid="sms-credits"
          />
        }
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('integrations.smsText', { price: formatCurrency(SMS_PRICE_RAPPEN) })}
        </Typography>
        {remaining <= 0 ? <Alert severity="warning">{t('integrations.noCredits')}</Alert> : null}
      </Card>
      <ApiKeys />
      <Webhooks />
    </Stack>
  );
}
