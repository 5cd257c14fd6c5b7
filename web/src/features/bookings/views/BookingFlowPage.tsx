import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
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
import { Notice } from '../../../components/Notice.tsx';
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
  isSameMonth,
  latestDate,
  localDate,
  startOfMonth,
  today as todayIn,
  zonedInstant,
} from '../../../lib/format.ts';
import { MonthCalendar } from '../../booking/components/MonthCalendar.tsx';
import { FlowStepper } from '../components/FlowStepper.tsx';
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

  const [manualTime, setManualTime] = useState(state.manual && state.time ? state.time : '');
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
          <Box component="section" aria-label={t('flow.steps.place')}>
            <TextField
              select
              fullWidth
              label={t('flow.location')}
              value={locationId ?? ''}
              onChange={async (e) => {
                const next = Number(e.target.value);
                // Spec §2: with workplaces enabled, services not offered at the new location are removed.
                const offered = await client
                  .query({ query: STAFF_BOOKING_LOCATION_QUERY, variables: { locationId: next } })
                  .then((r) => r.data?.servicesAll.map((s) => s.id) ?? [])
                  .catch(() => state.serviceIds);
                const changed = changeLocation({ ...state, locationId }, next, offered, !!vendor?.workplacesEnabled);
                setRemovedCount(state.serviceIds.length - changed.serviceIds.length);
                go(changed, true);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'flow-location' } }}
              sx={{ mb: 2 }}
            >
              {locations.map((l) => (
                <MenuItem key={l.id} value={l.id} data-testid={`flow-location-${l.id}`}>
                  {l.open ? l.name : t('flow.locationClosed', { name: l.name })}
                </MenuItem>
              ))}
            </TextField>
            {removedCount > 0 ? (
              <Notice tone="info" data-testid="services-removed">
                {t('flow.servicesRemoved', { count: removedCount })}
              </Notice>
            ) : null}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('flow.services')}
            </Typography>
            {place.loading && !place.data ? <LinearProgress /> : null}
            {place.error && !place.data ? (
              <ErrorState error={place.error} onRetry={() => void place.refetch()} />
            ) : null}
            {place.data && services.length === 0 ? <EmptyState message={t('flow.servicesEmpty')} /> : null}
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
              role="group"
              aria-label={t('flow.services')}
            >
              {services.map((s) => {
                const selected = state.serviceIds.includes(s.id);
                return (
                  <Button
                    key={s.id}
                    variant={selected ? 'primary' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => update(toggleService({ ...state, locationId }, s.id))}
                    data-testid={`flow-service-${s.id}`}
                    sx={{ justifyContent: 'space-between', textAlign: 'left', gap: 1 }}
                  >
                    <span>{s.name}</span>
                    <span>
                      {formatDuration(s.duration)}
                      {s.price != null ? ` · ${formatCurrency(s.price)}` : ''}
                    </span>
                  </Button>
                );
              })}
            </Box>
            {nav(locationId !== null && state.serviceIds.length > 0, t('flow.chooseServices'))}
          </Box>
        ) : null}

        {state.step === 2 ? (
          <Box component="section" aria-label={t('flow.steps.resources')}>
            <Stack spacing={2}>
              <TextField
                select
                label={t('flow.employee')}
                value={state.employeeId ?? 0}
                onChange={(e) => update({ employeeId: Number(e.target.value) || null, time: null, manual: false })}
                slotProps={{ htmlInput: { 'data-testid': 'flow-employee' } }}
              >
                <MenuItem value={0}>{t('flow.anyEmployee')}</MenuItem>
                {employees.map((e) => {
                  const offers = chosenServices.every((s) => s.employeeIds.includes(e.id));
                  return (
                    <MenuItem key={e.id} value={e.id} disabled={!offers} data-testid={`flow-employee-${e.id}`}>
                      {offers ? e.name : `${e.name} — ${t('flow.offersNone')}`}
                    </MenuItem>
                  );
                })}
              </TextField>
              {vendor?.workplacesEnabled ? (
                <TextField
                  select
                  label={t('flow.workplace')}
                  value={state.workplaceId ?? 0}
                  onChange={(e) => update({ workplaceId: Number(e.target.value) || null, time: null, manual: false })}
                  slotProps={{ htmlInput: { 'data-testid': 'flow-workplace' } }}
                >
                  <MenuItem value={0}>{t('flow.any')}</MenuItem>
                  {(place.data?.workplacesAll ?? [])
                    // Only workplaces where at least one chosen service is done.
                    .filter((w) => chosenServices.some((s) => s.workplaces.some((sw) => sw.workplaceId === w.id)))
                    .map((w) => (
                      <MenuItem key={w.id} value={w.id}>
                        {w.name}
                      </MenuItem>
                    ))}
                </TextField>
              ) : null}
              {vendor?.machinesEnabled ? (
                chosenServices.some((s) => s.machineModelIds.length > 0) ? (
                  <TextField
                    select
                    label={t('flow.machine')}
                    value={state.machineId ?? 0}
                    onChange={(e) => update({ machineId: Number(e.target.value) || null, time: null, manual: false })}
                  >
                    <MenuItem value={0}>{t('flow.any')}</MenuItem>
                    {machines
                      .filter((m) => chosenServices.some((s) => s.machineModelIds.includes(m.machineModelId)))
                      .map((m) => (
                        <MenuItem key={m.id} value={m.id}>
                          {m.name}
                        </MenuItem>
                      ))}
                  </TextField>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('flow.noMachineNeeded')}
                  </Typography>
                )
              ) : null}
            </Stack>
            {nav(true)}
          </Box>
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
            {conflict ? (
              <Notice tone="warning" data-testid="booking-conflict">
                {conflict.message}
                {conflict.details.length ? (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {[...new Set(conflict.details)].map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </Box>
                ) : null}
              </Notice>
            ) : null}
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
            >
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('flow.date')}
                </Typography>
                {dates.error && !dates.data ? (
                  <ErrorState error={dates.error} onRetry={() => void dates.refetch()} />
                ) : null}
                <MonthCalendar
                  month={month}
                  timezone={timezone}
                  slotCounts={slotCounts}
                  selected={state.date}
                  today={today}
                  loading={dates.loading}
                  canGoBack={month > startOfMonth(today, timezone)}
                  canGoForward
                  onPrevious={() => setMonth(addMonths(month, -1, timezone))}
                  onNext={() => setMonth(addMonths(month, 1, timezone))}
                  onSelect={(date) => {
                    setConflict(null);
                    update({ date, time: null, manual: false });
                    if (!isSameMonth(date, month)) setMonth(startOfMonth(date, timezone));
                  }}
                />
              </Box>
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {state.date
                    ? t('flow.time', { date: formatLongDate(state.date, language, timezone) })
                    : t('flow.date')}
                </Typography>
                {!state.date ? <EmptyState message={t('flow.pickDate')} /> : null}
                {state.date && slots.loading && !slots.data ? <LinearProgress /> : null}
                {state.date && slots.error && !slots.data ? (
                  <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />
                ) : null}
                {state.date && slots.data && uniqueSlots.length === 0 ? (
                  <Typography color="text.secondary" data-testid="no-slots">
                    {t('flow.noSlots')}
                  </Typography>
                ) : null}
                {state.date && uniqueSlots.length > 0 ? (
                  <Box
                    role="group"
                    sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}
                  >
                    {uniqueSlots.map((slot) => (
                      <Button
                        key={slot.time}
                        size="sm"
                        variant={!state.manual && slot.time === state.time ? 'primary' : 'outlined'}
                        aria-pressed={!state.manual && slot.time === state.time}
                        onClick={() => {
                          setConflict(null);
                          update({ time: slot.time, manual: false });
                        }}
                        data-testid={`slot-${slot.time}`}
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {slot.time}
                      </Button>
                    ))}
                  </Box>
                ) : null}
                {state.date ? (
                  <Box sx={{ mt: 2 }}>
                    {mayBookOutside ? (
                      <>
                        <Notice tone="info" data-testid="outside-allowed">
                          {state.employeeId ? t('flow.outside.allowed') : t('flow.outside.needsEmployee')}
                        </Notice>
                        {state.employeeId ? (
                          <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <TextField
                              type="time"
                              size="small"
                              label={t('flow.outside.label')}
                              value={manualTime}
                              onChange={(e) => setManualTime(e.target.value)}
                              slotProps={{
                                inputLabel: { shrink: true },
                                htmlInput: { step: 300, 'data-testid': 'manual-time' },
                              }}
                            />
                            <Button
                              variant="outlined"
                              size="sm"
                              disabled={!/^\d{2}:\d{2}$/.test(manualTime)}
                              onClick={() => {
                                setConflict(null);
                                update({ time: manualTime, manual: true });
                              }}
                              data-testid="use-manual-time"
                            >
                              {t('flow.outside.use')}
                            </Button>
                          </Box>
                        ) : null}
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('flow.outside.notAllowed')}
                      </Typography>
                    )}
                  </Box>
                ) : null}
              </Box>
            </Box>

            <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="flow-verification">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {t('flow.summary')}
              </Typography>
              <Typography data-testid="flow-chosen-time">
                {state.date && state.time && (state.manual || chosenSlot)
                  ? t('flow.summaryWhen', { date: formatLongDate(state.date, language, timezone), time: state.time })
                  : t('flow.noTimeYet')}
              </Typography>
              {(vendor?.legalConditions ?? []).length > 0 ? (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('flow.conditions')}
                  </Typography>
                  {(vendor?.legalConditions ?? []).map((c) => (
                    <FormControlLabel
                      key={c.id}
                      sx={{ display: 'flex' }}
                      control={
                        <Checkbox
                          checked={accepted.has(c.id)}
                          onChange={(e) => {
                            const next = new Set(accepted);
                            if (e.target.checked) next.add(c.id);
                            else next.delete(c.id);
                            setAccepted(next);
                          }}
                          slotProps={{ input: { 'data-testid': `condition-${c.id}` } as object }}
                        />
                      }
                      label={c.required ? `${c.title} *` : c.title}
                    />
                  ))}
                  {!requiredAccepted ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('flow.conditionsRequired')}
                    </Typography>
                  ) : null}
                </Box>
              ) : null}
              {bookingId ? (
                <FormControlLabel
                  control={<Checkbox checked={notifyEmail} onChange={(e) => setNotifyEmail(e.target.checked)} />}
                  label={t('flow.notifyEmail')}
                />
              ) : null}
              {failure ? (
                <Box role="alert" sx={{ color: 'error.main', mt: 1 }}>
                  {failure}
                </Box>
              ) : null}
            </Box>
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
