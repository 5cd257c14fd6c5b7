import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { isLoggedInAtom } from '../../../lib/auth.ts';
import {
  addDays,
  addMonths,
  formatTime,
  isSameMonth,
  latestDate,
  startOfMonth,
  today as todayIn,
} from '../../../lib/format.ts';
import { usePrerenderDone } from '../../../lib/prerender.ts';
import { useGraphQLClient, useGraphQLQuery as useQuery } from '../../../lib/useGraphQL.ts';
import { usePreloadedModule } from '../../../lib/usePreloadedModule.ts';
import { lazyWithApollo } from '../../../lib/routing.tsx';
import { slotsOf } from '../../../lib/slotFields.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { formatAddress } from '../../vendor/maps.ts';
import { proposedServices, ServicePicker } from '../components/ServicePicker.tsx';
import { useAvailabilityLive } from '../hooks/useAvailabilityLive.ts';
import {
  MAX_MONTH_OFFSET,
  bookingFormAtom,
  bookingSearch,
  parseBookingSearch,
  sameUrlState,
  urlStateOf,
  windowStartOffset,
} from '../bookingState.ts';
import {
  AVAILABLE_DATES_QUERY,
  AVAILABLE_SLOTS_QUERY,
  BOOKING_LOCATION_QUERY,
  BOOKING_VENDOR_QUERY,
  CREATE_BOOKING_MUTATION,
  OVERLAP_CHECK_QUERY,
  VERIFY_BOOKING_QUERY,
} from '../operations.ts';

// A visitor's first download holds only what the service choice (step 1) needs. The later steps
// (date and time, the chosen appointment, summary with the terms, confirmation) load once step 1
// is on screen, while the visitor chooses.
const loadLaterSteps = () => import('../components/laterSteps.ts');
const loadSummary = () => import('../components/BookingSummary.tsx');
const loadConfirmation = () => import('../components/BookingConfirmation.tsx');
const BookingSummary = lazy(() => loadSummary().then((m) => ({ default: m.BookingSummary })));
const BookingConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmation })));

// Guests only, at step 3: its tabs and forms load then.

// Its login and sign-up forms use the app's Apollo client, which loads with them.
const InlineLogin = lazyWithApollo(() => import('../components/InlineLogin.tsx').then((m) => m.InlineLogin));

const STEP_INDEX = { service: 0, datetime: 1, confirm: 2, done: 3 } as const;

/** /:vendor/book (customer): the vendor's public locations to choose from. */
function LocationChooser({ vendorSlug }: { vendorSlug: string }) {
  const { t } = useTranslation('booking');
  const { data, loading, error, refetch } = useQuery(BOOKING_VENDOR_QUERY, { variables: { slug: vendorSlug } });
  usePageTitle(t('chooseLocation.pageTitle'));
  if (loading && !data) return <PageLoader />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const vendor = data?.vendorBySlug;
  if (!vendor) return <NotFound />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {vendor.publicName}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('chooseLocation.title')}
      </Typography>
      {!vendor.liveMode ? (
        <Notice tone="info" data-testid="booking-not-live">
          {t('notLive')}
        </Notice>
      ) : vendor.locations.length === 0 ? (
        <EmptyState message={t('chooseLocation.empty')} />
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {(vendor.liveMode ? vendor.locations : []).map((l) => (
          <Button
            key={l.id}
            component={RouterLink}
            to={`/${vendor.slug}/${l.slug}/book`}
            variant="outlined"
            size="lg"
            sx={{
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              gap: 0.25,
              py: 1.5,
              px: 2.5,
              borderRadius: 3,
              fontSize: '1.05rem',
            }}
            data-testid={`choose-location-${l.slug}`}
          >
            <span>{l.name}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
              {formatAddress(l)}
            </Typography>
          </Button>
        ))}
      </Box>
    </Container>
  );
}

export function PublicBookingPage() {
  const { vendorSlug = '', locationSlug } = useParams();
  if (!locationSlug) return <LocationChooser vendorSlug={vendorSlug} />;
  return <LocationBooking vendorSlug={vendorSlug} locationSlug={locationSlug} />;
}

