import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface DirectoryFiltersProps {
  categories: readonly string[];
  regions: readonly string[];
  category: string;
  region: string;
  onChange: (name: 'category' | 'region', value: string) => void;
}

/** The vendors' categories and regions (their public settings) to narrow the directory; hidden when none is set. */
export function DirectoryFilters({ categories, regions, category, region, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('home');
  const lists = [
    {
      name: 'category' as const,
      label: t('search.category'),
      all: t('search.allCategories'),
      values: categories,
      value: category,
    },
    { name: 'region' as const, label: t('search.region'), all: t('search.allRegions'), values: regions, value: region },
  ].filter((list) => list.values.length > 0 || list.value);
  if (lists.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      {lists.map((list) => (
        <TextField
          key={list.name}
          select
          size="small"
          label={list.label}
          value={list.value}
          onChange={(e) => onChange(list.name, e.target.value)}
          // The phone's own picker on a small screen, and a plain list to choose from everywhere.
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `directory-${list.name}` },
          }}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          <option value="">{list.all}</option>
          {/* A value in the address that no vendor has any more still shows, so it can be cleared. */}
          {[...new Set([...list.values, ...(list.value ? [list.value] : [])])].map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
