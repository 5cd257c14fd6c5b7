import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

// MUI's warning colours are below the 4.5:1 contrast: a dark amber on light amber instead.
// The label wraps rather than being cut short in a narrow column.
const AMBER = {
  bgcolor: '#fff1d6',
  color: '#7a3e00',
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
};

export interface NoShowRecordValue {
  noShows: number;
  lateCancellations: number;
  cancellationNoticeHours: number;
}

/**
 * A customer's no-shows and late cancellations of the last 12 months, for the staff ("2 no-shows in
 * the last 12 months", "1 late cancellation"); nothing at all when both are zero or unknown.
 */
export function NoShowFlags({ record }: { record: NoShowRecordValue | null | undefined }) {
  const { t } = useTranslation('common');
  if (!record || (record.noShows === 0 && record.lateCancellations === 0)) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }} data-testid="no-show-flags">
      {record.noShows > 0 ? (
        <Chip
          size="small"
          sx={AMBER}
          data-testid="no-show-count"
          label={t('noShowFlags.noShows', { count: record.noShows })}
        />
      ) : null}
      {record.lateCancellations > 0 ? (
        <Chip
          size="small"
          sx={AMBER}
          data-testid="late-cancellation-count"
          title={t('noShowFlags.lateHint', { hours: record.cancellationNoticeHours })}
          label={t('noShowFlags.late', { count: record.lateCancellations })}
        />
      ) : null}
    </Stack>
  );
}
