import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { addMonths, isSameMonth, startOfMonth } from '../../../lib/calendar.ts';
import { formatLongDate } from '../../../lib/dateFormat.ts';
import { MonthCalendar } from '../../../components/MonthCalendar.tsx';
import { TimeField } from '../../../components/form/DateTimeFields.tsx';

interface Loadable {
  loading: boolean;
  error?: { message: string } | null;
  /** An answer is there (possibly empty). */
  loaded: boolean;
  onRetry: () => void;
}

interface DateTimeStepProps {
  timezone: string;
  language: string;
  today: string;
  /** The first month shown (two months are loaded at a time, spec §9). */
  month: string;
  onMonth: (month: string) => void;
  slotCounts: ReadonlyMap<string, number>;
  dates: Loadable;
  date: string | null;
  onDate: (date: string) => void;
  slots: Loadable;
  times: readonly string[];
  /** The day's recommended times (they leave no unusable gap), marked with a star. */
  recommendedTimes: ReadonlySet<string>;
  /** The chosen slot's time (not a manual time). */
  slotTime: string | null;
  onSlot: (time: string) => void;
  /** Spec §6: admins and allowed employees may book outside the timetables, at a time of their own. */
  mayBookOutside: boolean;
  employeeChosen: boolean;
  initialManualTime: string;
  onManualTime: (time: string) => void;
}

/** Step 4 of the staff booking, first half: the day on a month calendar, then a free slot or a time of one's own. */
export function DateTimeStep(props: DateTimeStepProps) {
  const { t } = useTranslation('frontDesk');
  const { timezone, month, date, today } = props;
  const [manualTime, setManualTime] = useState(props.initialManualTime);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('flow.date')}
        </Typography>
        {props.dates.error && !props.dates.loaded ? (
          <ErrorState error={props.dates.error} onRetry={props.dates.onRetry} />
        ) : null}
        <MonthCalendar
          month={month}
          timezone={timezone}
          slotCounts={props.slotCounts}
          selected={date}
          today={today}
          loading={props.dates.loading}
          canGoBack={month > startOfMonth(today, timezone)}
          canGoForward
          onPrevious={() => props.onMonth(addMonths(month, -1, timezone))}
          onNext={() => props.onMonth(addMonths(month, 1, timezone))}
          onSelect={(next) => {
            props.onDate(next);
            if (!isSameMonth(next, month)) props.onMonth(startOfMonth(next, timezone));
          }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {date ? t('flow.time', { date: formatLongDate(date, props.language, timezone) }) : t('flow.date')}
        </Typography>
        {!date ? <EmptyState message={t('flow.pickDate')} /> : null}
        {date && props.slots.loading && !props.slots.loaded ? <LinearProgress /> : null}
        {date && props.slots.error && !props.slots.loaded ? (
          <ErrorState error={props.slots.error} onRetry={props.slots.onRetry} />
        ) : null}
        {date && props.slots.loaded && props.times.length === 0 ? (
          <Typography color="textSecondary" data-testid="no-slots">
            {t('flow.noSlots')}
          </Typography>
        ) : null}
        {date && props.times.length > 0 ? (
          <Box
            role="group"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}
          >
            {props.times.map((time) => {
              const recommended = props.recommendedTimes.has(time);
              return (
                <Button
                  key={time}
                  size="sm"
                  variant={time === props.slotTime ? 'primary' : 'outlined'}
                  aria-pressed={time === props.slotTime}
                  onClick={() => props.onSlot(time)}
                  data-testid={`slot-${time}`}
                  data-recommended={recommended || undefined}
                  title={recommended ? t('flow.recommended') : undefined}
                  startIcon={recommended ? <StarIcon /> : undefined}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {time}
                </Button>
              );
            })}
          </Box>
        ) : null}
        {date ? (
          <Box sx={{ mt: 2 }}>
            {props.mayBookOutside ? (
              <>
                <Notice tone="info" data-testid="outside-allowed">
                  {props.employeeChosen ? t('flow.outside.allowed') : t('flow.outside.needsEmployee')}
                </Notice>
                {props.employeeChosen ? (
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <TimeField
                      size="small"
                      label={t('flow.outside.label')}
                      value={manualTime}
                      onChange={setManualTime}
                      testId="manual-time"
                    />
                    <Button
                      variant="outlined"
                      size="sm"
                      disabled={!/^\d{2}:\d{2}$/.test(manualTime)}
                      onClick={() => props.onManualTime(manualTime)}
                      data-testid="use-manual-time"
                    >
                      {t('flow.outside.use')}
                    </Button>
                  </Box>
                ) : null}
              </>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t('flow.outside.notAllowed')}
              </Typography>
            )}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
