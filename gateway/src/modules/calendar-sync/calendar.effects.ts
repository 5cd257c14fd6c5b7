// Connected calendars (CalDAV) follow every change of a booking: it is written again (or removed)
// in the calendars of its employees.
import { declareEffect } from '../changes/index.ts';
import { enqueueCalendarPush } from './calendar.jobs.ts';

declareEffect({
  name: 'caldav-push',
  types: ['booking.created', 'booking.moved', 'booking.updated', 'booking.canceled', 'booking.closed'],
  plan: (tx, change) => enqueueCalendarPush(tx, change.vendorId, change.subjectId),
});
