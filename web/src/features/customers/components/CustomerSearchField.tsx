import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface CustomerSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  autoFocus?: boolean;
}

/** The search box of the customer list: name, e-mail or phone, as typed (the server ignores accents and case). */
export function CustomerSearchField({ value, onChange, label, autoFocus }: CustomerSearchFieldProps) {
  const { t } = useTranslation('customers');
  return (
    <TextField
      type="search"
      fullWidth
      size="small"
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
      label={label ?? t('search.label')}
      placeholder={t('search.placeholder')}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': 'customer-search', autoComplete: 'off' },
      }}
    />
  );
}
