import './locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmTwoFactorSetupMutation } from '../../gql/graphql.ts';
import { CONFIRM_TWO_FACTOR_MUTATION, START_TWO_FACTOR_MUTATION } from './operations.ts';

export type TwoFactorConfirmed = Extract<
  ConfirmTwoFactorSetupMutation['confirmTwoFactorSetup'],
  { __typename: 'TwoFactorConfirmation' }
>;

interface TwoFactorSetupProps {
  /** During a login that must set it up first (the salon requires it): the login's set-up token. */
  setupToken?: string;
  onConfirmed: (result: TwoFactorConfirmed) => void;
  onCancel?: () => void;
}

/** Scan the QR code, then confirm with a code of the app: two-step login is then on. */
export function TwoFactorSetup({ setupToken, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('security');
  const [start, { data: started, error: startError }] = useMutation(START_TWO_FACTOR_MUTATION);
  const [confirm, { loading: confirming }] = useMutation(CONFIRM_TWO_FACTOR_MUTATION);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void start({ variables: { setupToken } });
  }, [start, setupToken]);

  const setup = started?.startTwoFactorSetup;
  const refused = setup && setup.__typename !== 'TwoFactorSetup' ? setup.message : startError?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { data, error } = await confirm({ variables: { code, setupToken } });
    const result = data?.confirmTwoFactorSetup;
    if (result?.__typename === 'TwoFactorConfirmation') onConfirmed(result);
    else setFailure(result?.message ?? error?.message ?? '');
  };

  if (refused) return <Alert severity="error">{refused}</Alert>;
  if (setup?.__typename !== 'TwoFactorSetup') return <Skeleton variant="rounded" height={320} />;
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="two-factor-setup">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('twoFactor.scan')}</Typography>
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt={t('twoFactor.qrAlt')}
          sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
        />
        <Typography variant="body2" color="textSecondary">
          {t('twoFactor.manual')}
        </Typography>
        <Typography
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', letterSpacing: 1, userSelect: 'all' }}
        >
          {setup.secret}
        </Typography>
        <TextField
          id="two-factor-code"
          label={t('twoFactor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          error={failure !== null}
          helperText={failure || undefined}
          fullWidth
          required
        />
        <Stack direction="row" spacing={1.5} sx={{ alignSelf: 'stretch', justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button variant="text" onClick={onCancel}>
              {t('twoFactor.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={confirming || code.trim().length < 6}>
            {t('twoFactor.confirm')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
