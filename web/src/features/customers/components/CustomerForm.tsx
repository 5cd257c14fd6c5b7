import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { formatPhone } from '../../../lib/phone.ts';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { CustomerInput } from '../../../gql/graphql.ts';
import { CREATE_CUSTOMER, CUSTOMER_FIELDS, UPDATE_CUSTOMER } from '../operations.ts';

type Values = Record<
  | 'type'
  | 'gender'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phoneMobile'
  | 'phoneHome'
  | 'phoneWork'
  | 'address'
  | 'zip'
  | 'city'
  | 'birthdate'
  | 'companyName'
  | 'uidNumber',
  string
>;

const PHONES = ['phoneMobile', 'phoneHome', 'phoneWork'] as const;

interface CustomerFormProps {
  customer?: FragmentType<typeof CUSTOMER_FIELDS> | null;
  onSaved?: (id: number) => void;
  secondaryActions?: ReactNode;
}

/** Add or edit a customer with the spec §5 rules; phones show in Swiss national format. */
export function CustomerForm({ customer: ref, onSaved, secondaryActions }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const customer = getFragmentData(CUSTOMER_FIELDS, ref);
  const [create] = useMutation(CREATE_CUSTOMER, { refetchQueries: ['CustomersList'] });
  const [update] = useMutation(UPDATE_CUSTOMER, { refetchQueries: ['CustomersList', 'CustomerCard'] });
  const initialValues: Partial<Values> = {
    type: customer?.type ?? 'PRIVATE',
    gender: customer?.gender ?? '',
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    phoneMobile: formatPhone(customer?.phoneMobile),
    phoneHome: formatPhone(customer?.phoneHome),
    phoneWork: formatPhone(customer?.phoneWork),
    address: customer?.address ?? '',
    zip: customer?.zip ?? '',
    city: customer?.city ?? '',
    birthdate: customer?.birthdate ?? '',
    companyName: customer?.companyName ?? '',
    uidNumber: customer?.uidNumber ?? '',
  };
  let savedId: number | null = customer?.id ?? null;
  const submit = async (values: Values) => {
    // Empty text clears a field on the server (null), never an empty string.
    const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null);
    const input: CustomerInput = {
      type: values.type === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'PRIVATE',
      gender: values.gender === 'MR' || values.gender === 'MRS' || values.gender === 'OTHER' ? values.gender : null,
      firstname: values.firstname?.trim() ?? '',
      lastname: values.lastname?.trim() ?? '',
      email: blank(values.email),
      address: blank(values.address),
      zip: blank(values.zip),
      city: blank(values.city),
      birthdate: blank(values.birthdate),
      companyName: blank(values.companyName),
      uidNumber: blank(values.uidNumber),
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
  return (
    <EntityForm<Values>
      initialValues={initialValues}
      onSubmit={submit}
      onSaved={() => savedId != null && onSaved?.(savedId)}
      savedMessage={customer ? t('form.edited') : t('form.added')}
      secondaryActions={secondaryActions}
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
      <TextInput name="address" label={t('field.address')} rules={[['maxLength', 200]]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="zip" label={t('field.zip')} rules={[['maxLength', 10]]} sx={{ maxWidth: { sm: 140 } }} />
        <TextInput name="city" label={t('field.city')} rules={[['maxLength', 100]]} fullWidth />
      </Stack>
      <DateInput name="birthdate" label={t('field.birthdate')} fullWidth />
      <TextInput name="companyName" label={t('field.companyName')} rules={[['maxLength', 200]]} fullWidth />
      <TextInput name="uidNumber" label={t('field.uidNumber')} helperText={t('field.uidHelp')} fullWidth />
    </EntityForm>
  );
}
