import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pushAlert } from '../../../../lib/alerts.ts';
import { ROLES, claimsAtom, roleOf } from '../../../../lib/auth.ts';
import {
  addDays,
  addMonths,
  latestDate,
  startOfMonth,
  today as todayIn,
  zonedInstant,
} from '../../../../lib/format.ts';
import {
  type ChosenResources,
  type FlowState,
  type FlowStep,
  changeLocation,
  clampStep,
  flowQuery,
  manualEvents,
  parseFlow,
  slotEvents,
} from '../../flowState.ts';
import {
  CUSTOMER_SERVICE_DURATIONS_QUERY,
  STAFF_AVAILABLE_DATES_QUERY,
  STAFF_AVAILABLE_SLOTS_QUERY,
  STAFF_BOOKING_LOCATION_QUERY,
  STAFF_BOOKING_SETUP_QUERY,
  STAFF_HOME_LOCATION_QUERY,
  STAFF_CREATE_BOOKING_MUTATION,
  STAFF_UPDATE_BOOKING_MUTATION,
  STAFF_VERIFY_BOOKING_QUERY,
} from '../../operations.ts';
import { type SlotFields, slotsOf } from '../../../../lib/slotFields.ts';
import { bookingConfirmationUrl } from '../../urls.ts';

export interface BookingFlowProps {
  bookingId: number | null;
  /** Editing: the booking's own events do not take its slots away. */
  ownEventIds?: number[];
  /** Editing: the booking's private comment (never read from or written to the URL). */
  initialPrivateComment?: string;
}

/**
 * The state of the staff booking flow: the URL's step state, the setup and place queries, availability
 * two months at a time, the comments, and the save that verifies then creates or moves the booking.
 */
export function useBookingFlow({ bookingId, ownEventIds, initialPrivateComment = '' }: BookingFlowProps) {
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

  // A new booking starts where the user works (one location only: that one).
  const home = useQuery(STAFF_HOME_LOCATION_QUERY, {
    variables: { employeeId: claims?.employeeId ?? 0 },
    skip: !claims?.employeeId || bookingId !== null || state.locationId !== null,
  });
  const homeLocationId = home.data?.employee?.homeLocationId ?? null;
  const defaultLocation =
    locations.length === 1 ? locations[0]!.id : (locations.find((l) => l.id === homeLocationId && l.open)?.id ?? null);
  const locationId = state.locationId ?? defaultLocation;
  const place = useQuery(STAFF_BOOKING_LOCATION_QUERY, {
    variables: { locationId: locationId ?? 0 },
    skip: locationId === null,
  });
  const services = place.data?.servicesAll ?? [];
  // Spec §5: for a known customer, each service's calculated duration (the median of what it took
  // before) is the default; the server uses it for the free times and the booking, the flow shows it.
  const usual = useQuery(CUSTOMER_SERVICE_DURATIONS_QUERY, {
    variables: { customerId: state.customerId ?? 0, serviceIds: state.serviceIds },
    skip: state.customerId === null || state.serviceIds.length === 0,
  });
  const usualDurations = useMemo(
    () =>
      (usual.data?.customerServiceDurations ?? []).filter(
        (d): d is typeof d & { calculatedDuration: number } => d.calculatedDuration != null,
      ),
    [usual.data],
  );
  const chosenServices = useMemo(
    () =>
      state.serviceIds
        .map((id) => place.data?.servicesAll.find((s) => s.id === id))
        .filter((s): s is NonNullable<typeof s> => !!s)
        .map((s) => {
          const known = usualDurations.find((d) => d.serviceId === s.id);
          return known ? { ...s, duration: known.calculatedDuration, standardDuration: s.duration } : s;
        }),
    [state.serviceIds, place.data, usualDurations],
  );

  // A lost race belongs to the step it happened on (spec §2: going back clears it).
  const [conflict, setConflict] = useState<{ message: string; details: string[] } | null>(null);
  const [removedCount, setRemovedCount] = useState(0);
  const lastStep = useRef(state.step);
  useEffect(() => {
    if (lastStep.current !== state.step) {
      lastStep.current = state.step;
      if (state.step !== 4) setConflict(null);
      if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    }
  }, [state.step]);

  // Comments are kept while typing and travel with every step change; the public one also goes to the
  // URL when its field is left, the private one stays in the page.
  const [comments, setComments] = useState({ comment: state.comment, privateComment: initialPrivateComment });
  const go = (next: FlowState, replace = false) => {
    void navigate(`?${flowQuery({ ...next, comment: comments.comment }, extra)}`, { replace });
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
    const byTime = new Map<string, SlotFields>();
    for (const s of slotsOf(slots.data?.availableSlots)) if (!byTime.has(s.time)) byTime.set(s.time, s);
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

  return {
    t,
    language,
    state,
    setup,
    vendor,
    timezone,
    locations,
    employees,
    locationId,
    place,
    services,
    chosenServices,
    usualDurations,
    conflict,
    setConflict,
    removedCount,
    comments,
    setComments,
    update,
    goStep,
    mayBookOutside,
    today,
    month,
    setMonth,
    dates,
    slotCounts,
    slots,
    uniqueSlots,
    chosenSlot,
    notifyEmail,
    setNotifyEmail,
    busy,
    failure,
    machines,
    plannedEvents,
    save,
    changePlace,
  };
}
