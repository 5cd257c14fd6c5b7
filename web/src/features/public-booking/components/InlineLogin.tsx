import '../../../components/auth/locales/index.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import type { LoginFailure } from '../../../components/auth/LoginForm.tsx';
import { type LoginValues, useLogin } from '../../../lib/useLogin.ts';
import { forgotPasswordUrl } from '../../auth/urls.ts';

// The form library only loads for guests who reach this step; the public path stays small.
const LoginForm = lazy(() => import('../../../components/auth/LoginForm.tsx').then((m) => ({ default: m.LoginForm })));
const SignUpForm = lazy(() =>
  import('../../../components/auth/SignUpForm.tsx').then((m) => ({ default: m.SignUpForm })),
);

/** Step 3 for guests: log in or sign up without leaving the booking (the session atom moves the step on). */
export function InlineLogin() {
  const { t } = useTranslation('publicBooking');
  const { t: ta } = useTranslation('auth');
  const { login } = useLogin();
  const [mode, setMode] = useState<'login' | 'signUp'>('login');

  const submit = async (values: LoginValues): Promise<LoginFailure | undefined> => {
    const outcome = await login(values);
    return outcome.ok
      ? undefined
      : {
          message: outcome.message,
          fieldErrors: outcome.fieldErrors,
          // The code is asked here; setting two-step login up (an admin) is done on the login page.
          codeRequired: !!outcome.twoFactor && !outcome.twoFactor.setupToken,
        };
  };

  return (
    <Box data-testid="booking-login">
      <Typography variant="h3" component="h2" gutterBottom>
        {t('login.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('login.subtitle')}
      </Typography>
      <Tabs value={mode} onChange={(_, value: 'login' | 'signUp') => setMode(value)} sx={{ mb: 3 }} variant="fullWidth">
        <Tab value="login" label={ta('login.submit')} data-testid="inline-login-tab" />
        <Tab value="signUp" label={ta('login.signUp')} data-testid="inline-sign-up-tab" />
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        {mode === 'login' ? <LoginForm onSubmit={submit} /> : <SignUpForm onSignedUp={() => undefined} />}
      </Suspense>
      {mode === 'login' ? (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={forgotPasswordUrl()} variant="body2">
            {ta('login.forgot')}
          </Link>
        </Box>
      ) : null}
    </Box>
  );
}
