import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { FormErrors, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { AccountSecuritySection } from '../../../components/security/AccountSecurity.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { isSupportedLanguage } from '../../../lib/languages.ts';
import { errorsByField, flattenErrors } from '../../../lib/validation.ts';
import { storeAuthPayload, useUserFieldCheck } from '../../../lib/session.ts';
import { MY_ACCOUNT_QUERY, UPDATE_USER_MUTATION } from '../operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { myAccountUrl } from '../urls.ts';

interface EditValues {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  phone: string;
  language: string;
  password: string;
  currentPassword: string;
}

const EDIT_FIELDS = ['firstname', 'lastname', 'email', 'username', 'phone', 'language', 'password', 'currentPassword'];

export function MyAccountEditPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('editTitle'));
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MY_ACCOUNT_QUERY, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UPDATE_USER_MUTATION);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const me = data?.me;
  const emailFree = useUserFieldCheck('email', me?.id);
  const usernameFree = useUserFieldCheck('username', me?.id);

  if (loading && !data) return <PageLoader />;
  if (error || !me) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }

  const submit = async (values: EditValues) => {
    setFailure(null);
    const { data: answer, error: failed } = await update({
      variables: {
        id: me.id,
        input: {
          firstname: values.firstname,
          lastname: values.lastname,
          email: values.email.trim(),
          username: values.username ?? '',
          phone: values.phone?.trim() ?? '',
          language: isSupportedLanguage(values.language) ? values.language : undefined,
          password: values.password || undefined,
          currentPassword: values.currentPassword || undefined,
        },
      },
    });
    const result = answer?.updateUser;
    if (failed || !result) {
      setFailure({ message: failed?.message || tc('toast.saveError', { ns: 'forms' }), fieldErrors: [] });
      return undefined;
    }
    if (result.__typename !== 'AuthPayload') {
      const lines = result.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
      setFailure({ message: result.message, fieldErrors: lines });
      return errorsByField(lines);
    }
    storeAuthPayload(result);
    if (isSupportedLanguage(result.user.language)) await setLanguage(result.user.language);
    // The server answers in the language just saved; `t` is still the one before it.
    pushAlert({ type: 'success', message: result.message || i18n.t('success', { ns: 'account' }) });
    void navigate(myAccountUrl());
    return undefined;
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          {t('editTitle')}
        </Typography>
        <Form<EditValues>
          onSubmit={submit}
          initialValues={{
            firstname: me.firstname,
            lastname: me.lastname,
            email: me.email,
            username: me.username ?? '',
            phone: formatPhone(me.phone),
            language: me.language,
            password: '',
            currentPassword: '',
          }}
        >
          {({ handleSubmit, submitting }) => (
            <Box component="form" onSubmit={handleSubmit} noValidate data-testid="account-edit-form">
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextInput name="firstname" label={t('firstname')} rules={['required']} />
                  <TextInput name="lastname" label={t('lastname')} rules={['required']} />
                </Stack>
                <TextInput
                  name="email"
                  type="email"
                  label={t('email')}
                  rules={['required', 'email']}
                  asyncCheck={emailFree}
                />
                <TextInput name="username" label={t('username')} asyncCheck={usernameFree} />
                <TextInput
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  label={t('phone')}
                  helperText={t('phoneHelp')}
                  rules={['phone']}
                />
                <LanguageSelect name="language" label={t('language')} />
                <Typography variant="h4" component="h2" sx={{ pt: 1 }}>
                  {t('passwordSection')}
                </Typography>
                <TextInput
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  label={t('newPassword')}
                  rules={[['minLength', 6]]}
                />
                <TextInput
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  label={t('currentPassword')}
                  helperText={t('currentPasswordHelp')}
                />
                <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Button component={RouterLink} to={myAccountUrl()} variant="text">
                    {t('back')}
                  </Button>
                  <Button type="submit" variant="primary" size="lg" disabled={submitting} data-testid="account-save">
                    {t('save')}
                  </Button>
                </Box>
              </Stack>
            </Box>
          )}
        </Form>
        <FormErrors failure={failure} shownFields={EDIT_FIELDS} />
      </Paper>
      <AccountSecuritySection />
    </Container>
  );
}
