import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { ROLES, claimsAtom, roleOf } from '../../../lib/auth.ts';
import {
  addDays,
  addMonths,
  formatCurrency,
  formatDuration,
  formatLongDate,
  formatTime,
  latestDate,
  localDate,
  startOfMonth,
  today as todayIn,
  zonedInstant,
} from '../../../lib/format.ts';
import { BookingConflict, BookingVerification } from '../components/BookingVerification.tsx';
import { DateTimeStep } from '../components/DateTimeStep.tsx';
import { FlowStepper } from '../components/FlowStepper.tsx';
import { PlaceStep } from '../components/PlaceStep.tsx';
import { ResourcesStep } from '../components/ResourcesStep.tsx';
import {
  type ChosenResources,
  type FlowState,
  type FlowStep,
  changeLocation,
  clampStep,
  emptyFlow,
  flowQuery,
  manualEvents,
  nextStep,
  parseFlow,
  previousStep,
  reachableStep,
  slotEvents,
  toggleService,
} from '../flowState.ts';
import {
  BOOKING_FOR_EDIT_QUERY,
  STAFF_AVAILABLE_DATES_QUERY,
  STAFF_AVAILABLE_SLOTS_QUERY,
  STAFF_BOOKING_LOCATION_QUERY,
  STAFF_BOOKING_SETUP_QUERY,
  STAFF_CREATE_BOOKING_MUTATION,
  STAFF_UPDATE_BOOKING_MUTATION,
  STAFF_VERIFY_BOOKING_QUERY,
} from '../operations.ts';
import { bookingConfirmationUrl } from '../urls.ts';
import { CustomerStep } from './CustomerStep.tsx';

/** /bookings/add: a new booking, pre-filled from the query (the calendar's clicked time and resource). */
export function BookingAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The calendar links with date, time and resources but no step: start at step 1 with them.
  useEffect(() => {
    if (!params.get('step')) void navigate(`?${flowQuery(parseFlow(params))}`, { replace: true });
  }, [params, navigate]);
  if (!params.get('step')) return <PageLoader />;
  return <BookingFlow bookingId={null} />;
}

/** /bookings/edit?id=: the flow starts from the booking, at the date and time step. */
export function BookingEditPage() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? 0;
  const setup = useQuery(STAFF_BOOKING_SETUP_QUERY, { variables: { vendorId } });
  const { data, loading, error, refetch } = useQuery(BOOKING_FOR_EDIT_QUERY, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const booking = data?.booking;
  const timezone = setup.data?.vendor?.timezone;
  const hydrate = !params.get('step') && !!booking && booking.status === 'OPEN' && !!timezone;
  useEffect(() => {
    if (!hydrate || !booking || !timezone) return;
    const events = [...booking.events].sort((a, b) => a.start.localeCompare(b.start));
    const serviceIds = [...new Set(events.map((e) => e.serviceId).filter((s): s is number => s != null))];
    const first = events[0];
    const state: FlowState = {
      ...emptyFlow,
      step: 4,
      locationId: booking.locationId,
      serviceIds,
      employeeId: first?.employeeId ?? null,
      workplaceId: first?.workplaceId ?? null,
      machineId: events.find((e) => e.machineId != null)?.machineId ?? null,
      customerId: booking.customerId ?? null,
      date: first ? localDate(first.start, timezone) : null,
      time: first ? formatTime(first.start, timezone) : null,
      comment: booking.comment,
      privateComment: booking.privateComment,
    };
    void navigate(`?${flowQuery(state, { id: String(booking.id) })}`, { replace: true });
  }, [hydrate, booking, timezone, navigate]);

  const title = t('flow.editTitle');
  const frame = (content: ReactNode) => (
    <StaffPage>
      <PageHeader title={title} />
      {content}
    </StaffPage>
  );
  if (!valid) return frame(<EmptyState message={t('flow.notFound')} />);
  if ((loading && !data) || setup.loading) return <PageLoader />;
  if (error && !data) return frame(<ErrorState error={error} onRetry={() => void refetch()} />);
  if (!booking) return frame(<EmptyState message={t('flow.notFound')} />);
  if (booking.status !== 'OPEN') return frame(<EmptyState message={t('flow.notOpen')} />);
  if (!params.get('step')) return <PageLoader />;
  return <BookingFlow bookingId={booking.id} ownEventIds={booking.events.map((e) => e.id)} />;
}

interface BookingFlowProps {
  bookingId: number | null;
  /** Editing: the booking's own events do not take its slots away. */
  ownEventIds?: number[];
}

