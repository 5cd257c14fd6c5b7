// Live calendars follow every change of a booking or a calendar event: what appeared, went away or
// changed in place is published to the staff calendars of the vendor (and, from there, to the
// public pages' live availability), on every gateway.
import { declareEffect } from '../changes/index.ts';
import { publishEventChanges } from './event.publish.ts';

declareEffect({
  name: 'live-calendar',
  types: [
    'booking.created',
    'booking.moved',
    'booking.updated',
    'booking.canceled',
    'booking.confirmed',
    'booking.closed',
    'booking.deleted',
    'event.created',
    'event.moved',
    'event.deleted',
  ],
  live(change, app) {
    const { removed = [], added = [], updated = [] } = change.data;
    publishEventChanges(app, 'DELETED', removed);
    publishEventChanges(app, 'CREATED', added);
    publishEventChanges(app, 'UPDATED', updated);
  },
});
