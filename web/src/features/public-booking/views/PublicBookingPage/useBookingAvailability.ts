import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  isSameMonth,
  latestDate,
  startOfMonth,
  today as todayIn,
} from '../../../../lib/calendar.ts';
import { slotsOf } from '../../../../domain/slotFields.ts';
import { useGraphQLQuery as useQuery } from '../../../../lib/useGraphQL.ts';
import { type BookingState, windowStartOffset } from '../../../../domain/bookingState.ts';
import { useAvailabilityLive } from '../../hooks/useAvailabilityLive.ts';
import { AVAILABLE_DATES_QUERY, AVAILABLE_SLOTS_QUERY } from '../../operations.ts';
import type { BookingDispatch, BookingLocation } from './useBookingLocation.ts';

/** The chosen services, the free days of the months shown and the free times of the chosen day, live. */
export function useBookingAvailability(
  ready: boolean,
  location: BookingLocation | null,
  state: BookingState,
  dispatch: BookingDispatch,
  timezone: string,
) {
  const { t } = useTranslation('publicBooking');
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

  return { services, today, month, datesQuery, slotCounts, slotsQuery };
}

export type BookingAvailability = ReturnType<typeof useBookingAvailability>;
