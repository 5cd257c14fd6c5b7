import { zipCityRules } from '../../../lib/validation.ts';
import '../locales/index.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/config/fields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useVendorSettings, useVendorTaken } from '../hooks/useVendorSettings.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { formatPhone } from '../../../domain/phone.ts';

// The address's zip and city go together (spec §5: both empty or both filled).
const ADDRESS_RULES = zipCityRules(20);

interface LegalValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  website: string;
  vatNumber: string;
  vatRate: string;
  iban: string;
  requireTwoFactorForAdmins: boolean;
}

/** /settings/general: the legal information (scope LEGAL). */
export function GeneralSettings() {
  const { t } = useTranslation('settings');
  const { vendor, vendorId, loading, error, refetch, save } = useVendorSettings();
  const nameFree = useVendorTaken('name', vendorId);
  const emailFree = useVendorTaken('email', vendorId);
  const phoneFree = useVendorTaken('phone', vendorId);
  const initialValues = useMemo<Partial<LegalValues>>(
    () =>
      vendor
        ? {
            name: vendor.name ?? '',
            email: vendor.email ?? '',
            phone: formatPhone(vendor.phone),
            street: vendor.street ?? '',
            zip: vendor.zip ?? '',
            city: vendor.city ?? '',
            website: vendor.website ?? '',
            vatNumber: vendor.vatNumber ?? '',
            vatRate: vendor.vatRate == null ? '' : String(vendor.vatRate / 100),
            iban: vendor.iban?.replace(/(.{4})(?=.)/g, '$1 ') ?? '',
            requireTwoFactorForAdmins: vendor.requireTwoFactorForAdmins ?? false,
          }
        : {},
    [vendor],
  );
  const nul = (v: string | undefined) => v?.trim() || null;
  return (
    <SettingsForm<LegalValues>
      testId="settings-general"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      ready={Boolean(vendor)}
      initialValues={initialValues}
      onSubmit={(v) =>
        save('LEGAL', {
          name: v.name?.trim(),
          email: v.email?.trim(),
          phone: nul(v.phone),
          street: nul(v.street),
          zip: nul(v.zip),
          city: nul(v.city),
          website: nul(v.website),
          vatNumber: nul(v.vatNumber),
          vatRate: v.vatRate?.trim() ? Math.round(Number(v.vatRate.replace(',', '.')) * 100) : null,
          iban: nul(v.iban),
          requireTwoFactorForAdmins: Boolean(v.requireTwoFactorForAdmins),
        })
      }
    >
      <Typography variant="body2" color="textSecondary">
        {t('general.help')}
      </Typography>
      <TextInput name="name" label={t('general.name')} rules={['required', ['maxLength', 150]]} asyncCheck={nameFree} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="email"
          type="email"
          label={t('general.email')}
          rules={['required', 'email']}
          asyncCheck={emailFree}
          sx={{ flex: 1 }}
        />
        <TextInput name="phone" label={t('general.phone')} rules={['phone']} asyncCheck={phoneFree} sx={{ flex: 1 }} />
      </Stack>
      <TextInput name="street" label={t('general.street')} rules={[['maxLength', 200]]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="zip" label={t('general.zip')} rules={ADDRESS_RULES.zip} sx={{ flex: 1 }} />
        <TextInput name="city" label={t('general.city')} rules={ADDRESS_RULES.city} sx={{ flex: 2 }} />
      </Stack>
      <TextInput name="website" label={t('general.website')} rules={[['maxLength', 300]]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="vatNumber"
          label={t('general.vatNumber')}
          helperText={t('general.vatNumberHelp')}
          rules={[['maxLength', 40]]}
          sx={{ flex: 2 }}
        />
        <TextInput
          name="vatRate"
          label={t('general.vatRate')}
          helperText={t('general.vatRateHelp')}
          rules={['percent', ['min', 0], ['max', 25]]}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextInput
        name="iban"
        label={t('general.iban')}
        helperText={t('general.ibanHelp')}
        rules={[['maxLength', 42]]}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <SwitchField
        name="requireTwoFactorForAdmins"
        label={t('general.requireTwoFactor')}
        helperText={t('general.requireTwoFactorHelp')}
      />
    </SettingsForm>
  );
}
