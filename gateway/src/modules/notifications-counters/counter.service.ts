// Notification counters (spec §4): a change to a collection made by one user increments the
// counter of every other staff user of the vendor; a user's counter is reset when they read it.
import type { Context } from '../../context.ts';
import { vendorRaw } from '../../db/raw.ts';
import { Prisma } from '../../generated/prisma/client.ts';

export const COUNTED_COLLECTIONS = [
  'employees',
  'locations',
  'machines',
  'regions',
  'services',
  'workplaces',
  'closedDates',
  'timetables',
] as const;
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** Increments the collection's counter for every other user of the viewer's vendor (one statement). */
export async function notifyChange(ctx: Context, collection: CountedCollection): Promise<void> {
  const vendorId = ctx.vendorId();
  const author = ctx.viewer?.userId ?? 0;
  await vendorRaw(ctx.vendorDb(), vendorId).execute(
    (vendor) => Prisma.sql`
    INSERT INTO "NotificationCounter" ("vendorId", "userId", "collection", "count")
    SELECT e."vendorId", e."userId", ${collection}, 1 FROM "Employee" e
    WHERE ${vendor('e')} AND e."deletedAt" IS NULL AND e."userId" IS NOT NULL AND e."userId" <> ${author}
    ON CONFLICT ("vendorId", "userId", "collection")
    DO UPDATE SET "count" = "NotificationCounter"."count" + 1`,
  );
  // After the counters are written (and the change committed): the sidebars of the others refresh.
  ctx.app.pubsub.publish('notifications:counters', vendorId, { collection, authorUserId: author });
}

/** The viewer's counters, one per counted collection (0 when never incremented). */
export async function countersOf(ctx: Context): Promise<{ collection: CountedCollection; count: number }[]> {
  const rows = await ctx.vendorDb().notificationCounter.findMany({ where: { userId: ctx.viewer?.userId ?? 0 } });
  const counts = new Map(rows.map((r) => [r.collection, r.count]));
  return COUNTED_COLLECTIONS.map((collection) => ({ collection, count: counts.get(collection) ?? 0 }));
}

/** Resets the viewer's counter of a collection (the user has read it). */
export async function resetCounter(ctx: Context, collection: CountedCollection): Promise<void> {
  await ctx.vendorDb().notificationCounter.updateMany({
    where: { userId: ctx.viewer?.userId ?? 0, collection },
    data: { count: 0 },
  });
}
