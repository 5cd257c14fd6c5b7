import '../locales/index.ts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormErrors, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ALERT_COUNTDOWN, pushAlert } from '../../../lib/alerts.ts';
import { decodeClaims, roleOf, userAtom } from '../../../lib/auth.ts';
import { errorsByField, flattenErrors } from '../../../lib/validation.ts';
import { SignUpForm } from '../components/SignUpForm.tsx';
import {
  FORGOTTEN_PASSWORD_MUTATION,
  NEW_EMAIL_VALIDATION_MUTATION,
  RESET_PASSWORD_MUTATION,
  VALIDATE_EMAIL_MUTATION,
} from '../operations.ts';
import { storeAuthPayload } from '../session.ts';
import { destinationAfterLogin } from './LoginPage.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';

/** The narrow card every account screen uses. */
export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AccountCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm onSignedUp={() => void navigate('/sign-up-confirmation', { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('signUp.login')}
        </Link>
      </Typography>
    </AccountCard>
  );
}

/** Resends the validation link to an address (spec §7 users/new-email-validation). */
function ResendValidation({ email, label }: { email?: string; label: string }) {
  const { t } = useTranslation('auth');
  const [resend, { loading }] = useMutation(NEW_EMAIL_VALIDATION_MUTATION);
  const send = async (address: string) => {
    const { data } = await resend({ variables: { email: address } });
    if (data)
      pushAlert({ type: 'info', message: data.newEmailValidation.message, countdown: ALERT_COUNTDOWN.emailValidation });
  };
  if (email) {
    return (
      <Button
        variant="soft"
        size="md"
        disabled={loading}
        onClick={() => void send(email)}
        data-testid="resend-validation"
      >
        {label}
      </Button>
    );
  }
  return (
    <Form<{ email: string }> onSubmit={(v) => send(v.email.trim())} initialValues={{ email: '' }}>
      {({ handleSubmit, submitting }) => (
        <Box component="form" onSubmit={handleSubmit} noValidate>
          <Stack spacing={2}>
            <TextInput name="email" type="email" label={t('emailValidation.email')} rules={['required', 'email']} />
            <Button type="submit" variant="soft" size="md" disabled={submitting}>
              {label}
            </Button>
          </Stack>
        </Box>
      )}
    </Form>
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
        <Button component={RouterLink} to="/my-account" variant="primary" size="md">
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
    if (data) void navigate('/forgot-password-confirmation', { state: { message: data.forgottenPassword.message } });
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
        <Link component={RouterLink} to="/login">
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
      <Button component={RouterLink} to="/login" variant="soft" size="md">
        {t('forgot.back')}
      </Button>
    </AccountCard>
  );
}

interface ResetValues {
  password: string;
  confirm: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [reset] = useMutation(RESET_PASSWORD_MUTATION);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const userId = Number(params.get('id'));
  const token = params.get('token') ?? '';

  if (!userId || !token) {
    return (
      <AccountCard title={t('reset.title')}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('reset.invalidLink')}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="primary" size="md">
          {t('reset.askAgain')}
        </Button>
      </AccountCard>
    );
  }

  const submit = async (values: ResetValues) => {
    setFailure(null);
    if (values.password !== values.confirm) return { confirm: t('reset.mismatch') };
    const { data, error } = await reset({ variables: { userId, token, password: values.password } });
    const result = data?.resetPassword;
    if (error || !result) {
      setFailure({ message: error?.message || tc('state.error'), fieldErrors: [] });
      return undefined;
    }
    if (result.__typename !== 'AuthPayload') {
      const lines = result.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
      setFailure({ message: result.message, fieldErrors: lines.filter((l) => l.field !== 'token') });
      return errorsByField(lines);
    }
    storeAuthPayload(result);
    pushAlert({ type: 'success', message: result.message });
    void navigate(destinationAfterLogin(roleOf(decodeClaims(result.token)), '/my-account'), { replace: true });
    return undefined;
  };

  return (
    <AccountCard title={t('reset.title')}>
      <Form<ResetValues> onSubmit={submit} initialValues={{ password: '', confirm: '' }}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              <TextInput
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('reset.password')}
                rules={['required', ['minLength', 6]]}
              />
              <TextInput
                name="confirm"
                type="password"
                autoComplete="new-password"
                label={t('reset.confirm')}
                rules={['required']}
              />
              <Button
                type="submit"
                variant="primary"
                size="lg"
                disabled={submitting}
                fullWidth
                data-testid="reset-submit"
              >
                {t('reset.submit')}
              </Button>
            </Stack>
          </Box>
        )}
      </Form>
      <FormErrors failure={failure} shownFields={['password', 'confirm']} />
      {failure ? (
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/forgot-password">
            {t('reset.askAgain')}
          </Link>
        </Box>
      ) : null}
    </AccountCard>
  );
}

export function EmailValidationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [validate] = useMutation(VALIDATE_EMAIL_MUTATION);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);
  const userId = Number(params.get('id'));
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!userId || !token) {
      setOutcome({ ok: false, message: t('emailValidation.failed') });
      return;
    }
    void validate({ variables: { userId, token } }).then(({ data, error }) => {
      const result = data?.validateEmail;
      if (result?.__typename === 'AuthPayload') {
        // Validation returns a new token without the notValidated flag.
        storeAuthPayload(result);
        const message = result.message || t('emailValidation.done');
        pushAlert({ type: 'success', message, countdown: ALERT_COUNTDOWN.emailValidation });
        setOutcome({ ok: true, message });
      } else {
        setOutcome({ ok: false, message: result?.message || error?.message || t('emailValidation.failed') });
      }
    });
  }, [userId, token, validate, t]);

  return (
    <AccountCard title={t('emailValidation.title')}>
      {!outcome ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('emailValidation.inProgress')}</Typography>
        </Box>
      ) : outcome.ok ? (
        <>
          <Alert severity="success" sx={{ mb: 3 }} data-testid="email-validated">
            {outcome.message}
          </Alert>
          <Button component={RouterLink} to="/my-account" variant="primary" size="md">
            {t('emailValidation.continue')}
          </Button>
        </>
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 3 }} data-testid="email-validation-failed">
            {outcome.message}
          </Alert>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('emailValidation.resendTitle')}
          </Typography>
          <ResendValidation label={t('emailValidation.resend')} />
        </>
      )}
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
      <Typography color="text.secondary" sx={{ mb: 3 }}>
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
