import '../../../components/auth/locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { FormErrors, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ALERT_COUNTDOWN, pushAlert } from '../../../lib/alerts.ts';
import { decodeClaims, roleOf } from '../../../lib/auth.ts';
import { errorsByField, flattenErrors } from '../../../lib/validation.ts';
import { RESET_PASSWORD_MUTATION, VALIDATE_EMAIL_MUTATION } from '../operations.ts';
import { storeAuthPayload } from '../../../lib/session.ts';
import { myAccountUrl } from '../../account/urls.ts';
import { forgotPasswordUrl } from '../urls.ts';
import { destinationAfterLogin } from '../destination.ts';
import { AccountCard } from './AccountCard.tsx';
import { ResendValidation } from './ResendValidation.tsx';

export interface ResetValues {
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
        <Button component={RouterLink} to={forgotPasswordUrl()} variant="primary" size="md">
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
    void navigate(destinationAfterLogin(roleOf(decodeClaims(result.token)), myAccountUrl()), { replace: true });
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
          <Link component={RouterLink} to={forgotPasswordUrl()}>
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
          <Button component={RouterLink} to={myAccountUrl()} variant="primary" size="md">
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
