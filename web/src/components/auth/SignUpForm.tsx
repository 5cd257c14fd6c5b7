import './locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormErrorsInForm, type FormFailure } from '../form/FormErrors.tsx';
import { TextInput } from '../form/TextInput.tsx';
import { ALERT_COUNTDOWN, pushAlert } from '../../lib/alerts.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorsByField, flattenErrors } from '../../lib/validation.ts';
import { REGISTER_MUTATION } from '../../lib/accountOperations.ts';
import { storeAuthPayload, useUserFieldCheck } from '../../lib/session.ts';

export interface SignUpValues {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  phone: string;
  password: string;
}

const EMPTY: SignUpValues = { firstname: '', lastname: '', email: '', username: '', phone: '', password: '' };

/** Customer sign-up: stores the returned token (spec §4) and reports success to the caller. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation('auth');
  const [register] = useMutation(REGISTER_MUTATION);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const emailFree = useUserFieldCheck('email');
  const usernameFree = useUserFieldCheck('username');

  const submit = async (values: SignUpValues) => {
    setFailure(null);
    const { data, error } = await register({
      variables: {
        input: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          username: values.username?.trim() || undefined,
          phone: values.phone?.trim() || undefined,
          password: values.password,
          language: currentLanguage(),
        },
      },
    });
    const result = data?.register;
    if (error || !result) {
      setFailure({ message: error?.message || t('signUp.failed'), fieldErrors: [] });
      return undefined;
    }
    if (result.__typename !== 'AuthPayload') {
      const lines = result.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
      setFailure({ message: result.message, fieldErrors: lines });
      return errorsByField(lines);
    }
    storeAuthPayload(result);
    pushAlert({
      type: 'success',
      message: result.message || t('signUp.done'),
      countdown: ALERT_COUNTDOWN.emailValidation,
    });
    onSignedUp();
    return undefined;
  };

  return (
    <Form<SignUpValues> onSubmit={submit} initialValues={EMPTY}>
      {({ handleSubmit, submitting }) => (
        <Box component="form" onSubmit={handleSubmit} noValidate data-testid="sign-up-form">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                name="firstname"
                label={t('signUp.firstname')}
                autoComplete="given-name"
                rules={['required']}
              />
              <TextInput name="lastname" label={t('signUp.lastname')} autoComplete="family-name" rules={['required']} />
            </Stack>
            <TextInput
              name="email"
              type="email"
              label={t('signUp.email')}
              autoComplete="email"
              rules={['required', 'email']}
              asyncCheck={emailFree}
            />
            <TextInput
              name="username"
              label={t('signUp.username')}
              autoComplete="username"
              helperText={t('signUp.usernameHelp')}
              asyncCheck={usernameFree}
            />
            <TextInput
              name="phone"
              type="tel"
              label={t('signUp.phone')}
              autoComplete="tel"
              helperText={t('signUp.phoneHelp')}
              rules={['phone']}
            />
            <TextInput
              name="password"
              type="password"
              label={t('signUp.password')}
              autoComplete="new-password"
              rules={['required', ['minLength', 6]]}
              helperText={t('signUp.passwordHelp')}
            />
            <Button
              type="submit"
              variant="primary"
              size="lg"
              disabled={submitting}
              fullWidth
              data-testid="sign-up-submit"
            >
              {submitting ? t('signUp.submitting') : t('signUp.submit')}
            </Button>
          </Stack>
          <FormErrorsInForm failure={failure} />
        </Box>
      )}
    </Form>
  );
}
