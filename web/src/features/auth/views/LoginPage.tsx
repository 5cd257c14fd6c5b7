import '../../../components/auth/locales/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { claimsAtom } from '../../../lib/auth.ts';
import { destinationAfterLogin } from '../destination.ts';
import { forgotPasswordUrl, signUpUrl } from '../urls.ts';
import { LoginForm, type LoginFailure } from '../../../components/auth/LoginForm.tsx';
import { type LoginValues, useLogin } from '../../../lib/useLogin.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { LoginTwoFactorSetup } from './LoginTwoFactorSetup.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const { login } = useLogin();
  const redirect = params.get('redirect');
  // An admin of a salon that requires two-step login sets it up before the login completes.
  const [setup, setSetup] = useState<{ token: string; message: string } | null>(null);
  // Already logged in: no second login, straight on to where the login would have led.
  if (claims) return <Navigate to={destinationAfterLogin(claims.role, redirect)} replace />;

  const submit = async (values: LoginValues): Promise<LoginFailure | undefined> => {
    const outcome = await login(values);
    if (outcome.ok) {
      void navigate(destinationAfterLogin(outcome.role, redirect), { replace: true });
      return undefined;
    }
    const setupToken = outcome.twoFactor?.setupToken;
    if (setupToken) setSetup({ token: setupToken, message: outcome.message });
    return { message: outcome.message, fieldErrors: outcome.fieldErrors, codeRequired: !!outcome.twoFactor };
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {t('login.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        {redirect ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('login.signInRequired')}
          </Alert>
        ) : null}
        {setup ? (
          <LoginTwoFactorSetup setupToken={setup.token} message={setup.message} redirect={redirect} />
        ) : (
          <LoginForm onSubmit={submit} />
        )}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={forgotPasswordUrl()} variant="body2" data-testid="forgot-password-link">
            {t('login.forgot')}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {t('login.noAccount')}{' '}
            <Link component={RouterLink} to={signUpUrl(redirect)}>
              {t('login.signUp')}
            </Link>
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
