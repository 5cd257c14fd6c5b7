import { useMutation, useQuery } from '@apollo/client/react';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { addMonths } from '../../../lib/calendar.ts';
import { CustomerPicker } from '../../../components/CustomerPicker.tsx';
import { SELL_VOUCHER, TILL_CHOICES_QUERY } from '../operations.ts';

type TillMethod = 'CASH' | 'CARD' | 'POSTCARD';
const METHODS: TillMethod[] = ['CASH', 'CARD', 'POSTCARD'];

interface Values {
  amount: string;
  validFrom: string;
  validUntil: string;
  code: string;
  customerId: number | null;
  recipientName: string;
  method: TillMethod;
  locationId: number | '';
}

/** CHF text ("50", "49.90", "49,90") to Rappen. */
export function chfToRappen(text: string): number {
  return Math.round(Number(text.replace(',', '.').replace(/[’'\s]/g, '')) * 100);
}

/**
 * Sells a gift card at the till: the buyer (a customer), the recipient's name, the amount taken
 * and how (cash, card, PostFinance) at which till, the validity and an 8-letter code (generated
 * by the server when empty). The sale is a payment the day's cash closing counts.
 */
export function SellVoucherForm({ today, onSold }: { today: string; onSold: (code: string) => void }) {
  const { t } = useTranslation('vouchers');
  const choices = useQuery(TILL_CHOICES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [sell] = useMutation(SELL_VOUCHER, { refetchQueries: ['GiftVouchers'] });
  const locations = choices.data?.locationsAll ?? [];
  const till = choices.data?.tillLocationId ?? locations[0]?.id ?? '';
  let sold = '';
  if (!choices.data && choices.loading) return null;
  return (
    <EntityForm<Values>
      initialValues={{
        amount: '',
        validFrom: today,
        validUntil: addMonths(today, 12),
        code: '',
        customerId: null,
        recipientName: '',
        method: 'CARD',
        locationId: till,
      }}
      submitLabel={t('sell.submit')}
      savedMessage={null}
      onSubmit={async (values) => {
        const { data, error } = await sell({
          variables: {
            input: {
              faceValue: chfToRappen(values.amount),
              validFrom: values.validFrom,
              validUntil: values.validUntil,
              code: values.code?.trim() ? values.code.trim().toUpperCase() : null,
              customerId: values.customerId ?? 0,
              recipientName: values.recipientName?.trim() || null,
              method: values.method,
              locationId: Number(values.locationId),
            },
          },
        });
        if (data?.sellGiftVoucher.__typename === 'Voucher') sold = data.sellGiftVoucher.code;
        return outcomeOf(data?.sellGiftVoucher, ['Voucher'], error);
      }}
      onSaved={() => {
        pushAlert({ type: 'success', message: t('sell.sold', { code: sold }) });
        onSold(sold);
      }}
      data-testid="sell-voucher-form"
    >
      <Field<number | null> name="customerId" validate={(value) => (value ? undefined : t('sell.buyerRequired'))}>
        {({ input, meta }) => (
          <div>
            <CustomerPicker
              label={`${t('sell.buyer')} *`}
              value={input.value || null}
              onChange={(id) => input.onChange(id)}
              data-testid="sell-buyer"
            />
            {meta.touched && (meta.error || meta.submitError) ? (
              <FormHelperText error>{meta.error || meta.submitError}</FormHelperText>
            ) : null}
          </div>
        )}
      </Field>
      <TextInput
        name="recipientName"
        label={t('sell.recipient')}
        rules={[['maxLength', 120]]}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'sell-recipient' } }}
      />
      <TextInput
        name="amount"
        label={t('sell.amount')}
        rules={['required', 'double', ['min', 1], ['max', 10000]]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          select
          name="method"
          label={t('sell.method')}
          rules={['required']}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'sell-method' } }}
        >
          {METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`method.${m}`)}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput
          select
          name="locationId"
          label={t('sell.till')}
          rules={['required']}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'sell-till' } }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextInput>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput name="validFrom" label={t('validFrom')} rules={['required']} fullWidth />
        <DateInput name="validUntil" label={t('validUntil')} rules={['required']} fullWidth />
      </Stack>
      <TextInput name="code" label={t('sell.code')} helperText={t('sell.codeHelp')} rules={[['length', 8]]} fullWidth />
    </EntityForm>
  );
}
