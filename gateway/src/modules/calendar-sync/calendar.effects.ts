// Connected calendars (CalDAV) follow every change of a booking: it is written again (or removed)
// in the calendars of its employees.
import { declareEffect } from '../changes/index.ts';
import { enqueueCalendarPushes } from './calendar.jobs.ts';

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
  plan: (tx, changes) =>
    enqueueCalendarPushes(
      tx,
      changes[0]!.vendorId,
      changes.map((c) => c.subjectId),
    ),
});