function LocationBooking({ vendorSlug, locationSlug }: { vendorSlug: string; locationSlug: string }) {
  const { t } = useTranslation('booking');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const vendorPath = pathname.replace(/\/book\/?$/, '');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [state, dispatch] = useAtom(bookingFormAtom);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const locationQuery = useQuery(BOOKING_LOCATION_QUERY, { variables: { vendorSlug, locationSlug } });
  const location = locationQuery.data?.locationBySlug ?? null;
  const timezone = location?.vendor.timezone ?? 'Europe/Zurich';
  usePageTitle(location ? t('pageTitle', { name: location.vendor.publicName }) : t('title'));

  // Entering a location (first time, another one of the vendor, or another vendor's) applies the §2 rules.
  useEffect(() => {
    if (!location) return;
    dispatch({
      type: 'changeLocation',
      location: {
        vendorId: location.vendor.id,
        locationId: location.id,
        offeredServiceIds: location.services.map((s) => s.id),
        workplacesEnabled: location.vendor.workplacesEnabled,
      },
    });
  }, [location, dispatch]);
  const ready = !!location && state.locationId === location.id;
  // The server's first view goes once this screen shows its content (or an error, or "not found").
  usePrerenderDone(ready || Boolean(locationQuery.error) || (!locationQuery.loading && !location));
  // The later steps' code arrives once the first screen is up (before, it would delay it).
  const later = usePreloadedModule(loadLaterSteps, ready);
  useEffect(() => {
    if (!ready) return;
    void loadSummary();
    void loadConfirmation();
  }, [ready]);

  // Each step has its own URL (?step=date&services=…&date=…&time=…): Back goes to the previous step
  // and a reload keeps the choice. When the URL changed (Back, Forward, reload, a shared link) it
  // wins; when the form changed, the URL follows (a new history entry per step).
  const seenSearch = useRef<string | null>(null);
  const normalizing = useRef(false);
  useEffect(() => {
    if (!ready || !location) return;
    const url = parseBookingSearch(search);
    const form = urlStateOf(state);
    if (sameUrlState(url, form)) {
      seenSearch.current = search;
      normalizing.current = false;
      return;
    }
    if (search !== seenSearch.current) {
      seenSearch.current = search;
      normalizing.current = true;
      const offered = new Set(location.services.map((s) => s.id));
      const serviceIds = url.serviceIds.filter((id) => offered.has(id));
      const base = startOfMonth(todayIn(timezone), timezone);
      const monthOffset = url.date
        ? Math.min(
            MAX_MONTH_OFFSET,
            Math.max(
              0,
              (Number(url.date.slice(0, 4)) - Number(base.slice(0, 4))) * 12 +
                Number(url.date.slice(5, 7)) -
                Number(base.slice(5, 7)),
            ),
          )
        : 0;
      dispatch({ type: 'hydrate', url: { ...url, serviceIds }, monthOffset });
      return;
    }
    // A new step is a new history entry; corrections, a lost slot and the confirmation replace it.
    const replace = normalizing.current || form.step === url.step || form.step === 'done' || !!state.conflict;
    normalizing.current = false;
    seenSearch.current = bookingSearch(form, new URLSearchParams(search));
    void navigate({ pathname, search: seenSearch.current }, { replace });
  }, [ready, location, state, search, pathname, timezone, navigate, dispatch]);

  // Each step starts at the top: on a phone the next step would otherwise open below the fold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of step only.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [state.step]);

  const services = useMemo(
    () =>
      state.serviceIds
        .map((id) => location?.services.find((s) => s.id === id))
        .filter((s): s is NonNullable<typeof s> => !!s),
    [state.serviceIds, location],
  );
  const serviceInput = useMemo(() => services.map((s) => ({ id: s.id })), [services]);

  const today = todayIn(timezone);
  const baseMonth = startOfMonth(today, timezone);
  const month = addMonths(baseMonth, state.monthOffset, timezone);

  // Availability comes two months at a time; moving inside a window costs no request.
  const windowStart = addMonths(baseMonth, windowStartOffset(state.monthOffset), timezone);
  const windowEnd = addDays(addMonths(windowStart, 2, timezone), -1, timezone);
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
    skip: !ready || services.length === 0 || state.step === 'service',
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
    skip: !ready || services.length === 0 || !state.date,
    fetchPolicy: 'network-only',
  });

  // Live (spec §1): a slot taken or freed by someone else shows within a second, without a reload.
  useAvailabilityLive(
    ready && location && services.length > 0 && state.step !== 'service'
      ? { vendorId: location.vendor.id, locationId: location.id, from: latestDate(windowStart, today), to: windowEnd }
      : null,
    (dates) => {
      if (state.date && (dates.length === 0 || dates.includes(state.date))) void slotsQuery.refetch();
      void datesQuery.refetch();
    },
  );

  // A reload on the last step: find the chosen time again among the day's fresh slots.
  useEffect(() => {
    if (!state.pendingTime || !slotsQuery.data || slotsQuery.loading) return;
    const wanted = Date.parse(state.pendingTime);
    const slot = slotsOf(slotsQuery.data.availableSlots).find((s) => Date.parse(s.start) === wanted);
    if (slot) dispatch({ type: 'selectSlot', slot });
    else dispatch({ type: 'slotGone', message: t('slotGone') });
  }, [state.pendingTime, slotsQuery.data, slotsQuery.loading, dispatch, t]);

  // First availability of a choice of services: jump to the next month when this one has no free day.
  const autoJumped = useRef<string | null>(null);
  useEffect(() => {
    const key = state.serviceIds.join(',');
    if (!datesQuery.data || !key || autoJumped.current === key) return;
    autoJumped.current = key;
    const hasFreeDay = (m: string) => [...slotCounts].some(([date, count]) => count > 0 && isSameMonth(date, m));
    if (hasFreeDay(month)) return;
    if (hasFreeDay(addMonths(month, 1, timezone))) dispatch({ type: 'changeMonth', delta: 1 });
  }, [state.serviceIds, datesQuery.data, slotCounts, month, timezone, dispatch]);

  // Spec: a customer is warned before booking two appointments that overlap at different places.
  const overlapQuery = useQuery(OVERLAP_CHECK_QUERY, {
    skip: !loggedIn || state.step !== 'confirm' || !state.slot,
    fetchPolicy: 'network-only',
  });
  const overlapping = useMemo(() => {
    if (!state.slot || !location) return [];
    const from = Date.parse(state.slot.start);
    const to = Date.parse(state.slot.end);
    return (overlapQuery.data?.myBookings.items ?? []).filter(
      (b) => b.start && b.end && b.location.id !== location.id && Date.parse(b.start) < to && Date.parse(b.end) > from,
    );
  }, [overlapQuery.data, state.slot, location]);

  // The public path talks to the server without Apollo (lib/useGraphQL.ts): see operations.ts.
  const { request } = useGraphQLClient();
  const [creating, setCreating] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const submitting = creating || verifying;

  const slotTaken = (message: string) => {
    // Someone else took the slot: back to the time choice with fresh slots for the day and the window.
    dispatch({ type: 'conflict', message: message || t('conflict') });
    void slotsQuery.refetch();
    void datesQuery.refetch();
  };

  const confirm = async (): Promise<void> => {
    if (!location || services.length === 0 || !state.slot) return;
    setSubmitError(null);
    const events = state.slot.assignments.map((a) => ({
      serviceId: a.serviceId,
      employeeId: a.employeeId,
      workplaceId: a.workplaceId,
      machineId: a.machineId,
      start: a.start,
    }));
    // Spec §5: the booking is verified with the server before saving (saving checks again, atomically).
    setVerifying(true);
    const verification = await request(VERIFY_BOOKING_QUERY, {
      input: { vendorId: location.vendor.id, locationId: location.id, events },
    })
      .catch(() => null)
      .finally(() => setVerifying(false));
    if (verification && !verification.verifyBooking.available) {
      slotTaken(verification.verifyBooking.message);
      return;
    }
    setCreating(true);
    const outcome = await request(CREATE_BOOKING_MUTATION, {
      input: {
        vendorId: location.vendor.id,
        locationId: location.id,
        comment: state.comment.trim() || undefined,
        events,
        // The single terms checkbox (required before confirming) accepts every condition shown.
        legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: state.acceptedTerms })),
      },
    })
      .then((data) => ({ result: data?.createBooking, error: undefined }))
      .catch((error: unknown) => ({ result: undefined, error: error instanceof Error ? error : undefined }))
      .finally(() => setCreating(false));
    const { result, error } = outcome;
    if (error || !result) {
      setSubmitError(error?.message || t('summary.failed'));
      pushAlert({ key: 'booking', type: 'danger', message: error?.message || t('summary.failed') });
      return;
    }
    switch (result.__typename) {
      case 'Booking': {
        const starts = result.events.map((e) => e.customerStart).sort();
        const employees = [...new Set(result.events.map((e) => e.employee?.name).filter((n) => !!n))] as string[];
        dispatch({
          type: 'confirmed',
          booking: { id: result.id, start: starts[0] ?? state.slot.start, employees, calendar: result.calendarLinks },
        });
        break;
      }
      case 'ConflictError':
        slotTaken(result.message);
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
  // Spec §4: no new booking before the salon is live (the server refuses one all the same).
  if (!location.vendor.liveMode) {
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
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {location.vendor.publicName}
        </Typography>
        <Notice tone="info" data-testid="booking-not-live">
          {t('notLive')}
        </Notice>
      </Container>
    );
  }
  if (!ready) return <PageLoader />;

  const address = formatAddress(location);
  const steps = [t('steps.service'), t('steps.dateTime'), t('steps.confirm')];
  const otherLocations = location.vendor.locations;
  const changeLocation = (slug: string) => {
    if (slug !== location.slug) {
      void navigate({ pathname: pathname.replace(`/${location.slug}/book`, `/${slug}/book`), search });
    }
  };

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

      <StepIndicator steps={steps} active={STEP_INDEX[state.step]} />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {state.step === 'service' ? (
          <Box component="section" aria-labelledby="booking-step-title">
            {otherLocations.length > 1 ? (
              <Box sx={{ mb: 3 }} role="radiogroup" aria-label={t('service.location')}>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
                  {t('service.location')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {otherLocations.map((l) => (
                    <Chip
                      key={l.id}
                      role="radio"
                      aria-checked={l.slug === location.slug}
                      label={`${l.name} · ${l.city}`}
                      color={l.slug === location.slug ? 'primary' : 'default'}
                      variant={l.slug === location.slug ? 'filled' : 'outlined'}
                      onClick={() => changeLocation(l.slug)}
                      data-testid={`booking-location-${l.slug}`}
                    />
                  ))}
                </Box>
              </Box>
            ) : null}
            <Typography id="booking-step-title" variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('service.title')}
            </Typography>
            {location.services.length === 0 ? (
              <EmptyState message={t('service.empty')} />
            ) : (
              <ServicePicker
                services={location.services}
                categories={location.categories}
                otherLabel={t('service.other')}
                proposedLabel={t('service.proposed')}
                selectedIds={state.serviceIds}
                onSelect={(serviceId) => dispatch({ type: 'toggleService', serviceId })}
              />
            )}
            {services.length > 0 ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button
                  variant="primary"
                  size="lg"
                  onClick={() => dispatch({ type: 'continue' })}
                  data-testid="services-continue"
                >
                  {t('service.continue')}
                </Button>
              </Box>
            ) : null}
          </Box>
        ) : null}

        {services.length > 0 && state.step !== 'service' && state.step !== 'done' ? (
          later ? (
            <later.ChosenServices
              services={services}
              removable={state.step === 'datetime'}
              onAdd={() => dispatch({ type: 'goTo', step: 'service' })}
              onRemove={(serviceId) => dispatch({ type: 'removeService', serviceId })}
              proposed={proposedServices(location.services, state.serviceIds)}
              onAddProposed={(serviceId) => dispatch({ type: 'toggleService', serviceId })}
            />
          ) : (
            <PageLoader />
          )
        ) : null}

        {state.step === 'datetime' && services.length > 0 ? (
          later ? (
            <later.DateTimeStep
              state={state}
              dispatch={dispatch}
              month={month}
              today={today}
              timezone={timezone}
              datesQuery={datesQuery}
              slotCounts={slotCounts}
              slotsQuery={slotsQuery}
              onSelectSlot={(slot) => {
                setSubmitError(null);
                dispatch({ type: 'selectSlot', slot });
              }}
            />
          ) : (
            <PageLoader />
          )
        ) : null}

        {state.step === 'confirm' && services.length > 0 && state.slot ? (
          <Box component="section">
            {loggedIn ? (
              <>
                <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                  {t('summary.title')}
                </Typography>
                {overlapping.map((b) => (
                  <Notice key={b.id} tone="warning" data-testid="overlap-warning">
                    {t('overlap', {
                      vendor: b.vendor.publicName,
                      location: b.location.name,
                      time: `${formatTime(b.start ?? '', b.vendor.timezone)}–${formatTime(b.end ?? '', b.vendor.timezone)}`,
                    })}
                  </Notice>
                ))}
                <Suspense fallback={<PageLoader />}>
                  <BookingSummary
                    summary={{
                      services,
                      start: state.slot.start,
                      timezone,
                      locationName: location.name,
                      address,
                      legalConditions: location.vendor.legalConditions,
                    }}
                    acceptedTerms={state.acceptedTerms}
                    comment={state.comment}
                    onComment={(comment) => dispatch({ type: 'setComment', comment })}
                    submitting={submitting}
                    error={submitError}
                    onAcceptTerms={(accepted) => dispatch({ type: 'acceptTerms', accepted })}
                    onConfirm={() => void confirm()}
                    onBack={() => dispatch({ type: 'back' })}
                  />
                </Suspense>
              </>
            ) : (
              <>
                {later ? (
                  <later.ChosenAppointment
                    services={services}
                    start={state.slot.start}
                    timezone={timezone}
                    locationName={location.name}
                  />
                ) : null}
                <Suspense fallback={<PageLoader />}>
                  <InlineLogin />
                </Suspense>
                <Box sx={{ mt: 2 }}>
                  <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
                    {t('back')}
                  </Button>
                </Box>
              </>
            )}
          </Box>
        ) : null}

        {state.step === 'done' && state.confirmed ? (
          <Suspense fallback={<PageLoader />}>
            <BookingConfirmation
              serviceName={services.map((s) => s.name).join(', ')}
              start={state.confirmed.start}
              employees={state.confirmed.employees}
              calendar={state.confirmed.calendar}
              timezone={timezone}
              vendorPath={vendorPath}
              onBookAnother={() => dispatch({ type: 'restart' })}
            />
          </Suspense>
        ) : null}
      </Paper>
    </Container>
  );
}

/** The 3 steps with the current one highlighted (a light stand-in for MUI's Stepper). */
function StepIndicator({ steps, active }: { steps: string[]; active: number }) {
  return (
    <Box component="ol" sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {steps.map((label, index) => {
        const done = index < active;
        const current = index === active;
        return (
          <Box
            component="li"
            key={label}
            aria-current={current ? 'step' : undefined}
            sx={{ flex: 1, textAlign: 'center', position: 'relative', fontSize: { xs: 12, sm: 14 } }}
          >
            {index > 0 ? (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 12,
                  right: 'calc(50% + 16px)',
                  left: 'calc(-50% + 16px)',
                  borderTop: 1,
                  borderColor: done || current ? 'primary.main' : 'divider',
                }}
              />
            ) : null}
            <Box
              sx={{
                mx: 'auto',
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: 700,
                color: '#fff',
                bgcolor: done || current ? 'primary.main' : 'grey.400',
              }}
            >
              {done ? '✓' : index + 1}
            </Box>
            <Box sx={{ mt: 1, color: current ? 'text.primary' : 'text.secondary', fontWeight: current ? 600 : 400 }}>
              {label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
