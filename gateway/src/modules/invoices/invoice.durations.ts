// Spec §5 effective durations recorded when a booking is closed as executed (the rule: @salon/shared).
import { actualDurations } from '@salon/shared';
import type { VendorDb } from '../../db/scoped.ts';
import { type FieldErrors, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { m } from './invoice.messages.ts';

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
  const blocks = events.map((e) => ({ ...e, start: e.start.getTime(), end: e.end.getTime() }));
  const durations = actualDurations(blocks, typed);
  const errors: FieldErrors = {};
  typed.forEach((d, i) => {
    if (!durations.has(d.serviceId)) errors[`durations.${i}.serviceId`] = { invalid: m(lang, 'durationService') };
  });
  if (Object.keys(errors).length) throw new ValidationError(t(lang, 'form.errors'), errors);
  for (const [serviceId, minutes] of durations) {
    await tx.event.updateMany({ where: { bookingId, serviceId }, data: { effectiveDuration: minutes } });
  }
}
