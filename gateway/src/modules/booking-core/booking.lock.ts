// The vendor's calendar lock (spec §9, in minutes): staff below admin cannot create, move or cancel
// a booking that starts within that many minutes from now (or has started). Admins are not locked.
import type { Context } from '../../context.ts';
import { ConflictError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { m } from './booking-core.messages.ts';
import { nowMs } from '../../lib/clock.ts';

/**
 * Throws when the viewer is staff below admin and one of the starts falls inside the vendor's lock.
 * `vendor` is its id (its lock is read) or the vendor row already at hand.
 */
export async function assertCalendarUnlocked(
  ctx: Context,
  vendor: number | { id: number; calendarLock: number },
  starts: readonly (Date | number)[],
  now = nowMs(),
): Promise<void> {
  const vendorId = typeof vendor === 'number' ? vendor : vendor.id;
  const viewer = ctx.viewer;
  if (!viewer || viewer.vendorId !== vendorId || viewer.role < Role.staff || viewer.role >= Role.admin) return;
  if (!starts.length) return;
  const minutes =
    typeof vendor === 'number'
      ? ((await ctx.vendorDb().vendor.findUnique({ where: { id: vendorId }, select: { calendarLock: true } }))
          ?.calendarLock ?? 0)
      : vendor.calendarLock;
  if (minutes <= 0) return;
  const limit = now + minutes * 60_000;
  if (starts.some((s) => (typeof s === 'number' ? s : s.getTime()) < limit)) {
    throw new ConflictError(m(ctx.lang, 'calendarLocked', { minutes }));
  }
}
