import '../../../components/auth/locales/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorsInForm, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorsByField } from '../../../lib/validation.ts';
import { useUserFieldCheck, useVendorFieldCheck } from '../../../lib/session.ts';
import { type VendorSignUpValues, useVendorSignUp } from '../vendorSignUp.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { AccountCard } from './AccountCard.tsx';

/** /:lang?/vendor-sign-up: a business and its first administrator in one step (3-month trial). */
export function VendorSignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useVendorSignUp();
  const adminEmailFree = useUserFieldCheck('email');
  const nameFree = useVendorFieldCheck('name');
  const publicNameFree = useVendorFieldCheck('publicName');
  const emailFree = useVendorFieldCheck('email');
  const phoneFree = useVendorFieldCheck('phone');
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (values: VendorSignUpValues) => {
    setFailure(null);
    const outcome = await signUp(values);
    if (!outcome.ok) {
      setFailure({ message: outcome.message || t('vendorSignUp.failed'), fieldErrors: outcome.fieldErrors });
      return errorsByField(outcome.fieldErrors);
    }
    pushAlert({ type: 'success', message: t('vendorSignUp.done') });
    void navigate(agendaUrl({ viewType: 'employee' }), { replace: true });
    return undefined;
  };

  return (
    <AccountCard title={t('vendorSignUp.title')} subtitle={t('vendorSignUp.subtitle')}>
      <Form<VendorSignUpValues>
        onSubmit={submit}
        initialValues={{
          name: '',
          publicName: '',
          email: '',
          phone: '',
          defaultLanguage: currentLanguage(),
          firstname: '',
          lastname: '',
          adminEmail: '',
          password: '',
        }}
      >
        {({ handleSubmit, submitting }) => (
          <Box component="form" onSubmit={handleSubmit} noValidate data-testid="vendor-sign-up-form">
            <Stack spacing={2}>
              <Typography variant="h4" component="h2">
                {t('vendorSignUp.business')}
              </Typography>
              <TextInput
                name="name"
                label={t('vendorSignUp.name')}
                rules={['required', ['maxLength', 120]]}
                asyncCheck={nameFree}
              />
              <TextInput
                name="publicName"
                label={t('vendorSignUp.publicName')}
                rules={['required', ['maxLength', 120]]}
                asyncCheck={publicNameFree}
              />
              <TextInput
                name="email"
                type="email"
                label={t('vendorSignUp.email')}
                rules={['required', 'email']}
                asyncCheck={emailFree}
              />
              <TextInput
                name="phone"
                type="tel"
                label={t('vendorSignUp.phone')}
                rules={['required', 'phone']}
                asyncCheck={phoneFree}
                placeholder="+41 21 123 45 67"
              />
              <LanguageSelect name="defaultLanguage" label={t('vendorSignUp.defaultLanguage')} required />
              <Typography variant="h4" component="h2" sx={{ pt: 1 }}>
                {t('vendorSignUp.admin')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextInput name="firstname" label={t('vendorSignUp.firstname')} rules={['required']} />
                <TextInput name="lastname" label={t('vendorSignUp.lastname')} rules={['required']} />
              </Stack>
              <TextInput
                name="adminEmail"
                type="email"
                label={t('vendorSignUp.adminEmail')}
                rules={['required', 'email']}
                asyncCheck={adminEmailFree}
              />
              <TextInput
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('vendorSignUp.password')}
                rules={['required', ['minLength', 6]]}
              />
              <Button
                type="submit"
                variant="primary"
                size="lg"
                disabled={submitting}
                fullWidth
                data-testid="vendor-sign-up-submit"
              >
                {t('vendorSignUp.submit')}
              </Button>
            </Stack>
            <FormErrorsInForm failure={failure} />
          </Box>
        )}
      </Form>
    </AccountCard>
  );
}
