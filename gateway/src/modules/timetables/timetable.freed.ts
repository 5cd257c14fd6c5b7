// A timetable written or removed may give working time back: an availability.freed change names
// the days it may concern (the exceptional day, or a recurring timetable's days from its start for
// as far as the waitlist reaches), so that their freed time is offered to the waiting customers.
import type { Context } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import { nowMs } from '../../lib/clock.ts';
import { addDays, listDates, localDate } from '../../scheduling/index.ts';
import { recordChange } from '../changes/index.ts';

/** How far ahead a recurring timetable's change is looked at (the waitlist's longest range). */
const AHEAD_DAYS = 90;

export async function recordFreedTime(
  tx: VendorDb,
  ctx: Context,
  vendorId: number,
  timetable: { id: number; type: 'RECURRING' | 'EXCEPTIONAL'; validFrom: Date },
): Promise<void> {
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { timezone: true } });
  const today = localDate(nowMs(), vendor.timezone);
  const from = timetable.validFrom.toISOString().slice(0, 10);
  const days =
    timetable.type === 'EXCEPTIONAL'
      ? [from].filter((d) => d >= today)
      : listDates(from > today ? from : today, addDays(today, AHEAD_DAYS));
  if (!days.length) return;
  await recordChange(tx, ctx, vendorId, { type: 'availability.freed', subjectId: timetable.id, data: { days } });
}
