import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
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
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { SecretOnce } from '../components/SecretOnce.tsx';
import { API_KEYS_QUERY, CREATE_API_KEY_MUTATION, REVOKE_API_KEY_MUTATION } from '../operations.ts';

type Role = 'staff' | 'admin';
export const when = (value: string | null | undefined) => (value ? `${formatDate(value)} ${formatTime(value)}` : '');

/** Settings › Integrations: the vendor's API keys (list, create with the key shown once, revoke). */
export function ApiKeys() {
  const { t } = useTranslation('settings');
  const { data, loading, error, refetch } = useQuery(API_KEYS_QUERY, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CREATE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'] });
  const [revoke, revoking] = useMutation(REVOKE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'] });
  const [confirm, dialog] = useConfirm();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [nameError, setNameError] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data: result, error: failed } = await create({ variables: { input: { name, role } } });
    const created = result?.createApiKey;
    if (failed || !created) return pushAlert({ type: 'danger', message: failed?.message ?? t('apiKeys.failed') });
    if (created.__typename === 'CreatedApiKey') {
      setName('');
      setNameError('');
      setSecret(created.key);
      return;
    }
    if (created.__typename === 'ValidationError') {
      const errors = (created.errors ?? {}) as Record<string, Record<string, string>>;
      setNameError(Object.values(errors.name ?? {})[0] ?? created.message);
      return;
    }
    pushAlert({ type: 'danger', message: created.message });
  };
  const remove = async (id: number, keyName: string) => {
    const ok = await confirm({
      title: t('apiKeys.revokeTitle', { name: keyName }),
      message: t('apiKeys.revokeText'),
      confirmLabel: t('apiKeys.revoke'),
      danger: true,
    });
    if (!ok) return;
    const { error: failed } = await revoke({ variables: { id } });
    pushAlert(
      failed ? { type: 'danger', message: failed.message } : { type: 'success', message: t('apiKeys.revoked') },
    );
  };

  const keys = data?.apiKeys ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="api-keys">
      {dialog}
      <SecretOnce
        title={t('apiKeys.createdTitle')}
        label={t('apiKeys.key')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <KeyIcon color="primary" />
        <Typography variant="h6" component="h2">
          {t('apiKeys.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('apiKeys.text')}
      </Typography>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={72} />
      ) : keys.length === 0 ? (
        <EmptyState message={t('apiKeys.empty')} />
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {keys.map((k) => (
            <Box
              component="li"
              key={k.id}
              data-testid="api-key-row"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.5,
              }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{k.name}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
                  {k.prefix}…
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {k.lastUsedAt ? t('apiKeys.lastUsed', { when: when(k.lastUsedAt) }) : t('apiKeys.neverUsed')}
                </Typography>
              </Box>
              <Chip size="small" label={t(`apiKeys.roles.${k.role}`)} />
              <Button variant="text" disabled={revoking.loading} onClick={() => void remove(k.id, k.name)}>
                {t('apiKeys.revoke')}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      <Box
        component="form"
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'flex-start' }}
        noValidate
      >
        <TextField
          label={t('apiKeys.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!nameError}
          helperText={nameError || ' '}
          size="small"
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'api-key-name' } }}
        />
        <TextField
          select
          label={t('apiKeys.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          size="small"
          sx={{ flex: '0 1 160px' }}
        >
          <MenuItem value="staff">{t('apiKeys.roles.staff')}</MenuItem>
          <MenuItem value="admin">{t('apiKeys.roles.admin')}</MenuItem>
        </TextField>
        <Button type="submit" variant="primary" disabled={creating.loading} data-testid="api-key-create">
          {t('apiKeys.create')}
        </Button>
      </Box>
    </Paper>
  );
}
