import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import {
  CALENDAR_CONNECTION_QUERY,
  CONNECT_CALENDAR_MUTATION,
  DISCONNECT_CALENDAR_MUTATION,
  SYNC_CALENDAR_MUTATION,
} from '../operations.ts';

type Errors = Record<string, Record<string, string>>;
const first = (errors: Errors, field: string) => Object.values(errors[field] ?? {})[0] ?? '';
// The message of an alert grows with its text instead of scrolling (no unreachable scroll region on a phone).
const alertSx = { '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere' } } as const;
const when = (value: string | null | undefined) => (value ? `${formatDate(value)} ${formatTime(value)}` : '');

/** Two-way sync with the employee's own CalDAV calendar: connect, status and last sync, sync now, disconnect. */
export function CalendarSync() {
  const { t } = useTranslation('employeeAccount');
  const { data, loading, error, refetch } = useQuery(CALENDAR_CONNECTION_QUERY, { fetchPolicy: 'network-only' });
  const [connect, connecting] = useMutation(CONNECT_CALENDAR_MUTATION, { refetchQueries: ['MyCalendarConnection'] });
  const [sync, syncing] = useMutation(SYNC_CALENDAR_MUTATION, { refetchQueries: ['MyCalendarConnection'] });
  const [disconnect, disconnecting] = useMutation(DISCONNECT_CALENDAR_MUTATION, {
    refetchQueries: ['MyCalendarConnection'],
  });
  const [confirm, dialog] = useConfirm();
  const [serverUrl, setServerUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const busy = connecting.loading || syncing.loading || disconnecting.loading;
  const connection = data?.calendarConnection;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data: result, error: failed } = await connect({
      variables: { input: { serverUrl: serverUrl.trim(), username: username.trim(), password } },
    });
    const saved = result?.connectCalendar;
    if (failed || !saved) return pushAlert({ type: 'danger', message: failed?.message ?? t('caldav.failed') });
    if (saved.__typename === 'CalendarConnection') {
      setPassword('');
      setErrors({});
      pushAlert({ type: 'success', message: t('caldav.connected') });
    } else if (saved.__typename === 'ValidationError') setErrors((saved.errors ?? {}) as Errors);
    else pushAlert({ type: 'danger', message: saved.message });
  };
  const syncNow = async () => {
    const { data: result, error: failed } = await sync();
    const saved = result?.syncCalendar;
    if (failed || !saved) return pushAlert({ type: 'danger', message: failed?.message ?? t('caldav.failed') });
    if (saved.__typename !== 'CalendarConnection') return pushAlert({ type: 'danger', message: saved.message });
    pushAlert({ type: 'success', message: t('caldav.synced') });
  };
  const drop = async () => {
    const ok = await confirm({
      title: t('caldav.disconnectTitle'),
      message: t('caldav.disconnectText'),
      confirmLabel: t('caldav.disconnect'),
      danger: true,
    });
    if (!ok) return;
    const { error: failed } = await disconnect();
    pushAlert(
      failed ? { type: 'danger', message: failed.message } : { type: 'success', message: t('caldav.disconnected') },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="caldav">
      {dialog}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('caldav.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('caldav.text')}
      </Typography>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={120} />
      ) : connection ? (
        <Stack spacing={2} data-testid="caldav-status">
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('caldav.connectedTo', {
              name: connection.calendarName || connection.calendarUrl,
              user: connection.username,
            })}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {connection.calendarUrl}
          </Typography>
          {connection.lastSyncError ? (
            <Alert severity="warning" sx={alertSx}>
              {t('caldav.lastError', { error: connection.lastSyncError })}
            </Alert>
          ) : connection.lastSyncAt ? (
            <Alert severity="success" sx={alertSx} data-testid="caldav-last-sync">
              {t('caldav.lastSync', { when: when(connection.lastSyncAt), count: connection.busyCount })}
            </Alert>
          ) : (
            <Alert severity="info" sx={alertSx}>
              {t('caldav.pending')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => void syncNow()} disabled={busy} data-testid="caldav-sync">
              {t('caldav.syncNow')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void drop()} disabled={busy}>
              {t('caldav.disconnect')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('caldav.serverUrl')}
            value={serverUrl}
            onChange={(e) => setServerUrl(e.target.value)}
            required
            fullWidth
            type="url"
            placeholder="https://caldav.example.com/"
            error={!!first(errors, 'serverUrl') || !!first(errors, 'calendarUrl')}
            helperText={first(errors, 'serverUrl') || first(errors, 'calendarUrl') || t('caldav.serverUrlHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'caldav-url', maxLength: 2000 } }}
          />
          <TextField
            label={t('caldav.username')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            fullWidth
            autoComplete="off"
            error={!!first(errors, 'username')}
            helperText={first(errors, 'username')}
            slotProps={{ htmlInput: { 'data-testid': 'caldav-username', maxLength: 500 } }}
          />
          <TextField
            label={t('caldav.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            fullWidth
            type="password"
            autoComplete="new-password"
            error={!!first(errors, 'password')}
            helperText={first(errors, 'password') || t('caldav.passwordHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'caldav-password', maxLength: 500 } }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={busy} data-testid="caldav-connect">
              {t('caldav.connect')}
            </Button>
          </div>
        </Stack>
      )}
    </Paper>
  );
}
