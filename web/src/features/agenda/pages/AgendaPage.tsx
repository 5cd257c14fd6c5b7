import '../locales/index.ts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { onSubscriptionsReconnected } from '../../../lib/subscriptions.ts';
import { DEFAULT_TIMEZONE, addDays, dayRange, formatLongDate, today as todayIn } from '../../../lib/format.ts';
import { DayPlanning } from '../components/DayPlanning.tsx';
import { AGENDA_EVENTS_CHANGED_SUBSCRIPTION, AGENDA_EVENTS_QUERY } from '../operations.ts';
import { applyEventChange, groupByEmployee, visibleHours } from '../planning.ts';

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;
// The slice's API exposes no vendor time zone to staff yet: the spec default applies.
const AGENDA_TIMEZONE = DEFAULT_TIMEZONE;

export function AgendaPage() {
  const { t, i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const timezone = AGENDA_TIMEZONE;
  const [params, setParams] = useSearchParams();
  const today = todayIn(timezone);
  const requested = params.get('date');
  const date = requested && DATE_PARAM.test(requested) ? requested : today;
  const range = useMemo(() => dayRange(date, AGENDA_TIMEZONE), [date]);

  const { data, loading, error, refetch } = useQuery(AGENDA_EVENTS_QUERY, {
    variables: range,
    fetchPolicy: 'cache-and-network',
  });

  // Live updates for the same range, merged into the cached list so every reader sees them.
  const subscription = useSubscription(AGENDA_EVENTS_CHANGED_SUBSCRIPTION, {
    variables: range,
    onData: ({ client, data: pushed }) => {
      const change = pushed.data?.calendarEventsChanged;
      if (!change) return;
      client.cache.updateQuery({ query: AGENDA_EVENTS_QUERY, variables: range }, (current) =>
        current ? { ...current, calendarEvents: applyEventChange(current.calendarEvents, change, range) } : current,
      );
    },
  });

  // Changes pushed while the socket was down are lost: reload the day when it comes back.
  useEffect(() => onSubscriptionsReconnected(() => void refetch()), [refetch]);

  const events = useMemo(() => data?.calendarEvents ?? [], [data]);
  const columns = useMemo(() => groupByEmployee(events, t('unassigned'), language), [events, t, language]);
  const { startHour, endHour } = visibleHours(events, date, timezone);

  const goTo = (next: string): void => {
    setParams(next === today ? {} : { date: next }, { replace: true });
  };

  return (
    <Container maxWidth={false} sx={{ py: 3, maxWidth: 1600 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h2" component="h1" sx={{ mr: 1 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            onClick={() => goTo(addDays(date, -1, timezone))}
            aria-label={t('previousDay')}
            data-testid="agenda-prev-day"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            data-testid="agenda-date"
            data-date={date}
            sx={{
              fontWeight: 600,
              minWidth: 190,
              textAlign: 'center',
              '&::first-letter': { textTransform: 'uppercase' },
            }}
            aria-live="polite"
          >
            {formatLongDate(date, language, timezone)}
          </Typography>
          <IconButton
            onClick={() => goTo(addDays(date, 1, timezone))}
            aria-label={t('nextDay')}
            data-testid="agenda-next-day"
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Button variant="soft" size="sm" onClick={() => goTo(today)} disabled={date === today}>
          {t('today')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {data ? (
          <Typography variant="body2" color="text.secondary">
            {t('eventCount', { count: events.length })}
          </Typography>
        ) : null}
        <Chip
          size="small"
          data-testid="agenda-live"
          color={subscription.error ? 'default' : 'success'}
          variant={subscription.error ? 'outlined' : 'filled'}
          label={subscription.error ? t('liveOff') : t('live')}
        />
      </Box>

      <Box sx={{ height: 4, mb: 1 }}>{loading && data ? <LinearProgress /> : null}</Box>

      {loading && !data ? (
        <PageLoader />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : events.length === 0 ? (
        <EmptyState message={t('empty')} icon={<EventBusyIcon />} />
      ) : (
        <DayPlanning columns={columns} timezone={timezone} date={date} startHour={startHour} endHour={endHour} />
      )}
    </Container>
  );
}
