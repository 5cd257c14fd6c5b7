import '../../../components/auth/locales/index.ts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { userAtom } from '../../../lib/auth.ts';
import { SignUpForm } from '../../../components/auth/SignUpForm.tsx';
import { FORGOTTEN_PASSWORD_MUTATION } from '../operations.ts';
import { myAccountUrl } from '../../account/urls.ts';
import { LOGIN_PATH, forgotPasswordConfirmationUrl, signUpConfirmationUrl } from '../urls.ts';
import { AccountCard } from './AccountCard.tsx';
import { ResendValidation } from './ResendValidation.tsx';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AccountCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm onSignedUp={() => void navigate(signUpConfirmationUrl(), { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('signUp.login')}
        </Link>
      </Typography>
    </AccountCard>
  );
}

export function SignUpConfirmationPage() {
  const { t } = useTranslation('auth');
  const user = useAtomValue(userAtom);
  return (
    <AccountCard title={t('signUpConfirmation.title')}>
      <Box sx={{ textAlign: 'center', color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
        <MarkEmailReadIcon />
      </Box>
      <Typography sx={{ mb: 1 }}>{t('signUpConfirmation.text')}</Typography>
      {user ? (
        <Typography sx={{ mb: 3, fontWeight: 600 }} data-testid="sign-up-email">
          {user.email}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ResendValidation email={user?.email} label={t('signUpConfirmation.resend')} />
        <Button component={RouterLink} to={myAccountUrl()} variant="primary" size="md">
          {t('signUpConfirmation.continue')}
        </Button>
      </Stack>
    </AccountCard>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [request] = useMutation(FORGOTTEN_PASSWORD_MUTATION);
  const submit = async ({ email }: { email: string }) => {
    const { data } = await request({ variables: { email: email.trim() } });
    if (data) void navigate(forgotPasswordConfirmationUrl(), { state: { message: data.forgottenPassword.message } });
  };
  return (
    <AccountCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Form<{ email: string }> onSubmit={submit} initialValues={{ email: '' }}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              <TextInput
                name="email"
                type="email"
                autoComplete="email"
                label={t('forgot.email')}
                rules={['required', 'email']}
              />
              <Button
                type="submit"
                variant="primary"
                size="lg"
                disabled={submitting}
                fullWidth
                data-testid="forgot-submit"
              >
                {t('forgot.submit')}
              </Button>
            </Stack>
          </Box>
        )}
      </Form>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('forgot.back')}
        </Link>
      </Box>
    </AccountCard>
  );
}

export function ForgotPasswordConfirmationPage() {
  const { t } = useTranslation('auth');
  return (
    <AccountCard title={t('forgot.confirmationTitle')}>
      <Alert severity="success" sx={{ mb: 3 }} data-testid="forgot-confirmation">
        {/* The server's answer is the same whether or not the address has an account. */}
        {(history.state?.usr as { message?: string } | undefined)?.message ?? t('signUpConfirmation.text')}
      </Alert>
      <Button component={RouterLink} to={LOGIN_PATH} variant="soft" size="md">
        {t('forgot.back')}
      </Button>
    </AccountCard>
  );
}

export function GeneralTermsPage() {
  const { t } = useTranslation('auth');
  const sections = t('terms.sections', { returnObjects: true }) as unknown as [string, string][];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('terms.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('terms.updated')}
      </Typography>
      {sections.map(([title, text], index) => (
        <Box key={title} component="section" sx={{ mb: 3 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {index + 1}. {title}
          </Typography>
          <Typography>{text}</Typography>
        </Box>
      ))}
    </Container>
  );
}

export { AccountCard } from './AccountCard.tsx';
export { EmailValidationPage, ResetPasswordPage } from './AccountValidationPages.tsx';
