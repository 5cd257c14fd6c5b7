import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { addDays, addMonths, latestDate, startOfMonth, today as todayIn } from '../../../../lib/calendar.ts';
import { type SlotFields, slotsOf } from '../../../../domain/slotFields.ts';
import type { FlowState } from '../../flowState.ts';
import { STAFF_AVAILABLE_DATES_QUERY, STAFF_AVAILABLE_SLOTS_QUERY } from '../../operations.ts';

/**
 * What step 4 keeps while the user visits the other steps: the month shown, the e-mail choice and the
 * last failure (a lost race, kept by the step itself, is cleared on leaving it: spec §2).
 */
export function useDateStepMemory(date: string | null, timezone: string) {
  const [month, setMonth] = useState(() => startOfMonth(date ?? todayIn(timezone), timezone));
  const [notifyEmail, setNotifyEmail] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  return { month, setMonth, notifyEmail, setNotifyEmail, failure, setFailure };
}

export type DateStepMemory = ReturnType<typeof useDateStepMemory>;

interface AvailabilityInput {
  vendorId: number;
  /** The vendor's setup is there (its time zone and rules). */
  enabled: boolean;
  locationId: number | null;
  timezone: string;
  month: string;
  state: FlowState;
  ownEventIds?: number[];
}

/** Step 4: availability, two months at a time (spec §9), and the free times of the chosen day. */
export function useFlowAvailability(input: AvailabilityInput) {
  const { vendorId, enabled, locationId, timezone, month, state, ownEventIds } = input;
  const today = todayIn(timezone);
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
  const ready = enabled && locationId !== null && state.serviceIds.length > 0;
  const dates = useQuery(STAFF_AVAILABLE_DATES_QUERY, {
    variables: { input: { ...availabilityBase, dateFrom: windowStart, dateTo: windowEnd } },
    skip: !ready || windowEnd < today,
    fetchPolicy: 'cache-and-network',
  });
  const slotCounts = useMemo(
    () => new Map((dates.data?.availableDates ?? []).map((d) => [d.date, d.slotCount] as const)),
    [dates.data],
  );
  const slots = useQuery(STAFF_AVAILABLE_SLOTS_QUERY, {
    variables: { input: { ...availabilityBase, date: state.date ?? today } },
    skip: !ready || !state.date,
    fetchPolicy: 'network-only',
  });
  const uniqueSlots = useMemo(() => {
    const byTime = new Map<string, SlotFields>();
    for (const s of slotsOf(slots.data?.availableSlots)) if (!byTime.has(s.time)) byTime.set(s.time, s);
    return [...byTime.values()];
  }, [slots.data]);
  const recommendedTimes = useMemo(
    () => new Set(uniqueSlots.filter((s) => s.recommended).map((s) => s.time)),
    [uniqueSlots],
  );
  const chosenSlot = !state.manual && state.time ? uniqueSlots.find((s) => s.time === state.time) : undefined;
  return { today, dates, slotCounts, slots, uniqueSlots, recommendedTimes, chosenSlot };
}

export type FlowAvailability = ReturnType<typeof useFlowAvailability>;
