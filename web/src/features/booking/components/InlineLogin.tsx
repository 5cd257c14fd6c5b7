import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader.tsx';
import type { LoginFailure } from '../../auth/components/LoginForm.tsx';
import { type LoginValues, useLogin } from '../../auth/hooks/useLogin.ts';

// The form library only loads for guests who reach this step; the public path stays small.
const LoginForm = lazy(() => import('../../auth/components/LoginForm.tsx').then((m) => ({ default: m.LoginForm })));

/** Step 3 for guests: log in without leaving the booking (the session atom flips the step forward). */
export function InlineLogin() {
  const { t } = useTranslation('booking');
  const { login } = useLogin();

  const submit = async (values: LoginValues): Promise<LoginFailure | undefined> => {
    const outcome = await login(values);
    return outcome.ok ? undefined : { message: outcome.message, fieldErrors: outcome.fieldErrors };
  };

  return (
    <Box data-testid="booking-login">
      <Typography variant="h3" component="h2" gutterBottom>
        {t('login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('login.subtitle')}
      </Typography>
      <Suspense fallback={<PageLoader />}>
        <LoginForm onSubmit={submit} />
      </Suspense>
    </Box>
  );
}
