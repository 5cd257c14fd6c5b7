import { knownDurations, parseActualDuration } from '@salon/shared/actual-durations';
import { useMemo, useState } from 'react';
import type { CheckoutBooking } from './useCheckoutLines.ts';

/** Spec §5: what each service really took, recorded on closing (its blocks' length unless typed). */
export function useActualDurations(booking: CheckoutBooking) {
  const services = useMemo(() => serviceDurations(booking.events), [booking.events]);
  const [durations, setDurations] = useState<Record<number, string>>(() =>
    Object.fromEntries(services.map((s) => [s.serviceId, String(s.minutes)])),
  );
  /** Each service with its typed minutes (null when not whole minutes from 5 to 720). */
  const actual = () =>
    services.map((s) => ({ serviceId: s.serviceId, minutes: parseActualDuration(durations[s.serviceId]) }));
  return { services, durations, setDurations, actual };
}

export type ActualDurationsState = ReturnType<typeof useActualDurations>;

/**
 * The services of a booking with the minutes each took so far (`knownDurations` of @salon/shared: the
 * recorded effective duration, a resize in the calendar, else the span of the service's blocks).
 */
export function serviceDurations(
  events: readonly {
    start: string;
    end: string;
    effectiveDuration?: number | null;
    service?: { id: number; name: string; duration: number } | null;
  }[],
): { serviceId: number; name: string; planned: number; minutes: number }[] {
  const services = new Map<number, { name: string; planned: number }>();
  for (const e of events)
    if (e.service) services.set(e.service.id, { name: e.service.name, planned: e.service.duration });
  const minutes = knownDurations(
    events.map((e) => ({
      serviceId: e.service?.id,
      start: Date.parse(e.start),
      end: Date.parse(e.end),
      effectiveDuration: e.effectiveDuration,
    })),
  );
  return [...minutes].map(([serviceId, taken]) => ({
    serviceId,
    name: services.get(serviceId)?.name ?? '',
    planned: services.get(serviceId)?.planned ?? 0,
    minutes: taken,
  }));
}
