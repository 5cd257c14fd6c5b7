import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { AccountSecuritySection } from '../../../components/security/AccountSecurity.tsx';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { isSupportedLanguage } from '../../../lib/languages.ts';
import { storeAuthPayload, useUserFieldCheck } from '../../../lib/session.ts';
import { configOutcome } from '../../../components/config/outcome.ts';
import { EMPLOYEE_ME_QUERY, UPDATE_EMPLOYEE_USER_MUTATION } from '../operations.ts';

interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  language: string;
  password: string;
  currentPassword: string;
}

/** /my-account-employee/edit: name, login, language (kept per user) and password. */
export function EmployeeProfile() {
  const { t } = useTranslation('employeeAccount');
  const { data, loading, error, refetch } = useQuery(EMPLOYEE_ME_QUERY, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UPDATE_EMPLOYEE_USER_MUTATION);
  const me = data?.me;
  const emailFree = useUserFieldCheck('email', me?.id);
  const usernameFree = useUserFieldCheck('username', me?.id);
  const initialValues = useMemo<Partial<ProfileValues>>(
    () =>
      me
        ? {
            firstname: me.firstname,
            lastname: me.lastname,
            email: me.email,
            username: me.username ?? '',
            language: me.language,
            password: '',
            currentPassword: '',
          }
        : {},
    [me],
  );
  if (error && !me) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!me) return loading ? <Skeleton variant="rounded" height={360} /> : <ErrorState onRetry={() => void refetch()} />;

  const submit = async (values: ProfileValues) => {
    const { data: answer, error: failed } = await update({
      variables: {
        id: me.id,
        input: {
          firstname: values.firstname?.trim(),
          lastname: values.lastname?.trim(),
          email: values.email?.trim(),
          username: values.username ?? '',
          language: isSupportedLanguage(values.language) ? values.language : undefined,
          password: values.password || undefined,
          currentPassword: values.currentPassword || undefined,
        },
      },
    });
    const result = answer?.updateUser;
    const outcome = configOutcome(result, ['AuthPayload'], failed);
    if (!outcome.ok || result?.__typename !== 'AuthPayload') return outcome;
    storeAuthPayload(result);
    if (isSupportedLanguage(result.user.language)) await setLanguage(result.user.language);
    await refetch();
    // In the language just chosen: `t` is the one of the last render, in the language before the save.
    return { ok: true as const, message: i18n.t('profile.saved', { ns: 'employeeAccount' }) };
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <EntityForm<ProfileValues> initialValues={initialValues} onSubmit={submit} data-testid="employee-profile-form">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput name="firstname" label={t('profile.firstname')} rules={['required', ['maxLength', 100]]} />
            <TextInput name="lastname" label={t('profile.lastname')} rules={['required', ['maxLength', 100]]} />
          </Stack>
          <TextInput
            name="email"
            type="email"
            label={t('profile.email')}
            rules={['required', 'email']}
            asyncCheck={emailFree}
          />
          <TextInput name="username" label={t('profile.username')} asyncCheck={usernameFree} />
          <LanguageSelect name="language" label={t('profile.language')} />
          <Divider />
          <Typography variant="subtitle1">{t('profile.passwordSection')}</Typography>
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('profile.newPassword')}
            rules={[['minLength', 6]]}
          />
          <TextInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('profile.currentPassword')}
            helperText={t('profile.currentPasswordHelp')}
            rules={[['otherFieldSet', 'password']]}
          />
        </EntityForm>
      </Paper>
      <AccountSecuritySection />
    </Box>
  );
}
