// What depends on an entity, for verify-delete (spec §7): the client shows it before confirming.
import type { VendorDb } from '../../db/scoped.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Dependency, VerifyDelete } from '../common/index.ts';
import { nowMs } from '../../lib/clock.ts';

/** Open bookings with an active event from now on that matches `events`. */
export function futureBookings(db: VendorDb, events: Prisma.EventWhereInput): Promise<number> {
  return db.booking.count({
    where: {
      status: { in: ['OPEN', 'PENDING'] },
      events: { some: { ...events, active: true, start: { gte: new Date(nowMs()) } } },
    },
  });
}

/** Builds the verify-delete answer from named counts; zero counts are left out. */
export function verifyDeleteResult(counts: Record<string, number>, canDelete = true): VerifyDelete {
  const dependencies: Dependency[] = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({ kind, count }));
  return { canDelete, dependencies };
}