function BookingFlow({ bookingId, ownEventIds }: BookingFlowProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? 0;
  const extra = useMemo(() => (bookingId ? { id: String(bookingId) } : undefined), [bookingId]);
  const raw = useMemo(() => parseFlow(params), [params]);
  const state = useMemo(() => clampStep(raw), [raw]);

  const setup = useQuery(STAFF_BOOKING_SETUP_QUERY, { variables: { vendorId } });
  const vendor = setup.data?.vendor ?? null;
  const timezone = vendor?.timezone ?? 'Europe/Zurich';
  const locations = setup.data?.locationsAll ?? [];
  const employees = setup.data?.employeesAll ?? [];

  // One location only: it is chosen for the user.
  const locationId = state.locationId ?? (locations.length === 1 ? locations[0]!.id : null);
  const place = useQuery(STAFF_BOOKING_LOCATION_QUERY, {
    variables: { locationId: locationId ?? 0 },
    skip: locationId === null,
  });
  const services = place.data?.servicesAll ?? [];
  const chosenServices = useMemo(
    () =>
      state.serviceIds
        .map((id) => place.data?.servicesAll.find((s) => s.id === id))
        .filter((s): s is NonNullable<typeof s> => !!s),
    [state.serviceIds, place.data],
  );

  // Accepted conditions and a lost race belong to the step they were given on (spec §2: going back clears them).
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [conflict, setConflict] = useState<{ message: string; details: string[] } | null>(null);
  const [removedCount, setRemovedCount] = useState(0);
  const lastStep = useRef(state.step);
  useEffect(() => {
    if (lastStep.current !== state.step) {
      lastStep.current = state.step;
      setAccepted(new Set());
      if (state.step !== 4) setConflict(null);
      if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    }
  }, [state.step]);

  // Comments are kept while typing and travel with every step change (and to the URL when a field is left).
  const [comments, setComments] = useState({ comment: state.comment, privateComment: state.privateComment });
  const go = (next: FlowState, replace = false) => {
    void navigate(`?${flowQuery({ ...next, ...comments }, extra)}`, { replace });
  };
  const update = (patch: Partial<FlowState>) => go({ ...state, locationId, ...patch }, true);
  const goStep = (step: FlowStep) => go({ ...state, locationId, step });

  const myEmployee = employees.find((e) => e.id === claims?.employeeId);
  const mayBookOutside = roleOf(claims) >= ROLES.admin || !!myEmployee?.canCreateBookingsOutOfTimetables;

  // Step 4: availability, two months at a time (spec §9).
  const today = todayIn(timezone);
  const [month, setMonth] = useState(() => startOfMonth(state.date ?? today, timezone));
  const windowStart = latestDate(startOfMonth(month, timezone), today);
  const windowEnd = addDays(addMonths(startOfMonth(month, timezone), 2, timezone), -1, timezone);
  const availabilityBase = {
    vendorId,
    locationId: locationId ?? 0,
    services: state.serviceIds.map((id) => ({ id })),
    employeeId: state.employeeId ?? undefined,
    customerId: state.customerId ?? undefined,
    excludeEventIds: ownEventIds,
  };
  const atStep4 = state.step === 4 && !!vendor && locationId !== null && state.serviceIds.length > 0;
  const dates = useQuery(STAFF_AVAILABLE_DATES_QUERY, {
    variables: { input: { ...availabilityBase, dateFrom: windowStart, dateTo: windowEnd } },
    skip: !atStep4 || windowEnd < today,
    fetchPolicy: 'cache-and-network',
  });
  const slotCounts = useMemo(
    () => new Map((dates.data?.availableDates ?? []).map((d) => [d.date, d.slotCount] as const)),
    [dates.data],
  );
  const slots = useQuery(STAFF_AVAILABLE_SLOTS_QUERY, {
    variables: { input: { ...availabilityBase, date: state.date ?? today } },
    skip: !atStep4 || !state.date,
    fetchPolicy: 'network-only',
  });
  const uniqueSlots = useMemo(() => {
    const byTime = new Map<string, NonNullable<typeof slots.data>['availableSlots'][number]>();
    for (const s of slots.data?.availableSlots ?? []) if (!byTime.has(s.time)) byTime.set(s.time, s);
    return [...byTime.values()];
  }, [slots.data]);
  const chosenSlot = !state.manual && state.time ? uniqueSlots.find((s) => s.time === state.time) : undefined;

  const [notifyEmail, setNotifyEmail] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createBooking] = useMutation(STAFF_CREATE_BOOKING_MUTATION);
  const [updateBooking] = useMutation(STAFF_UPDATE_BOOKING_MUTATION);

  const machines = place.data?.machinesAll ?? [];
  const chosenMachine = machines.find((m) => m.id === state.machineId);
  const chosenResources: ChosenResources = (serviceId) => {
    const service = services.find((s) => s.id === serviceId);
    const workplaceFits = !!service?.workplaces.some((w) => w.workplaceId === state.workplaceId);
    const machineFits = !!chosenMachine && !!service?.machineModelIds.includes(chosenMachine.machineModelId);
    return { workplaceId: workplaceFits ? state.workplaceId : null, machineId: machineFits ? state.machineId : null };
  };

  const plannedEvents = () => {
    if (state.manual && state.time && state.date && state.employeeId) {
      const [h, m] = state.time.split(':').map(Number);
      return manualEvents(
        zonedInstant(state.date, h!, m!, timezone),
        chosenServices,
        state.employeeId,
        chosenResources,
      );
    }
    return chosenSlot ? slotEvents(chosenSlot, chosenResources) : null;
  };

  const slotTaken = (count: number, details: string[] = []) => {
    // Back to the slot choice of the same day, with fresh availability.
    setConflict({ message: t('flow.conflict', { count }), details });
    setAccepted(new Set());
    update({ time: null, manual: false });
    void slots.refetch();
    void dates.refetch();
  };

  const save = async () => {
    const events = plannedEvents();
    if (!events || locationId === null || !vendor) return;
    setFailure(null);
    setConflict(null);
    setBusy(true);
    try {
      // Spec §5: verified with the server before saving; saving checks again in its transaction.
      const verification = await client.query({
        query: STAFF_VERIFY_BOOKING_QUERY,
        variables: {
          input: { vendorId, locationId, customerId: state.customerId, bookingId, events },
        },
        fetchPolicy: 'network-only',
      });
      const verdict = verification.data?.verifyBooking;
      if (verdict && !verdict.available) {
        slotTaken(
          events.length,
          verdict.conflicts.flatMap((c) => c.messages),
        );
        return;
      }
      const comment = comments.comment.trim();
      const privateComment = comments.privateComment.trim();
      const result = bookingId
        ? (
            await updateBooking({
              variables: { id: bookingId, input: { events, comment, privateComment, email: notifyEmail } },
            })
          ).data?.updateBooking
        : (
            await createBooking({
              variables: {
                input: {
                  vendorId,
                  locationId,
                  customerId: state.customerId,
                  events,
                  comment,
                  privateComment,
                  legalConditions: (vendor.legalConditions ?? []).map((c) => ({
                    id: c.id,
                    accepted: accepted.has(c.id),
                  })),
                },
              },
            })
          ).data?.createBooking;
      if (result?.__typename === 'Booking') {
        await client.refetchQueries({ include: ['AgendaEvents'] }).catch(() => undefined);
        void navigate(bookingConfirmationUrl(result.id));
        return;
      }
      if (result?.__typename === 'ConflictError') {
        slotTaken(events.length);
        return;
      }
      const message = result?.message || t('flow.failed');
      setFailure(message);
      pushAlert({ key: 'booking', type: 'danger', message });
    } catch (error) {
      const message = (error as Error).message || t('flow.failed');
      setFailure(message);
      pushAlert({ key: 'booking', type: 'danger', message });
    } finally {
      setBusy(false);
    }
  };

  // Spec §2: with workplaces enabled, services not offered at the new location are removed.
  const changePlace = async (next: number) => {
    const offered = await client
      .query({ query: STAFF_BOOKING_LOCATION_QUERY, variables: { locationId: next } })
      .then((r) => r.data?.servicesAll.map((s) => s.id) ?? [])
      .catch(() => state.serviceIds);
    const changed = changeLocation({ ...state, locationId }, next, offered, !!vendor?.workplacesEnabled);
    setRemovedCount(state.serviceIds.length - changed.serviceIds.length);
    go(changed, true);
  };

  const title = bookingId ? t('flow.editTitle') : t('flow.addTitle');
  if (setup.loading && !setup.data) return <PageLoader />;
  if (setup.error && !setup.data) {
    return (
      <StaffPage>
        <PageHeader title={title} />
        <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />
      </StaffPage>
    );
  }

  const reachable = reachableStep({ ...state, locationId });
  const totalDuration = chosenServices.reduce((sum, s) => sum + s.duration, 0);
  const totalPrice = chosenServices.reduce((sum, s) => sum + (s.price ?? 0), 0);
  const requiredAccepted = (vendor?.legalConditions ?? []).filter((c) => c.required).every((c) => accepted.has(c.id));
  const canSave = !!plannedEvents() && requiredAccepted && !busy;

  const nav = (canContinue: boolean, hint?: string) => (
    <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      {state.step > 1 ? (
        <Button variant="text" onClick={() => goStep(previousStep(state.step))} data-testid="flow-back">
          {t('flow.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {!canContinue && hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {state.step < 4 ? (
        <Button
          variant="primary"
          disabled={!canContinue}
          onClick={() => goStep(nextStep(state.step))}
          data-testid="flow-continue"
        >
          {t('flow.continue')}
        </Button>
      ) : null}
    </Box>
  );

  return (
    <StaffPage>
      <PageHeader title={title} />
      <FlowStepper step={state.step} reachable={reachable} onGo={goStep} />
      {chosenServices.length > 0 && state.step > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="flow-summary-services">
          {chosenServices.map((s) => (
            <Chip key={s.id} label={`${s.name} · ${formatDuration(s.duration)}`} />
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('flow.total', { duration: formatDuration(totalDuration), price: formatCurrency(totalPrice) })}
          </Typography>
        </Box>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {state.step === 1 ? (
          <PlaceStep
            locations={locations}
            locationId={locationId}
            onLocation={(next) => void changePlace(next)}
            removedCount={removedCount}
            services={services}
            servicesLoading={place.loading && !place.data}
            servicesLoaded={!!place.data}
            servicesError={place.data ? null : place.error}
            onRetry={() => void place.refetch()}
            selected={state.serviceIds}
            onToggle={(id) => update(toggleService({ ...state, locationId }, id))}
            nav={nav(locationId !== null && state.serviceIds.length > 0, t('flow.chooseServices'))}
          />
        ) : null}

        {state.step === 2 ? (
          <ResourcesStep
            state={state}
            chosenServices={chosenServices}
            employees={employees}
            workplaces={vendor?.workplacesEnabled ? (place.data?.workplacesAll ?? []) : null}
            machines={vendor?.machinesEnabled ? machines : null}
            onChange={(patch) => update({ ...patch, time: null, manual: false })}
            nav={nav(true)}
          />
        ) : null}

        {state.step === 3 ? (
          <Box component="section" aria-label={t('flow.steps.customer')}>
            <CustomerStep customerId={state.customerId} onChoose={(customerId) => update({ customerId })} />
            <Stack spacing={2} sx={{ mt: 3 }}>
              <CommentField
                label={t('flow.comment')}
                value={comments.comment}
                onChange={(comment) => setComments({ ...comments, comment })}
                onLeave={() => update({})}
                testId="flow-comment"
              />
              <CommentField
                label={t('flow.privateComment')}
                value={comments.privateComment}
                onChange={(privateComment) => setComments({ ...comments, privateComment })}
                onLeave={() => update({})}
                testId="flow-private-comment"
              />
            </Stack>
            {nav(state.customerId !== null, t('flow.chooseCustomer'))}
          </Box>
        ) : null}

        {state.step === 4 ? (
          <Box component="section" aria-label={t('flow.steps.dateTime')}>
            <BookingConflict conflict={conflict} />
            <DateTimeStep
              timezone={timezone}
              language={language}
              today={today}
              month={month}
              onMonth={setMonth}
              slotCounts={slotCounts}
              dates={{
                loading: dates.loading,
                error: dates.error,
                loaded: !!dates.data,
                onRetry: () => void dates.refetch(),
              }}
              date={state.date}
              onDate={(date) => {
                setConflict(null);
                update({ date, time: null, manual: false });
              }}
              slots={{
                loading: slots.loading,
                error: slots.error,
                loaded: !!slots.data,
                onRetry: () => void slots.refetch(),
              }}
              times={uniqueSlots.map((slot) => slot.time)}
              slotTime={state.manual ? null : state.time}
              onSlot={(time) => {
                setConflict(null);
                update({ time, manual: false });
              }}
              mayBookOutside={mayBookOutside}
              employeeChosen={!!state.employeeId}
              initialManualTime={state.manual && state.time ? state.time : ''}
              onManualTime={(time) => {
                setConflict(null);
                update({ time, manual: true });
              }}
            />
            <BookingVerification
              when={
                state.date && state.time && (state.manual || chosenSlot)
                  ? t('flow.summaryWhen', { date: formatLongDate(state.date, language, timezone), time: state.time })
                  : null
              }
              conditions={vendor?.legalConditions ?? []}
              accepted={accepted}
              onAccepted={setAccepted}
              notifyEmail={bookingId ? notifyEmail : null}
              onNotifyEmail={setNotifyEmail}
              failure={failure}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="text" onClick={() => goStep(3)} data-testid="flow-back">
                {t('flow.back')}
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button variant="primary" disabled={!canSave} onClick={() => void save()} data-testid="flow-save">
                {busy ? t('flow.saving') : bookingId ? t('flow.saveEdit') : t('flow.save')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Paper>
    </StaffPage>
  );
}

interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onLeave: () => void;
  testId: string;
}

function CommentField(props: CommentFieldProps) {
  return (
    <TextField
      multiline
      minRows={2}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onLeave}
      slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': props.testId } }}
    />
  );
}
