import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../domain/phone.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { graphql } from '../gql/index.ts';

const CUSTOMER_PICK_QUERY = graphql(`
  query CustomerPick($search: String) {
    customers(search: $search, limit: 10) {
      items {
        id
        name
        email
        phoneMobile
        city
      }
    }
  }
`);

interface Option {
  id: number;
  name: string;
  email?: string | null;
  phoneMobile?: string | null;
  city?: string | null;
}

interface CustomerPickerProps {
  label: string;
  value: number | null;
  exclude?: number | null;
  onChange: (id: number | null) => void;
  'data-testid'?: string;
}

/** Picks one customer by typing a name, e-mail or phone (server search). */
export function CustomerPicker({ label, value, exclude, onChange, ...rest }: CustomerPickerProps) {
  const { t } = useTranslation('customers');
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 250);
  const { data, previousData, loading } = useQuery(CUSTOMER_PICK_QUERY, {
    variables: { search: search || null },
  });
  const options: Option[] = ((data ?? previousData)?.customers.items ?? []).filter((c) => c.id !== exclude);
  const [chosen, setChosen] = useState<Option | null>(null);
  const selected = value == null ? null : chosen?.id === value ? chosen : { id: value, name: `#${value}` };
  return (
    <Autocomplete<Option>
      options={options}
      value={selected}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option?.id ?? null);
      }}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText={t('merge.noMatch')}
      loadingText={t('card.loading')}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <span>
            <strong>{option.name}</strong>
            <br />
            <small>{[option.email, formatPhone(option.phoneMobile), option.city].filter(Boolean).join(' · ')}</small>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} data-testid={rest['data-testid']} />}
    />
  );
}
