import './locales/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ServerValidationErrors, type ServerFieldError } from '../../components/ServerValidationErrors.tsx';
import { errorsByField, failedRule, requiredText } from '../../lib/validation.ts';
import type { LoginValues } from '../../lib/useLogin.ts';

export interface LoginFailure {
  message: string;
  fieldErrors: ServerFieldError[];
  /** The password was right and the account asks for its two-step login code. */
  codeRequired?: boolean;
}

interface LoginFormProps {
  /** Resolves to a failure to show under the form, or undefined on success. */
  onSubmit: (values: LoginValues) => Promise<LoginFailure | undefined>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [failure, setFailure] = useState<LoginFailure | undefined>();
  // Once the account asked for it, the form keeps the code field (the second step of the login).
  const [askCode, setAskCode] = useState(false);

  // Field-level rule: the message appears under the field once it was touched or submitted.
  const requiredField = (value: unknown): string | undefined =>
    failedRule(value ?? '', requiredText) ? tc('validation.required') : undefined;

  const submit = async (values: LoginValues) => {
    setFailure(undefined);
    const result = await onSubmit(values);
    if (!result) return undefined;
    if (result.codeRequired) {
      // Asked, not refused: the code field appears with its explanation.
      setAskCode(true);
      return values.code ? { code: result.message } : undefined;
    }
    setFailure({ ...result, message: result.message || t('login.failed') });
    // A field's error sits under that field.
    return errorsByField(result.fieldErrors);
  };

  return (
    <Form<LoginValues> onSubmit={submit} initialValues={{ usernameOrEmail: '', password: '' }}>
      {({ handleSubmit, submitting }) => (
        <Box component="form" onSubmit={handleSubmit} noValidate>
          <Stack spacing={2}>
            <Field<string> name="usernameOrEmail" validate={requiredField}>
              {({ input, meta }) => {
                // Not on a mere blur of an untouched field (the autofocused one): that would shift the page under the pointer.
                const showError = Boolean(meta.touched && (meta.modified || meta.submitFailed) && meta.error);
                const serverError = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
                return (
                  <TextField
                    {...input}
                    id="login-username-or-email"
                    label={t('login.usernameOrEmail')}
                    autoComplete="username"
                    autoFocus
                    error={showError || Boolean(serverError)}
                    helperText={showError ? meta.error : serverError}
                  />
                );
              }}
            </Field>
            <Field<string> name="password" type="password" validate={requiredField}>
              {({ input, meta }) => {
                // Not on a mere blur of an untouched field (the autofocused one): that would shift the page under the pointer.
                const showError = Boolean(meta.touched && (meta.modified || meta.submitFailed) && meta.error);
                const serverError = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
                return (
                  <TextField
                    {...input}
                    id="login-password"
                    type="password"
                    label={t('login.password')}
                    autoComplete="current-password"
                    error={showError || Boolean(serverError)}
                    helperText={showError ? meta.error : serverError}
                  />
                );
              }}
            </Field>
            {askCode ? <CodeField /> : null}
            <Button type="submit" variant="primary" size="lg" disabled={submitting} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
          {failure ? (
            <ServerValidationErrors
              message={failure.message}
              fieldErrors={failure.fieldErrors}
              shownFields={['usernameOrEmail', 'password', 'code']}
            />
          ) : null}
        </Box>
      )}
    </Form>
  );
}

/** The second step of a login: the code of the authenticator app, or a recovery code. */
function CodeField() {
  const { t } = useTranslation('auth');
  return (
    <Field<string> name="code">
      {({ input, meta }) => {
        const serverError = (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        return (
          <TextField
            {...input}
            value={input.value ?? ''}
            id="login-code"
            label={t('login.code')}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(serverError)}
            helperText={serverError ?? t('login.codeHelp')}
          />
        );
      }}
    </Field>
  );
}
