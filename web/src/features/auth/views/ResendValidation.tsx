import '../../../components/auth/locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ALERT_COUNTDOWN, pushAlert } from '../../../lib/alerts.ts';
import { NEW_EMAIL_VALIDATION_MUTATION } from '../operations.ts';

/** Resends the validation link to an address (spec §7 users/new-email-validation). */
export function ResendValidation({ email, label }: { email?: string; label: string }) {
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
