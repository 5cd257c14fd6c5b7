import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { isLoggedInAtom } from '../../../lib/auth.ts';
import {
  addDays,
  addMonths,
  formatCurrency,
  formatDuration,
  formatLongDate,
  isSameMonth,
  latestDate,
  startOfMonth,
  today as todayIn,
} from '../../../lib/format.ts';
import { formatAddress } from '../../vendor/maps.ts';
import { BookingConfirmation } from '../components/BookingConfirmation.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { InlineLogin } from '../components/InlineLogin.tsx';
import { MonthCalendar } from '../components/MonthCalendar.tsx';
import { ServicePicker } from '../components/ServicePicker.tsx';
import { SlotPicker } from '../components/SlotPicker.tsx';
import { MAX_MONTH_OFFSET, bookingReducer, initialBookingState, windowStartOffset } from '../bookingState.ts';
import {
  AVAILABLE_DATES_QUERY,
  AVAILABLE_SLOTS_QUERY,
  BOOKING_LOCATION_QUERY,
  CREATE_BOOKING_MUTATION,
} from '../operations.ts';

const STEP_INDEX = { service: 0, datetime: 1, confirm: 2, done: 3 } as const;

export function PublicBookingPage() {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { vendorSlug = '', locationSlug = '' } = useParams();
  const { pathname } = useLocation();
  const vendorPath = pathname.replace(/\/book\/?$/, '');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const locationQuery = useQuery(BOOKING_LOCATION_QUERY, { variables: { vendorSlug, locationSlug } });
  const location = locationQuery.data?.locationBySlug ?? null;
  const timezone = location?.vendor.timezone ?? 'Europe/Zurich';
  const service = location?.services.find((s) => s.id === state.serviceId) ?? null;

  const today = todayIn(timezone);
  const baseMonth = startOfMonth(today, timezone);
  const month = addMonths(baseMonth, state.monthOffset, timezone);

  // Availability comes two months at a time; moving inside a window costs no request.
  const windowStart = addMonths(baseMonth, windowStartOffset(state.monthOffset), timezone);
  const windowEnd = addDays(addMonths(windowStart, 2, timezone), -1, timezone);
  const serviceInput = service ? [{ id: service.id }] : [];
  const datesQuery = useQuery(AVAILABLE_DATES_QUERY, {
    variables: {
      input: {
        vendorId: location?.vendor.id ?? 0,
        locationId: location?.id ?? 0,
        services: serviceInput,
        dateFrom: latestDate(windowStart, today),
        dateTo: windowEnd,
      },
    },
    skip: !location || !service || state.step === 'service',
    fetchPolicy: 'cache-and-network',
  });
  const slotCounts = useMemo(
    () => new Map((datesQuery.data?.availableDates ?? []).map((d) => [d.date, d.slotCount] as const)),
    [datesQuery.data],
  );

  // Slots are always fetched fresh: they are the part most likely to have changed.
  const slotsQuery = useQuery(AVAILABLE_SLOTS_QUERY, {
    variables: {
      input: {
        vendorId: location?.vendor.id ?? 0,
        locationId: location?.id ?? 0,
        services: serviceInput,
        date: state.date ?? today,
      },
    },
    skip: !location || !service || !state.date,
    fetchPolicy: 'network-only',
  });

  // First availability of a service: jump to the first month that has a free day (once per service).
  const autoJumped = useRef<number | null>(null);
  useEffect(() => {
    if (!service || !datesQuery.data || autoJumped.current === service.id) return;
    autoJumped.current = service.id;
    const hasFreeDay = (m: string) => [...slotCounts].some(([date, count]) => count > 0 && isSameMonth(date, m));
    if (hasFreeDay(month)) return;
    const next = addMonths(month, 1, timezone);
    if (hasFreeDay(next)) dispatch({ type: 'changeMonth', delta: 1 });
  }, [service, datesQuery.data, slotCounts, month, timezone]);

  const [createBooking, { loading: submitting }] = useMutation(CREATE_BOOKING_MUTATION);

  const confirm = async (): Promise<void> => {
    if (!location || !service || !state.slot) return;
    setSubmitError(null);
    const { data, error } = await createBooking({
      variables: {
        input: {
          vendorId: location.vendor.id,
          locationId: location.id,
          events: state.slot.assignments.map((a) => ({
            serviceId: a.serviceId,
            employeeId: a.employeeId,
            workplaceId: a.workplaceId,
            machineId: a.machineId,
            start: a.start,
          })),
          // The single terms checkbox (required before confirming) accepts every condition shown.
          legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: state.acceptedTerms })),
        },
      },
    });
    const result = data?.createBooking;
    if (error || !result) {
      setSubmitError(error?.message || t('summary.failed'));
      return;
    }
    switch (result.__typename) {
      case 'Booking': {
        const starts = result.events.map((e) => e.customerStart).sort();
        dispatch({ type: 'confirmed', booking: { id: result.id, start: starts[0] ?? state.slot.start } });
        break;
      }
      case 'ConflictError':
        dispatch({ type: 'conflict', message: result.message || t('conflict') });
        // Someone else took the slot: what is free has changed, for that day and the whole window.
        void slotsQuery.refetch();
        void datesQuery.refetch();
        break;
      default:
        setSubmitError(result.message || t('summary.failed'));
    }
  };

  if (locationQuery.loading && !locationQuery.data) return <PageLoader />;
  if (locationQuery.error && !locationQuery.data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState error={locationQuery.error} onRetry={() => void locationQuery.refetch()} />
      </Container>
    );
  }
  if (!location) return <NotFound />;

  const address = formatAddress(location);
  const steps = [t('steps.service'), t('steps.dateTime'), t('steps.confirm')];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={vendorPath}
        variant="text"
        size="sm"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('backToVendor')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {location.vendor.publicName} · {location.name} · {address}
      </Typography>

      <Stepper activeStep={STEP_INDEX[state.step]} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {state.step === 'service' ? (
          <Box component="section" aria-labelledby="booking-step-title">
            <Typography id="booking-step-title" variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('service.title')}
            </Typography>
            {location.services.length === 0 ? (
              <EmptyState message={t('service.empty')} />
            ) : (
              <ServicePicker
                services={location.services}
                selectedId={state.serviceId}
                onSelect={(serviceId) => dispatch({ type: 'selectService', serviceId })}
              />
            )}
          </Box>
        ) : null}

        {service && state.step !== 'service' && state.step !== 'done' ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              mb: 3,
              pb: 2,
              borderBottom: 1,
              borderColor: 'divider',
              flexWrap: 'wrap',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('service.selected')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="selected-service">
                {service.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDuration(service.duration)}
                {service.price !== null ? ` · ${formatCurrency(service.price)}` : ''}
              </Typography>
            </Box>
            <Button variant="soft" size="sm" onClick={() => dispatch({ type: 'goTo', step: 'service' })}>
              {t('change')}
            </Button>
          </Box>
        ) : null}

        {state.step === 'datetime' && service ? (
          <Box component="section" aria-labelledby="booking-step-title">
            {state.conflict ? (
              <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="booking-conflict">
                {state.conflict}
              </Alert>
            ) : null}
            <Box
              sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
            >
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
                {!datesQuery.loading &&
                datesQuery.data &&
                ![...slotCounts].some(([d, c]) => c > 0 && isSameMonth(d, month)) ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                    {t('date.noDates')}
                  </Typography>
                ) : null}
              </Box>
              <Box>
                <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                  {state.date
                    ? t('time.title', { date: formatLongDate(state.date, language, timezone) })
                    : t('steps.dateTime')}
                </Typography>
                {state.date ? (
                  <SlotPicker
                    slots={slotsQuery.data?.availableSlots}
                    loading={slotsQuery.loading}
                    error={slotsQuery.error}
                    selectedStart={state.slot?.start ?? null}
                    onRetry={() => void slotsQuery.refetch()}
                    onSelect={(slot) => {
                      setSubmitError(null);
                      dispatch({ type: 'selectSlot', slot });
                    }}
                  />
                ) : (
                  <EmptyState message={t('time.pickDate')} />
                )}
              </Box>
            </Box>
            <Box sx={{ mt: 3 }}>
              <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
                {t('back')}
              </Button>
            </Box>
          </Box>
        ) : null}

        {state.step === 'confirm' && service && state.slot ? (
          <Box component="section">
            {loggedIn ? (
              <>
                <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                  {t('summary.title')}
                </Typography>
                <BookingSummary
                  summary={{
                    serviceName: service.name,
                    duration: service.duration,
                    price: service.price,
                    start: state.slot.start,
                    timezone,
                    locationName: location.name,
                    address,
                    legalConditions: location.vendor.legalConditions,
                  }}
                  acceptedTerms={state.acceptedTerms}
                  submitting={submitting}
                  error={submitError}
                  onAcceptTerms={(accepted) => dispatch({ type: 'acceptTerms', accepted })}
                  onConfirm={() => void confirm()}
                  onBack={() => dispatch({ type: 'back' })}
                />
              </>
            ) : (
              <>
                <InlineLogin />
                <Box sx={{ mt: 2 }}>
                  <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
                    {t('back')}
                  </Button>
                </Box>
              </>
            )}
          </Box>
        ) : null}

        {state.step === 'done' && state.confirmed && service ? (
          <BookingConfirmation
            serviceName={service.name}
            start={state.confirmed.start}
            timezone={timezone}
            vendorPath={vendorPath}
            onBookAnother={() => dispatch({ type: 'restart' })}
          />
        ) : null}
      </Paper>
    </Container>
  );
}
