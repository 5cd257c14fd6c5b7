import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type ReactNode, useMemo } from 'react';
import { Field, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { CustomerInput } from '../../../gql/graphql.ts';
import { ALERT_COUNTDOWN } from '../../../lib/alerts.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { useDeleteFlow } from '../../../components/config/useDeleteFlow.tsx';
import {
  CREATE_CUSTOMER,
  CUSTOMER_FIELDS,
  CUSTOMER_FORM_OPTIONS,
  DELETE_CUSTOMER,
  UPDATE_CUSTOMER,
  VERIFY_DELETE_CUSTOMER,
} from '../operations.ts';
import { DuplicateNotice } from './DuplicateNotice.tsx';

type Values = Record<
  | 'type'
  | 'gender'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'username'
  | 'phoneMobile'
  | 'phoneHome'
  | 'phoneProMobile'
  | 'phoneWork'
  | 'address'
  | 'addressComplement'
  | 'zip'
  | 'city'
  | 'country'
  | 'birthdate'
  | 'companyName'
  | 'uidNumber'
  | 'favoriteEmployeeId',
  string
> & { favoriteEmployeeOnly: boolean };

const PHONES = ['phoneMobile', 'phoneHome', 'phoneProMobile', 'phoneWork'] as const;
/** Switzerland first (the UID rule is Swiss only), then its neighbours and the usual origins of customers. */
const COUNTRIES = ['CH', 'LI', 'FR', 'DE', 'IT', 'AT', 'BE', 'NL', 'LU', 'ES', 'PT', 'GB', 'IE', 'US'] as const;

interface CustomerFormProps {
  customer?: FragmentType<typeof CUSTOMER_FIELDS> | null;
  onSaved?: (id: number) => void;
  /** After the customer was deleted (spec §8: with its confirmation). */
  onDeleted?: () => void;
  secondaryActions?: ReactNode;
}

/** Add or edit a customer with the spec §3 fields and §5 rules; phones show in Swiss national format. */
export function CustomerForm({ customer: ref, onSaved, onDeleted, secondaryActions }: CustomerFormProps) {
  const { t, i18n } = useTranslation('customers');
  const customer = getFragmentData(CUSTOMER_FIELDS, ref);
  const [create] = useMutation(CREATE_CUSTOMER, { refetchQueries: ['CustomersList'] });
  const [update] = useMutation(UPDATE_CUSTOMER, { refetchQueries: ['CustomersList', 'CustomerCard'] });
  const [remove] = useMutation(DELETE_CUSTOMER, { refetchQueries: ['CustomersList'] });
  const options = useQuery(CUSTOMER_FORM_OPTIONS);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const employees = options.data?.employeesAll ?? [];
  const countryName = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'fr'], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.resolvedLanguage]);
  const countries =
    customer?.country && !(COUNTRIES as readonly string[]).includes(customer.country)
      ? [...COUNTRIES, customer.country]
      : COUNTRIES;

  const initialValues: Partial<Values> = {
    type: customer?.type ?? 'PRIVATE',
    gender: customer?.gender ?? '',
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    username: customer?.username ?? '',
    phoneMobile: formatPhone(customer?.phoneMobile),
    phoneHome: formatPhone(customer?.phoneHome),
    phoneProMobile: formatPhone(customer?.phoneProMobile),
    phoneWork: formatPhone(customer?.phoneWork),
    address: customer?.address ?? '',
    addressComplement: customer?.addressComplement ?? '',
    zip: customer?.zip ?? '',
    city: customer?.city ?? '',
    country: customer?.country ?? 'CH',
    birthdate: customer?.birthdate ?? '',
    companyName: customer?.companyName ?? '',
    uidNumber: customer?.uidNumber ?? '',
    favoriteEmployeeId: customer?.favoriteEmployeeId ? String(customer.favoriteEmployeeId) : '',
    favoriteEmployeeOnly: customer?.favoriteEmployeeOnly ?? false,
  };
  let savedId: number | null = customer?.id ?? null;
  const submit = async (values: Values) => {
    // Empty text clears a field on the server (null), never an empty string.
    const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null);
    const country = values.country || 'CH';
    const favoriteEmployeeId = values.favoriteEmployeeId ? Number(values.favoriteEmployeeId) : null;
    const input: CustomerInput = {
      type: values.type === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'PRIVATE',
      gender: values.gender === 'MR' || values.gender === 'MRS' || values.gender === 'OTHER' ? values.gender : null,
      firstname: values.firstname?.trim() ?? '',
      lastname: values.lastname?.trim() ?? '',
      email: blank(values.email),
      username: blank(values.username),
      address: blank(values.address),
      addressComplement: blank(values.addressComplement),
      zip: blank(values.zip),
      city: blank(values.city),
      country,
      birthdate: blank(values.birthdate),
      companyName: blank(values.companyName),
      // Spec §3: the UID number is for Swiss customers only.
      uidNumber: country === 'CH' ? blank(values.uidNumber) : null,
      favoriteEmployeeId,
      favoriteEmployeeOnly: favoriteEmployeeId !== null && Boolean(values.favoriteEmployeeOnly),
    };
    for (const phone of PHONES) input[phone] = blank(values[phone]);
    if (customer) {
      const { data, error } = await update({ variables: { id: customer.id, input } });
      return outcomeOf(data?.updateCustomer, ['Customer'], error);
    }
    const { data, error } = await create({ variables: { input } });
    if (data?.createCustomer.__typename === 'Customer') savedId = data.createCustomer.id;
    return outcomeOf(data?.createCustomer, ['Customer'], error);
  };

  const deleteCustomer = async () => {
    if (!customer) return;
    const name = `${customer.firstname} ${customer.lastname}`.trim();
    const done = await runDelete({
      name,
      deletedMessage: t('form.deleted', { name }),
      verify: async () =>
        (
          await options.client.query({
            query: VERIFY_DELETE_CUSTOMER,
            variables: { id: customer.id },
            fetchPolicy: 'network-only',
          })
        ).data?.verifyDeleteCustomer,
      remove: async () => {
        const { data, error } = await remove({ variables: { id: customer.id } });
        const result = data?.deleteCustomer;
        if (result?.__typename === 'DeleteResult') return null;
        return (result && 'message' in result ? result.message : null) || error?.message || t('form.deleteFailed');
      },
    });
    if (done) onDeleted?.();
  };

  return (
    <>
      {deleteDialog}
      <EntityForm<Values>
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={() => savedId != null && onSaved?.(savedId)}
        savedMessage={customer ? t('form.edited') : t('form.added')}
        // Spec §9: the alert after adding a customer stays 25 s.
        savedCountdown={customer ? undefined : ALERT_COUNTDOWN.customerAdd}
        secondaryActions={
          <>
            {secondaryActions}
            {customer && onDeleted ? (
              <Button variant="danger" onClick={() => void deleteCustomer()} data-testid="customer-delete">
                {t('form.delete')}
              </Button>
            ) : null}
          </>
        }
        data-testid="customer-form"
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="type" select label={t('field.type')} fullWidth>
            <MenuItem value="PRIVATE">{t('type.PRIVATE')}</MenuItem>
            <MenuItem value="PROFESSIONAL">{t('type.PROFESSIONAL')}</MenuItem>
          </TextInput>
          <TextInput name="gender" select label={t('field.gender')} fullWidth>
            <MenuItem value="">{t('gender.none')}</MenuItem>
            <MenuItem value="MR">{t('gender.MR')}</MenuItem>
            <MenuItem value="MRS">{t('gender.MRS')}</MenuItem>
            <MenuItem value="OTHER">{t('gender.OTHER')}</MenuItem>
          </TextInput>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="firstname" label={t('field.firstname')} rules={['required', ['maxLength', 100]]} fullWidth />
          <TextInput name="lastname" label={t('field.lastname')} rules={['required', ['maxLength', 100]]} fullWidth />
        </Stack>
        <TextInput name="email" type="email" label={t('field.email')} rules={['email', ['maxLength', 254]]} fullWidth />
        <TextInput name="username" label={t('field.username')} rules={[['maxLength', 100]]} fullWidth />
        {PHONES.map((phone) => (
          <TextInput
            key={phone}
            name={phone}
            type="tel"
            label={t(`field.${phone}`)}
            rules={['phone']}
            helperText={t('field.phoneHelp')}
            fullWidth
          />
        ))}
        <FormSpy<Values> subscription={{ values: true }}>
          {({ values }) => (
            <DuplicateNotice
              email={values.email ?? ''}
              phones={PHONES.map((p) => values[p] ?? '')}
              customerId={customer?.id}
            />
          )}
        </FormSpy>
        <TextInput name="address" label={t('field.address')} rules={[['maxLength', 200]]} fullWidth />
        <TextInput
          name="addressComplement"
          label={t('field.addressComplement')}
          rules={[['maxLength', 200]]}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="zip" label={t('field.zip')} rules={[['maxLength', 10]]} sx={{ maxWidth: { sm: 140 } }} />
          <TextInput name="city" label={t('field.city')} rules={[['maxLength', 100]]} fullWidth />
        </Stack>
        <TextInput name="country" select label={t('field.country')} fullWidth>
          {countries.map((code) => (
            <MenuItem key={code} value={code}>
              {countryName(code)}
            </MenuItem>
          ))}
        </TextInput>
        <DateInput name="birthdate" label={t('field.birthdate')} fullWidth />
        <TextInput name="companyName" label={t('field.companyName')} rules={[['maxLength', 200]]} fullWidth />
        <FormSpy<Values> subscription={{ values: true }}>
          {({ values }) =>
            (values.country || 'CH') === 'CH' ? (
              <TextInput name="uidNumber" label={t('field.uidNumber')} helperText={t('field.uidHelp')} fullWidth />
            ) : null
          }
        </FormSpy>
        <TextInput name="favoriteEmployeeId" select label={t('field.favoriteEmployee')} fullWidth>
          <MenuItem value="">{t('field.noFavorite')}</MenuItem>
          {employees.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {e.name}
            </MenuItem>
          ))}
        </TextInput>
        <FormSpy<Values> subscription={{ values: true }}>
          {({ values }) => (
            <Field<boolean> name="favoriteEmployeeOnly" type="checkbox">
              {({ input }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(input.checked) && Boolean(values.favoriteEmployeeId)}
                      onChange={input.onChange}
                      name={input.name}
                      slotProps={{ input: { 'data-testid': 'field-favoriteEmployeeOnly' } as object }}
                    />
                  }
                  label={t('field.favoriteEmployeeOnly')}
                  disabled={!values.favoriteEmployeeId}
                />
              )}
            </Field>
          )}
        </FormSpy>
      </EntityForm>
    </>
  );
}
