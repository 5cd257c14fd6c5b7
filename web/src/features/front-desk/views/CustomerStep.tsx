import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { NoShowFlags } from '../../../components/NoShowFlags.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/fragment-masking.ts';
import { formatPhone } from '../../../domain/phone.ts';
import {
  BOOKING_CUSTOMER_FIELDS,
  BOOKING_CUSTOMER_QUERY,
  CREATE_CUSTOMER_MUTATION,
  CUSTOMER_SEARCH_QUERY,
} from '../operations.ts';

type CustomerRef = FragmentType<typeof BOOKING_CUSTOMER_FIELDS>;

/** Search-as-you-type waits this long after the last key (spec §9 uniqueness debounce). */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return current;
}

/** The customer's phones in Swiss national format (spec §1), the mobile first. */
function phonesOf(customer: {
  phoneMobile?: string | null;
  phoneProMobile?: string | null;
  phoneHome?: string | null;
  phoneWork?: string | null;
}) {
  return [customer.phoneMobile, customer.phoneProMobile, customer.phoneHome, customer.phoneWork]
    .filter((p): p is string => !!p)
    .map(formatPhone);
}

function CustomerLine({ customer: ref }: { customer: CustomerRef }) {
  const customer = getFragmentData(BOOKING_CUSTOMER_FIELDS, ref);
  const details = [...phonesOf(customer), customer.email].filter(Boolean).join(' · ');
  return <ListItemText primary={customer.name} secondary={details || undefined} />;
}

interface NewCustomerValues {
  firstname: string;
  lastname: string;
  email?: string;
  phoneMobile?: string;
}

interface CustomerStepProps {
  customerId: number | null;
  onChoose: (customerId: number | null) => void;
}

/** The customer chosen, with the button to choose another. */
function ChosenCustomer({ customerId, onChange }: { customerId: number; onChange: () => void }) {
  const { t } = useTranslation('frontDesk');
  const chosen = useQuery(BOOKING_CUSTOMER_QUERY, { variables: { id: customerId } });
  const customer = chosen.data?.customer;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
      data-testid="chosen-customer"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {chosen.loading && !customer ? <LinearProgress /> : null}
        {chosen.error && !customer ? <ErrorState error={chosen.error} onRetry={() => void chosen.refetch()} /> : null}
        {customer ? <CustomerLine customer={customer} /> : null}
        <NoShowFlags record={customer?.noShowRecord} />
      </Box>
      <Button variant="outlined" onClick={onChange} data-testid="change-customer">
        {t('flow.changeCustomer')}
      </Button>
    </Paper>
  );
}

/** Step 3, customer: search by name, e-mail or phone, or create one inline with the §5 rules. */
export function CustomerStep({ customerId, onChoose }: CustomerStepProps) {
  const { t } = useTranslation('frontDesk');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery(CUSTOMER_SEARCH_QUERY, {
    variables: { search: term },
    skip: term.length < 2 || customerId !== null,
    fetchPolicy: 'network-only',
  });
  const [createCustomer] = useMutation(CREATE_CUSTOMER_MUTATION);

  if (customerId !== null) return <ChosenCustomer customerId={customerId} onChange={() => onChoose(null)} />;

  if (creating) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
          {t('flow.newCustomer')}
        </Typography>
        <EntityForm<NewCustomerValues>
          data-testid="new-customer-form"
          submitLabel={t('flow.createCustomer')}
          savedMessage={null}
          secondaryActions={
            <Button variant="text" onClick={() => setCreating(false)}>
              {t('flow.cancel')}
            </Button>
          }
          onSubmit={async (values) => {
            const { data, error } = await createCustomer({
              variables: {
                input: {
                  firstname: values.firstname.trim(),
                  lastname: values.lastname.trim(),
                  email: values.email?.trim() || undefined,
                  phoneMobile: values.phoneMobile?.trim() || undefined,
                },
              },
            });
            const result = data?.createCustomer;
            const outcome = outcomeOf(result, ['Customer'], error, t('flow.failed'));
            if (outcome.ok && result?.__typename === 'Customer') {
              setCreating(false);
              onChoose(result.id);
              return {
                ok: true,
                message: t('flow.customerCreated', { name: `${values.firstname} ${values.lastname}` }),
              };
            }
            return outcome;
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              name="firstname"
              label={t('flow.firstname')}
              rules={['required', ['maxLength', 100]]}
              fullWidth
            />
            <TextInput name="lastname" label={t('flow.lastname')} rules={['required', ['maxLength', 100]]} fullWidth />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput name="email" type="email" label={t('flow.email')} rules={['email']} fullWidth />
            <TextInput
              name="phoneMobile"
              type="tel"
              label={t('flow.phoneMobile')}
              rules={['phone']}
              placeholder="079 123 45 67"
              fullWidth
            />
          </Stack>
        </EntityForm>
      </Paper>
    );
  }

  const items = results.data?.customers.items ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          sx={{ flex: 1, minWidth: 220 }}
          label={t('flow.searchCustomer')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText={search.trim().length < 2 ? t('flow.searchHint') : undefined}
          autoComplete="off"
          slotProps={{
            htmlInput: { 'data-testid': 'customer-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PersonAddIcon />}
          onClick={() => setCreating(true)}
          sx={{ mt: 1 }}
          data-testid="new-customer"
        >
          {t('flow.newCustomer')}
        </Button>
      </Box>
      {results.loading ? <LinearProgress sx={{ mt: 1 }} /> : null}
      {results.error ? <ErrorState error={results.error} onRetry={() => void results.refetch()} /> : null}
      {term.length >= 2 && results.data && items.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 2 }} data-testid="customer-search-empty">
          {t('flow.noCustomerFound', { search: term })}
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          <List disablePadding data-testid="customer-results">
            {items.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton onClick={() => onChoose(c.id)} data-testid={`customer-option-${c.id}`}>
                  <CustomerLine customer={c} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </Box>
  );
}
