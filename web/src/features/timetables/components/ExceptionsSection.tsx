import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { formatDate, formatWeekday } from '../../../lib/dateFormat.ts';
import type { useTimetableExceptions } from '../hooks/useTimetableExceptions.ts';
import type { TimetablePanels } from '../panels.ts';
import { rangeSummary } from './rangeSummary.tsx';

/** The date exceptions, the past ones on demand. */
export function ExceptionsSection({
  exceptions,
  past,
  onPast,
  onPageChange,
  canEdit,
  panels,
}: {
  exceptions: ReturnType<typeof useTimetableExceptions>;
  past: boolean;
  onPast: (past: boolean) => void;
  onPageChange: (page: number) => void;
  canEdit: boolean;
  panels: TimetablePanels;
}) {
  const { t, i18n } = useTranslation('timetables');
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('exceptions')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={past} onChange={(e) => onPast(e.target.checked)} />}
          label={t('showPast')}
        />
      </Stack>
      <ListView
        data-testid="timetable-exceptions-list"
        items={exceptions.data?.timetableDateExceptions.items}
        loading={exceptions.loading}
        error={exceptions.error}
        onRetry={() => void exceptions.refetch()}
        keyOf={(x) => x.id}
        empty={{ message: t('emptyExceptions') }}
        pagination={exceptions.data?.timetableDateExceptions.pagination}
        onPageChange={onPageChange}
        renderItem={(x) => (
          <Paper variant="outlined">
            <ListItemButton
              disabled={!canEdit}
              onClick={() => panels.open('EDIT_TIMETABLE_EXCEPTION', x.id)}
              sx={{ display: 'block' }}
            >
              <Typography sx={{ fontWeight: 500 }}>
                {formatWeekday(x.date, i18n.language)} {formatDate(x.date)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {rangeSummary(x.ranges, i18n.language) || t('dayOff')}
              </Typography>
            </ListItemButton>
          </Paper>
        )}
      />
    </Box>
  );
}
