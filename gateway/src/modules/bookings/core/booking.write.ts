// What creating and moving a booking share: its event rows, its invoice lines, and the guarded
// transaction that takes the resources' locks in one global order before inserting.
import type { Context } from '../../../context.ts';
import { isDeadlock, isOverlapViolation } from '../../../db/errors.ts';
import { type LockedResources, lockResources } from '../../../db/locks.ts';
import type { VendorDb } from '../../../db/scoped.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { serviceTimeline } from '../../../scheduling/index.ts';
import { invoiceTotal, linesFrom, serviceLines } from '../../invoice-core/index.ts';
import type { BookingWriteData } from './booking.data.ts';
import { type Checked, slotTaken } from './booking.verify.ts';

/**
 * Event rows of a verified request (one per service part), without booking and vendor; the
 * services' parts (by service and position) are read unless given.
 */
export async function eventRowsFor(
  db: VendorDb,
  checked: Checked,
  locationId: number,
  manual: boolean,
  parts?: readonly { id: number; serviceId: number }[],
) {
  const services = new Map(checked.data.services.map((s) => [s.id, s]));
  const partIds =
    parts ??
    (await db.servicePart.findMany({
      where: { serviceId: { in: [...services.keys()] } },
      orderBy: [{ serviceId: 'asc' }, { position: 'asc' }],
    }));
  const rows: Omit<Prisma.EventCreateManyInput, 'bookingId' | 'vendorId'>[] = [];
  const lastStart = Math.max(...checked.requested.map((r) => r.start));
  for (const r of checked.requested) {
    const service = services.get(r.serviceId)!;
    const timeline = serviceTimeline(service, r.start, r.start === lastStart);
    const ids = partIds.filter((p) => p.serviceId === r.serviceId).map((p) => p.id);
    for (const [i, [s, e]] of timeline.parts.entries()) {
      rows.push({
        start: new Date(s),
        end: new Date(e),
        customerStart: new Date(timeline.holdStart),
        customerEnd: new Date(timeline.holdEnd),
        serviceId: r.serviceId,
        servicePartId: ids[i] ?? null,
        employeeId: r.employeeId,
        workplaceId: r.workplaceId,
        machineId: r.machineId,
        locationId,
        effectiveDuration: service.duration,
        manual,
      });
    }
  }
  return rows as (Omit<Prisma.EventCreateManyInput, 'bookingId' | 'vendorId'> & {
    start: Date;
    customerStart: Date;
    customerEnd: Date;
  })[];
}

/**
 * Invoice lines of the requested services at the prices valid on the booking's day, from the
 * given prices and names (see `bookingWriteData`) or read here.
 */
export async function invoiceLinesFor(
  ctx: Context,
  db: VendorDb,
  checked: Checked,
  loaded?: Pick<BookingWriteData, 'prices' | 'names'>,
) {
  const serviceIds = checked.requested.map((r) => r.serviceId);
  const lines = loaded
    ? linesFrom(serviceIds, loaded.prices, loaded.names, ctx.lang)
    : await serviceLines(db, serviceIds, checked.day, ctx.lang);
  return { lines, total: invoiceTotal(lines) };
}

const MAX_ATTEMPTS = 3;

/**
 * Runs a booking write, mapping a lost race on the exclusion constraints to the spec's "just
 * booked" conflict; a deadlock or serialisation failure that still happens (another writer without
 * the resource locks) is retried a bounded number of times.
 */
export async function guardedWrite<T>(ctx: Context, count: number, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (isOverlapViolation(error)) throw slotTaken(ctx, count);
      if (isDeadlock(error) && attempt < MAX_ATTEMPTS) continue;
      if (isDeadlock(error)) throw slotTaken(ctx, count);
      throw error;
    }
  }
}

/**
 * Runs a booking write in one transaction of the vendor's scoped client that first locks the
 * resources of its events per day (sorted), so racing writes for one employee, workplace or machine
 * on one day queue instead of deadlocking (see `guardedWrite` for a lost race).
 */
export function lockedWrite<T>(
  ctx: Context,
  db: VendorDb,
  resources: readonly LockedResources[],
  count: number,
  write: (tx: VendorDb) => Promise<T>,
): Promise<T> {
  return guardedWrite(ctx, count, () =>
    db.$transaction(async (tx) => {
      await lockResources(tx, resources);
      return write(tx);
    }),
  );
}
