// The waitlist follows every change that may free time: a booking cancelled, moved, deleted or
// checked out shorter, a calendar event moved or removed. One effect queues one `waitlist.match`
// job per dispatch of a vendor's changes, naming the locations and the local days concerned.
import { type ChangedEvent, declareEffect } from '../changes/index.ts';
import { localDate } from '../../scheduling/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { MATCH_JOB, type MatchPayload } from './waitlist.match.ts';

declareEffect({
  name: 'waitlist-offers',
  types: [
    'booking.canceled',
    'booking.moved',
    'booking.updated',
    'booking.deleted',
    'booking.closed',
    'event.moved',
    'event.deleted',
    'availability.freed',
  ],
  async plan(tx, changes) {
    const vendorId = changes[0]!.vendorId;
    // Most vendors have nobody waiting: then no job at all.
    if (!(await tx.waitlistEntry.count({ where: { vendorId, status: { in: ['WAITING', 'OFFERED'] } } }))) return;
    const vendor = await tx.vendor.findUnique({ where: { id: vendorId }, select: { timezone: true } });
    if (!vendor) return;
    const days = new Set<string>();
    const locations = new Set<number>();
    let everywhere = false;
    for (const change of changes) {
      const { removed = [], updated = [], previous = [], days: freedDays = [], locationIds } = change.data;
      const events: ChangedEvent[] = [...removed, ...updated, ...previous];
      for (const e of events) {
        days.add(localDate(new Date(e.customerStart).getTime(), vendor.timezone));
        days.add(localDate(new Date(e.customerEnd).getTime() - 1, vendor.timezone));
        if (e.locationId == null) everywhere = true;
        else locations.add(e.locationId);
      }
      for (const d of freedDays) days.add(d);
      if (freedDays.length) {
        if (locationIds?.length) for (const id of locationIds) locations.add(id);
        else everywhere = true;
      }
    }
    if (!days.size) return;
    const payload: MatchPayload = { locationIds: everywhere ? null : [...locations], days: [...days].sort() };
    await enqueueJob(tx, MATCH_JOB, { ...payload }, { vendorId });
  },
});
