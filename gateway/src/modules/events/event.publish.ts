import type { AppServices } from '../../context.ts';
import type { EventChangeType } from '../../pubsub.ts';

export interface EventLike {
  id: number;
  vendorId: number;
  start: Date;
  end: Date;
  customerStart: Date;
  customerEnd: Date;
  bookingId?: number | null;
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  locationId?: number | null;
}

/** Tells the staff calendars of the events' vendor; called after the change is committed. */
export function publishEventChanges(app: AppServices, type: EventChangeType, events: readonly EventLike[]): void {
  for (const e of events) {
    app.pubsub.publish('calendar:events', e.vendorId, {
      type,
      eventId: e.id,
      vendorId: e.vendorId,
      start: e.customerStart.getTime(),
      end: e.customerEnd.getTime(),
      eventStart: e.start.getTime(),
      eventEnd: e.end.getTime(),
      bookingId: e.bookingId ?? null,
      employeeId: e.employeeId ?? null,
      workplaceId: e.workplaceId ?? null,
      machineId: e.machineId ?? null,
      locationId: e.locationId ?? null,
    });
  }
}
