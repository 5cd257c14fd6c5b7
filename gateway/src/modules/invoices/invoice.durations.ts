// Spec §5 effective durations recorded when a booking is closed as executed.
import type { VendorDb } from '../../db/scoped.ts';
import { type FieldErrors, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { m } from './invoice.messages.ts';

/** Bounds of an actual duration typed at checkout, in minutes. */
export const ACTUAL_DURATION = { min: 5, max: 720 } as const;

/**
 * Spec §5: closing a booking as executed records what happened, the effective duration of each of
 * its services: the minutes staff typed, else the duration already known (a resize in the
 * calendar), else the span of the service's blocks. Every part of a service carries it.
 */
export async function recordEffectiveDurations(
  tx: VendorDb,
  lang: Lang,
  events: readonly { serviceId: number | null; start: Date; end: Date; effectiveDuration: number | null }[],
  bookingId: number,
  typed: readonly { serviceId: number; minutes: number }[],
) {
  const services = new Map<number, { first: number; last: number; known: number | null }>();
  for (const e of events) {
    if (e.serviceId == null) continue;
    const seen = services.get(e.serviceId);
    services.set(e.serviceId, {
      first: Math.min(seen?.first ?? Number.POSITIVE_INFINITY, e.start.getTime()),
      last: Math.max(seen?.last ?? 0, e.end.getTime()),
      known: seen?.known ?? e.effectiveDuration,
    });
  }
  const errors: FieldErrors = {};
  typed.forEach((d, i) => {
    if (!services.has(d.serviceId)) errors[`durations.${i}.serviceId`] = { invalid: m(lang, 'durationService') };
  });
  if (Object.keys(errors).length) throw new ValidationError(t(lang, 'form.errors'), errors);
  const given = new Map(typed.map((d) => [d.serviceId, d.minutes]));
  for (const [serviceId, s] of services) {
    const minutes = given.get(serviceId) ?? s.known ?? Math.round((s.last - s.first) / 60_000);
    await tx.event.updateMany({ where: { bookingId, serviceId }, data: { effectiveDuration: minutes } });
  }
}
