import type { AppServices } from '../../context.ts';
import type { EventChangeType } from '../../pubsub.ts';

interface EventLike {
  id: number;
  vendorId: number;
  customerStart: Date;
  customerEnd: Date;
}

/** Tells the staff calendars of the events' vendor; called after the change is committed. */
export async function publishEventChanges(app: AppServices, type: EventChangeType, events: EventLike[]) {
  for (const e of events) {
    app.pubsub.publish('calendar:events', e.vendorId, {
      type,
      eventId: e.id,
      vendorId: e.vendorId,
      start: e.customerStart.getTime(),
      end: e.customerEnd.getTime(),
    });
  }
}
