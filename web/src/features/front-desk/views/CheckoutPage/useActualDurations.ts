import { useMemo, useState } from 'react';
import type { CheckoutBooking } from './useCheckoutLines.ts';

/** Spec §5: what each service really took, recorded on closing (its blocks' length unless typed). */
export function useActualDurations(booking: CheckoutBooking) {
  const services = useMemo(() => serviceDurations(booking.events), [booking.events]);
  const [durations, setDurations] = useState<Record<number, string>>(() =>
    Object.fromEntries(services.map((s) => [s.serviceId, String(s.minutes)])),
  );
  /** Each service with its typed minutes (null when not whole minutes from 5 to 720). */
  const actual = () => services.map((s) => ({ serviceId: s.serviceId, minutes: parseMinutes(durations[s.serviceId]) }));
  return { services, durations, setDurations, actual };
}

export type ActualDurationsState = ReturnType<typeof useActualDurations>;

/** Whole minutes from 5 to 720, else null. */
export function parseMinutes(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 5 && n <= 720 ? n : null;
}

/**
 * The services of a booking with the minutes each took so far: the recorded effective duration (a
 * resize in the calendar), else the span of the service's blocks.
 */
export function serviceDurations(
  events: readonly {
    start: string;
    end: string;
    effectiveDuration?: number | null;
    service?: { id: number; name: string; duration: number } | null;
  }[],
): { serviceId: number; name: string; planned: number; minutes: number }[] {
  const out = new Map<
    number,
    { serviceId: number; name: string; planned: number; first: number; last: number; known: number | null }
  >();
  for (const e of events) {
    if (!e.service) continue;
    const seen = out.get(e.service.id);
    out.set(e.service.id, {
      serviceId: e.service.id,
      name: e.service.name,
      planned: e.service.duration,
      first: Math.min(seen?.first ?? Number.POSITIVE_INFINITY, Date.parse(e.start)),
      last: Math.max(seen?.last ?? 0, Date.parse(e.end)),
      known: seen?.known ?? e.effectiveDuration ?? null,
    });
  }
  return [...out.values()].map((s) => ({
    serviceId: s.serviceId,
    name: s.name,
    planned: s.planned,
    minutes: s.known ?? Math.round((s.last - s.first) / 60_000),
  }));
}
