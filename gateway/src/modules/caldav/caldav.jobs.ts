// The calendar sync's jobs. `calendar.sync` reads and writes one connection, then queues its next
// run CALENDAR_SYNC_MINUTES later (a failed run is recorded on the connection and the schedule goes
// on). `calendar.push` writes one booking to the calendars it concerns; it is queued in the
// dispatch of the booking's change (enqueueCalendarPushes) and
// retried with backoff by the queue.
import { now } from '../../lib/clock.ts';
import { enqueueJobs, type JobWriter, registerJobHandler } from '../jobs/index.ts';
import { CALENDAR_PUSH_JOB, CALENDAR_SYNC_JOB, enqueueSync } from './caldav.service.ts';
import { pushBookingEverywhere, syncConnection } from './caldav.sync.ts';

export { CALENDAR_PUSH_JOB } from './caldav.service.ts';

type Writer = JobWriter & { calendarConnection: { count(args: { where: { vendorId: number } }): Promise<number> } };

/** Queues the writing of changed bookings to connected calendars; call inside the changes' transaction. */
/** Queues the push of bookings to the vendor's connected calendars (the caller knows it has some). */
export async function enqueueCalendarPushes(tx: Writer, vendorId: number, bookingIds: readonly number[]) {
  if (!bookingIds.length) return;
  await enqueueJobs(
    tx,
    CALENDAR_PUSH_JOB,
    [...new Set(bookingIds)].map((bookingId) => ({ payload: { bookingId }, vendorId })),
  );
}

registerJobHandler<{ connectionId: number }>(CALENDAR_SYNC_JOB, async (payload, run, app) => {
  try {
    await syncConnection(app, payload.connectionId);
  } catch (error) {
    app.log.warn({ err: error, connectionId: payload.connectionId }, 'calendar sync failed');
  }
  const row = await app.prisma.calendarConnection.findUnique({
    where: { id: payload.connectionId },
    select: { vendorId: true },
  });
  if (!row) return;
  const step = app.config.calendarSyncMinutes * 60_000;
  // The next slot on a fixed grid: a run repeated by the queue queues the same next job.
  const next = new Date((Math.floor(now().getTime() / step) + 1) * step);
  await enqueueSync(app.prisma, run.vendorId ?? row.vendorId, payload.connectionId, next);
});

registerJobHandler<{ bookingId: number }>(CALENDAR_PUSH_JOB, async (payload, run, app) => {
  if (run.vendorId == null) return;
  await pushBookingEverywhere(app, run.vendorId, payload.bookingId);
});
