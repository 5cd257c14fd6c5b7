import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { formatLongDate } from '../../../lib/dateFormat.ts';
import { isSameMonth } from '../../../lib/calendar.ts';
import type { QueryResult } from '../../../lib/useGraphQL.ts';
import type { BookingAvailableDatesQuery, BookingAvailableSlotsQuery } from '../../../gql/graphql.ts';
import {
  type BookingAction,
  type BookingState,
  type ChosenSlot,
  MAX_MONTH_OFFSET,
} from '../../../domain/bookingState.ts';
import { MonthCalendar } from '../../../components/MonthCalendar.tsx';
import { slotsOf } from '../../../domain/slotFields.ts';
import { SlotPicker, uniqueByTime } from './SlotPicker.tsx';
import { WaitlistCard } from './WaitlistCard.tsx';

interface DateTimeStepProps {
  vendorId: number;
  locationId: number;
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  /** Any day of the month shown, "YYYY-MM-DD". */
  month: string;
  today: string;
  timezone: string;
  datesQuery: QueryResult<BookingAvailableDatesQuery>;
  slotCounts: ReadonlyMap<string, number>;
  slotsQuery: QueryResult<BookingAvailableSlotsQuery>;
  onSelectSlot: (slot: ChosenSlot) => void;
}

/** Step 2: the month's free days, then the chosen day's times (loaded once the services are chosen). */
export function DateTimeStep({
  vendorId,
  locationId,
  state,
  dispatch,
  month,
  today,
  timezone,
  datesQuery,
  slotCounts,
  slotsQuery,
  onSelectSlot,
}: DateTimeStepProps) {
  const { t, i18n } = useTranslation('publicBooking');
  const language = i18n.resolvedLanguage ?? 'fr';
  const slots = slotsQuery.data ? slotsOf(slotsQuery.data.availableSlots) : undefined;
  const monthEmpty =
    !datesQuery.loading && !!datesQuery.data && ![...slotCounts].some(([d, c]) => c > 0 && isSameMonth(d, month));
  const waitlist = { vendorId, locationId, serviceIds: state.serviceIds };
  return (
    <Box component="section" aria-labelledby="booking-step-title">
      {state.conflict ? (
        <Notice tone="warning" data-testid="booking-conflict">
          {state.conflict}
        </Notice>
      ) : null}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Box>
          <Typography id="booking-step-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('date.title')}
          </Typography>
          {datesQuery.error && !datesQuery.data ? (
            <ErrorState error={datesQuery.error} onRetry={() => void datesQuery.refetch()} />
          ) : null}
          <MonthCalendar
            month={month}
            timezone={timezone}
            slotCounts={slotCounts}
            selected={state.date}
            today={today}
            loading={datesQuery.loading}
            canGoBack={state.monthOffset > 0}
            canGoForward={state.monthOffset < MAX_MONTH_OFFSET}
            onPrevious={() => dispatch({ type: 'changeMonth', delta: -1 })}
            onNext={() => dispatch({ type: 'changeMonth', delta: 1 })}
            onSelect={(date) => {
              dispatch({ type: 'selectDate', date });
              // A day of the neighbouring month brings its month into view.
              if (!isSameMonth(date, month)) dispatch({ type: 'changeMonth', delta: date < month ? -1 : 1 });
            }}
          />
          {monthEmpty ? (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              {t('date.noDates')}
            </Typography>
          ) : null}
          {monthEmpty && !state.date ? <WaitlistCard {...waitlist} date={today} open /> : null}
        </Box>
        <Box>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {state.date
              ? t('time.title', { date: formatLongDate(state.date, language, timezone) })
              : t('steps.dateTime')}
          </Typography>
          {state.date ? (
            <SlotPicker
              slots={slots}
              loading={slotsQuery.loading}
              error={slotsQuery.error}
              selectedStart={state.slot?.start ?? null}
              onRetry={() => void slotsQuery.refetch()}
              onSelect={onSelectSlot}
            />
          ) : (
            <EmptyState message={t('time.pickDate')} />
          )}
          {state.date && slots ? (
            <WaitlistCard key={state.date} {...waitlist} date={state.date} open={uniqueByTime(slots).length === 0} />
          ) : null}
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
          {t('back')}
        </Button>
      </Box>
    </Box>
  );
}
