// Connected calendars (CalDAV) follow every change of a booking: it is written again (or removed)
// in the calendars of its employees.
import { Prisma } from '../../generated/prisma/client.ts';
import { declareEffect } from '../changes/index.ts';
import { enqueueCalendarPushes } from './caldav.jobs.ts';

declareEffect({
  name: 'caldav-push',
  types: [
    'booking.created',
    'booking.moved',
    'booking.updated',
    'booking.canceled',
    'booking.confirmed',
    'booking.closed',
  ],
  // Most vendors connect no calendar: then no job at all.
  fact: (vendor) => Prisma.sql`EXISTS (SELECT 1 FROM "CalendarConnection" c WHERE ${vendor('c')})`,
  plan: async (tx, changes, _app, connected) => {
    if (connected !== true) return;
    await enqueueCalendarPushes(
      tx,
      changes[0]!.vendorId,
      changes.map((c) => c.subjectId),
    );
  },
});
