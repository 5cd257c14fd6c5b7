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
}

interface LoginFormProps {
  /** Resolves to a failure to show under the form, or undefined on success. */
  onSubmit: (values: LoginValues) => Promise<LoginFailure | undefined>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [failure, setFailure] = useState<LoginFailure | undefined>();

  // Field-level rule: the message appears under the field once it was touched or submitted.
  const requiredField = (value: unknown): string | undefined =>
    failedRule(value ?? '', requiredText) ? tc('validation.required') : undefined;

  const submit = async (values: LoginValues) => {
    setFailure(undefined);
    const result = await onSubmit(values);
    if (!result) return undefined;
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
            <Button type="submit" variant="primary" size="lg" disabled={submitting} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
          {failure ? (
            <ServerValidationErrors
              message={failure.message}
              fieldErrors={failure.fieldErrors}
              shownFields={['usernameOrEmail', 'password']}
            />
          ) : null}
        </Box>
      )}
    </Form>
  );
}
