import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MONEY_FILTERS_QUERY } from '../operations.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';

export interface MoneyFilterValues {
  from: string;
  to: string;
  locationId: string;
  employeeId: string;
  status: string;
}

export const FILTER_KEYS = ['from', 'to', 'locationId', 'employeeId', 'status'] as const;

interface MoneyFiltersProps {
  values: MoneyFilterValues;
  statuses: readonly { value: string; label: string }[];
  onChange: (changes: Partial<MoneyFilterValues>) => void;
}

/** Period, location, employee and status filters of the closed bookings and invoices lists. */
export function MoneyFilters({ values, statuses, onChange }: MoneyFiltersProps) {
  const { t } = useTranslation('invoices');
  const { data } = useQuery(MONEY_FILTERS_QUERY, { fetchPolicy: 'cache-first' });
  const field = {
    size: 'small' as const,
    // The theme's fields are full width: side by side from a tablet up, one per line on a phone.
    sx: { width: { xs: '100%', sm: 180 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } },
  };
  const invalidPeriod = values.from !== '' && values.to !== '' && values.to < values.from;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }} role="search" aria-label={t('filters.title')}>
      <DateField
        {...field}
        label={t('filters.from')}
        value={values.from}
        onChange={(from) => onChange({ from })}
        id="filter-from"
      />
      <DateField
        {...field}
        label={t('filters.to')}
        value={values.to}
        error={invalidPeriod}
        helperText={invalidPeriod ? t('filters.invalidPeriod') : undefined}
        onChange={(to) => onChange({ to })}
        id="filter-to"
      />
      <TextField
        {...field}
        select
        label={t('filters.location')}
        value={values.locationId}
        onChange={(e) => onChange({ locationId: e.target.value })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {(data?.locationsAll ?? []).map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={t('filters.employee')}
        value={values.employeeId}
        onChange={(e) => onChange({ employeeId: e.target.value })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {(data?.employeesAll ?? []).map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={t('filters.status')}
        value={values.status}
        onChange={(e) => onChange({ status: e.target.value })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" onClick={() => onChange({ from: '', to: '', locationId: '', employeeId: '', status: '' })}>
        {t('filters.reset')}
      </Button>
    </Box>
  );
}
