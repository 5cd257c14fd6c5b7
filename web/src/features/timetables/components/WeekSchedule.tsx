import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { addDays, startOfWeek, today } from '../../../lib/calendar.ts';
import { formatDate, formatLongDate } from '../../../lib/dateFormat.ts';
import { WEEK_SCHEDULE_QUERY } from '../operations.ts';

/**
 * One week of an employee as worked (spec §3 "Schedule per day"): per day, the time ranges with
 * their location, the range's own category and the categories the employee can do then; a date
 * exception is marked. Weeks go back and forth from the current one.
 */
export function WeekSchedule({ employeeId, timezone }: { employeeId: number; timezone: string }) {
  const { t, i18n } = useTranslation('timetables');
  const [from, setFrom] = useState(() => startOfWeek(today(timezone), timezone));
  const to = addDays(from, 6, timezone);
  const { data, loading, error, refetch } = useQuery(WEEK_SCHEDULE_QUERY, {
    variables: { employeeId, from, to },
    fetchPolicy: 'cache-and-network',
  });
  const categoryName = new Map((data?.categoriesAll ?? []).map((c) => [String(c.id), c.name]));
  return (
    <Box data-testid="timetables-week">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <IconButton
          aria-label={t('week.previous')}
          onClick={() => setFrom((current) => addDays(current, -7, timezone))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600, flex: 1, textAlign: 'center' }}>
          {t('week.title', { from: formatDate(from), to: formatDate(to) })}
        </Typography>
        <IconButton aria-label={t('week.next')} onClick={() => setFrom((current) => addDays(current, 7, timezone))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {error && !data ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {loading && !data ? <PageLoader /> : null}
      <Stack spacing={1}>
        {(data?.schedules ?? []).map((day) => (
          <Paper key={day.date} variant="outlined" sx={{ p: 1.5 }} data-testid={`week-day-${day.date}`}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                {formatLongDate(day.date, i18n.language)}
              </Typography>
              {day.isException ? <Chip size="small" color="warning" label={t('week.exception')} /> : null}
            </Stack>
            {day.available && day.timeRanges.length > 0 ? (
              day.timeRanges.map((r) => (
                <Box key={`${r.position}-${r.start}`} sx={{ mt: 0.75 }}>
                  <Typography variant="body2">
                    {r.start.slice(0, 5)}–{r.end.slice(0, 5)} · {r.location.name}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {r.ownCategory ? (
                      <Chip
                        size="small"
                        color="primary"
                        data-testid="week-own-category"
                        label={t('week.ownCategory', { name: categoryName.get(r.ownCategory) ?? r.ownCategory })}
                      />
                    ) : null}
                    {r.possibleCategories.map((id) => (
                      <Chip key={id} size="small" variant="outlined" label={categoryName.get(String(id)) ?? id} />
                    ))}
                  </Stack>
                </Box>
              ))
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t('form.notWorking')}
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
