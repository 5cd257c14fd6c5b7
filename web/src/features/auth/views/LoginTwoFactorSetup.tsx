import '../../../components/auth/locales/index.ts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecoveryCodes } from '../../../components/security/RecoveryCodes.tsx';
import { type TwoFactorConfirmed, TwoFactorSetup } from '../../../components/security/TwoFactorSetup.tsx';
import { decodeClaims, roleOf } from '../../../lib/auth.ts';
import { storeAuthPayload } from '../../../lib/session.ts';
import { destinationAfterLogin } from '../destination.ts';

interface LoginTwoFactorSetupProps {
  setupToken: string;
  /** Why: the salon requires two-step login of its admins. */
  message: string;
  redirect: string | null;
}

/** The login of an admin whose salon requires two-step login: set it up, save the codes, go on. */
export function LoginTwoFactorSetup({ setupToken, message, redirect }: LoginTwoFactorSetupProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState<TwoFactorConfirmed | null>(null);
  const finish = () => {
    const session = confirmed?.session;
    if (!session) return;
    storeAuthPayload(session);
    void navigate(destinationAfterLogin(roleOf(decodeClaims(session.token)), redirect), { replace: true });
  };
  return (
    <Stack spacing={2} data-testid="login-two-factor-setup">
      <Typography variant="h4" component="h2">
        {t('login.setupTitle')}
      </Typography>
      <Alert severity="info">{message}</Alert>
      {confirmed ? (
        <RecoveryCodes codes={confirmed.recoveryCodes} onDone={finish} />
      ) : (
        <TwoFactorSetup setupToken={setupToken} onConfirmed={setConfirmed} />
      )}
    </Stack>
  );
}
