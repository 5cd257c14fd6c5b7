import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import WebhookIcon from '@mui/icons-material/Webhook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import type { WebhooksQuery } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { SecretOnce } from '../components/SecretOnce.tsx';
import {
  CREATE_WEBHOOK_MUTATION,
  DELETE_WEBHOOK_MUTATION,
  UPDATE_WEBHOOK_MUTATION,
  WEBHOOK_DELIVERIES_QUERY,
  WEBHOOKS_QUERY,
} from '../operations.ts';
import { when } from './ApiKeys.tsx';

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.updated',
  'booking.canceled',
  'booking.closed',
  'customer.created',
] as const;

type Errors = Record<string, Record<string, string>>;
const first = (errors: Errors, field: string) => Object.values(errors[field] ?? {})[0] ?? '';

/** The last deliveries of one endpoint, ten per page. */
function Deliveries({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(WEBHOOK_DELIVERIES_QUERY, {
    variables: { webhookId, page },
    fetchPolicy: 'network-only',
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton variant="rounded" height={48} />;
  const result = data?.webhookDeliveries;
  if (!result?.items.length) return <Typography color="textSecondary">{t('webhooks.noDeliveries')}</Typography>;
  return (
    <Stack spacing={0.5} data-testid="webhook-deliveries">
      {result.items.map((d) => (
        <Box
          key={d.id}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, fontSize: 14, alignItems: 'center' }}
        >
          <Chip
            size="small"
            color={d.status === 'DELIVERED' ? 'success' : d.status === 'FAILED' ? 'error' : 'warning'}
            label={t(`webhooks.status.${d.status}`)}
          />
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {d.event}
          </Box>
          <span>{when(d.createdAt)}</span>
          <span>{t('webhooks.attempts', { count: d.attempts })}</span>
          {d.lastStatusCode ? <span>HTTP {d.lastStatusCode}</span> : d.lastError ? <span>{d.lastError}</span> : null}
          {d.status === 'PENDING' && d.nextAttemptAt ? (
            <span>{t('webhooks.nextAttempt', { when: when(d.nextAttemptAt) })}</span>
          ) : null}
        </Box>
      ))}
      {result.pagination.pageCount > 1 ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" disabled={!result.pagination.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
            {t('webhooks.previous')}
          </Button>
          <Button size="small" disabled={!result.pagination.hasNextPage} onClick={() => setPage((p) => p + 1)}>
            {t('webhooks.next')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** One endpoint: its URL and state, events, why it was turned off, its actions and (opened) its log. */
function WebhookRow({
  h,
  open,
  busy,
  onLog,
  onToggle,
  onDrop,
}: {
  h: WebhooksQuery['webhooks'][number];
  open: boolean;
  busy: boolean;
  onLog: () => void;
  onToggle: () => void;
  onDrop: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Box component="li" data-testid="webhook-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ flex: '1 1 240px', minWidth: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {h.url}
        </Typography>
        <Chip
          size="small"
          color={h.enabled ? 'success' : 'default'}
          label={h.enabled ? t('webhooks.on') : t('webhooks.off')}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        {h.events.map((e) => (
          <Chip key={e} size="small" variant="outlined" label={t(`webhooks.events.${e}`, { defaultValue: e })} />
        ))}
      </Box>
      {!h.enabled && h.disabledReason ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {h.disabledReason}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="text" onClick={onLog}>
          {open ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button size="small" variant="text" disabled={busy} onClick={onToggle}>
          {h.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
        </Button>
        <Button size="small" variant="text" disabled={busy} onClick={onDrop}>
          {t('webhooks.delete')}
        </Button>
      </Box>
      {open ? (
        <Box sx={{ mt: 1 }}>
          <Deliveries webhookId={h.id} />
        </Box>
      ) : null}
    </Box>
  );
}

/** Settings › Integrations: webhook endpoints (add with the secret shown once, turn off/on, log, remove). */
export function Webhooks() {
  const { t } = useTranslation('settings');
  const { data, loading, error, refetch } = useQuery(WEBHOOKS_QUERY, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CREATE_WEBHOOK_MUTATION, { refetchQueries: ['Webhooks'] });
  const [update, updating] = useMutation(UPDATE_WEBHOOK_MUTATION);
  const [remove, removing] = useMutation(DELETE_WEBHOOK_MUTATION, { refetchQueries: ['Webhooks'] });
  const [confirm, dialog] = useConfirm();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['booking.created']);
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const busy = creating.loading || updating.loading || removing.loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data: result, error: failed } = await create({ variables: { input: { url, events } } });
    const created = result?.createWebhook;
    if (failed || !created) return pushAlert({ type: 'danger', message: failed?.message ?? t('webhooks.failed') });
    if (created.__typename === 'CreatedWebhook') {
      setUrl('');
      setErrors({});
      setSecret(created.secret);
    } else if (created.__typename === 'ValidationError') setErrors((created.errors ?? {}) as Errors);
    else pushAlert({ type: 'danger', message: created.message });
  };
  const toggle = async (id: number, enabled: boolean) => {
    const { error: failed } = await update({ variables: { id, input: { enabled } } });
    pushAlert(
      failed
        ? { type: 'danger', message: failed.message }
        : { type: 'success', message: t(enabled ? 'webhooks.enabledNow' : 'webhooks.disabledNow') },
    );
  };
  const drop = async (id: number, target: string) => {
    const ok = await confirm({
      title: t('webhooks.deleteTitle'),
      message: target,
      confirmLabel: t('webhooks.delete'),
      danger: true,
    });
    if (!ok) return;
    const { error: failed } = await remove({ variables: { id } });
    pushAlert(
      failed ? { type: 'danger', message: failed.message } : { type: 'success', message: t('webhooks.deleted') },
    );
  };

  const hooks = data?.webhooks ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="webhooks">
      {dialog}
      <SecretOnce
        title={t('webhooks.createdTitle')}
        label={t('webhooks.secret')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <WebhookIcon color="primary" />
        <Typography variant="h6" component="h2">
          {t('webhooks.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('webhooks.text')}
      </Typography>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={72} />
      ) : hooks.length === 0 ? (
        <EmptyState message={t('webhooks.empty')} />
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {hooks.map((h) => (
            <WebhookRow
              key={h.id}
              h={h}
              open={open === h.id}
              busy={busy}
              onLog={() => setOpen(open === h.id ? null : h.id)}
              onToggle={() => void toggle(h.id, !h.enabled)}
              onDrop={() => void drop(h.id, h.url)}
            />
          ))}
        </Stack>
      )}
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 2 }}>
        <TextField
          label={t('webhooks.url')}
          placeholder="https://example.com/hooks/salon"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={!!first(errors, 'url')}
          helperText={first(errors, 'url') || ' '}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'webhook-url' } }}
        />
        <FormGroup row>
          {WEBHOOK_EVENTS.map((e) => (
            <FormControlLabel
              key={e}
              label={t(`webhooks.events.${e}`)}
              control={
                <Checkbox
                  checked={events.includes(e)}
                  onChange={(_, on) => setEvents(on ? [...events, e] : events.filter((x) => x !== e))}
                />
              }
            />
          ))}
        </FormGroup>
        {first(errors, 'events') ? <FormHelperText error>{first(errors, 'events')}</FormHelperText> : null}
        <Button type="submit" variant="primary" disabled={busy} sx={{ mt: 1 }} data-testid="webhook-create">
          {t('webhooks.create')}
        </Button>
      </Box>
    </Paper>
  );
}
