import './locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../lib/alerts.ts';
import { useConfirm } from '../scaffold/ConfirmDialog.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { DISABLE_TWO_FACTOR_MUTATION } from './operations.ts';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

interface TwoFactorCardProps {
  enabled: boolean;
  codesLeft: number;
  /** Reads the account's state again after a change. */
  onChanged: () => void;
}

/** Two-step login on the account page: its state, turning it on (set-up, recovery codes) and off. */
export function TwoFactorCard({ enabled, codesLeft, onChanged }: TwoFactorCardProps) {
  const { t } = useTranslation('security');
  const [step, setStep] = useState<'idle' | 'setup' | 'codes'>('idle');
  const [codes, setCodes] = useState<readonly string[]>([]);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [disable, { loading }] = useMutation(DISABLE_TWO_FACTOR_MUTATION);
  const [confirm, dialog] = useConfirm();

  const turnOff = async () => {
    if (!(await confirm({ title: t('twoFactor.turnOffTitle'), message: t('twoFactor.turnOffText'), danger: true })))
      return;
    setFailure(null);
    const { data, error } = await disable({ variables: { password } });
    const result = data?.disableTwoFactor;
    if (result?.__typename !== 'MutationDisableTwoFactorSuccess') {
      setFailure(result?.message ?? error?.message ?? '');
      return;
    }
    setPassword('');
    pushAlert({ type: 'success', message: t('twoFactor.disabled') });
    onChanged();
  };

  return (
    <Stack spacing={2} data-testid="two-factor-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h2">
          {t('twoFactor.title')}
        </Typography>
      </Stack>
      {step === 'setup' ? (
        <TwoFactorSetup
          onCancel={() => setStep('idle')}
          onConfirmed={(result) => {
            setCodes(result.recoveryCodes);
            setStep('codes');
          }}
        />
      ) : step === 'codes' ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setStep('idle');
            pushAlert({ type: 'success', message: t('twoFactor.enabled') });
            onChanged();
          }}
        />
      ) : enabled ? (
        <>
          <Typography>{t('twoFactor.on')}</Typography>
          <Typography color="textSecondary">{t('twoFactor.codesLeft', { count: codesLeft })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              id="two-factor-password"
              type="password"
              size="small"
              autoComplete="current-password"
              label={t('twoFactor.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={failure !== null}
              helperText={failure || undefined}
            />
            <Button
              variant="outlined"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              onClick={() => void turnOff()}
              disabled={loading || !password}
            >
              {t('twoFactor.turnOff')}
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Typography>{t('twoFactor.off')}</Typography>
          <Button
            variant="primary"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setStep('setup')}
            data-testid="two-factor-on"
          >
            {t('twoFactor.turnOn')}
          </Button>
        </>
      )}
      {dialog}
    </Stack>
  );
}
