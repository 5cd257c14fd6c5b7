import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { CustomerInput } from '../../../gql/graphql.ts';
import { ALERT_COUNTDOWN } from '../../../lib/alerts.ts';
import { isSupportedLanguage } from '../../../lib/languages.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { useDeleteFlow } from '../../../components/config/useDeleteFlow.tsx';
import {
  CREATE_CUSTOMER,
  CUSTOMER_FIELDS,
  CUSTOMER_FORM_OPTIONS,
  DELETE_CUSTOMER,
  UPDATE_CUSTOMER,
  VERIFY_DELETE_CUSTOMER,
} from '../operations.ts';
import {
  CustomerAddressFields,
  CustomerFavoriteFields,
  CustomerIdentityFields,
  PHONES,
  type Values,
} from './CustomerFormFields.tsx';

interface CustomerFormProps {
  customer?: FragmentType<typeof CUSTOMER_FIELDS> | null;
  onSaved?: (id: number) => void;
  /** After the customer was deleted (spec §8: with its confirmation). */
  onDeleted?: () => void;
  secondaryActions?: ReactNode;
}

/** Add or edit a customer with the spec §3 fields and §5 rules; phones show in Swiss national format. */
export function CustomerForm({ customer: ref, onSaved, onDeleted, secondaryActions }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const customer = getFragmentData(CUSTOMER_FIELDS, ref);
  const [create] = useMutation(CREATE_CUSTOMER, { refetchQueries: ['CustomersList'] });
  const [update] = useMutation(UPDATE_CUSTOMER, { refetchQueries: ['CustomersList', 'CustomerCard'] });
  const [remove] = useMutation(DELETE_CUSTOMER, { refetchQueries: ['CustomersList'] });
  const options = useQuery(CUSTOMER_FORM_OPTIONS);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const employees = options.data?.employeesAll ?? [];

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
    language: customer?.language ?? '',
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
      // The messages' language: the customer's own, or (none) their account's, else the salon's e-mail language.
      language: isSupportedLanguage(values.language) ? values.language : null,
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
        <CustomerIdentityFields customerId={customer?.id} />
        <CustomerAddressFields current={customer?.country} />
        <CustomerFavoriteFields employees={employees} />
      </EntityForm>
    </>
  );
}
