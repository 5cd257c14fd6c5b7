import '../locales/index.ts';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { intOf, rappenOf } from '../../../components/config/fields.tsx';
import { useVendorSettings } from '../hooks/useVendorSettings.ts';
import { SettingsForm } from './SettingsForm.tsx';

interface FidelityValues {
  numberOfVisitForVoucher: string;
  pointsPerChfConversion: string;
  loyaltyVoucherValue: string;
}

/** /settings/fidelity: loyalty (scope FIDELITY): a voucher after N paid visits; N points are worth CHF 1. */
export function FidelitySettings() {
  const { t } = useTranslation('settings');
  const { vendor, loading, error, refetch, save } = useVendorSettings();
  const initialValues = useMemo<Partial<FidelityValues>>(
    () =>
      vendor
        ? {
            numberOfVisitForVoucher: String(vendor.numberOfVisitForVoucher),
            pointsPerChfConversion: String(vendor.pointsPerChfConversion),
            loyaltyVoucherValue: ((vendor.loyaltyVoucherValue ?? 0) / 100).toFixed(2),
          }
        : {},
    [vendor],
  );
  return (
    <SettingsForm<FidelityValues>
      testId="settings-fidelity"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      ready={Boolean(vendor)}
      initialValues={initialValues}
      onSubmit={(v) =>
        save('FIDELITY', {
          numberOfVisitForVoucher: intOf(v.numberOfVisitForVoucher),
          pointsPerChfConversion: intOf(v.pointsPerChfConversion),
          loyaltyVoucherValue: rappenOf(v.loyaltyVoucherValue),
        })
      }
    >
      <Typography variant="body2" color="textSecondary">
        {t('fidelity.help')}
      </Typography>
      <TextInput
        name="numberOfVisitForVoucher"
        type="number"
        label={t('fidelity.visits')}
        helperText={t('fidelity.visitsHelp')}
        rules={['required', 'integer', ['min', 0], ['max', 100]]}
      />
      <TextInput
        name="loyaltyVoucherValue"
        label={t('fidelity.voucherValue')}
        rules={['required', 'double']}
        inputMode="decimal"
      />
      <TextInput
        name="pointsPerChfConversion"
        type="number"
        label={t('fidelity.points')}
        helperText={t('fidelity.pointsHelp')}
        rules={['required', 'integer', ['min', 0], ['max', 1000]]}
      />
    </SettingsForm>
  );
}
