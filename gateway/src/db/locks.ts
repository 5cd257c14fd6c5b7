// Resource locks of a booking or event write, taken in one global order (kind and day, then id)
// inside the transaction before its inserts: two writes for the same employee, workplace or machine
// on the same day queue behind each other instead of deadlocking on the exclusion constraints, while
// writes on other days of that resource go ahead. Two holds that overlap share at least one day,
// and each write locks every day its holds touch, so overlapping writes always meet on a lock.
// Transaction-scoped advisory locks exist on PostgreSQL and PGlite alike and are released at
// commit or rollback.
import type { AnyDb } from './scoped.ts';

/** Lock namespaces: the first key of pg_advisory_xact_lock(int, int) is kind * KIND_SPAN + UTC day. */
const KIND = { employee: 1, workplace: 2, machine: 3 } as const;
const KIND_SPAN = 100_000;
const DAY = 86_400_000;

export interface LockedResources {
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  /** The hold of the event (what the exclusion constraints compare); every day it touches is locked. */
  customerStart: Date | number;
  customerEnd: Date | number;
}

const ms = (d: Date | number) => (typeof d === 'number' ? d : d.getTime());

/** The sorted, distinct lock keys of some events' resources and days. */
export function lockKeys(events: readonly LockedResources[]): Array<[number, number]> {
  const keys = new Map<string, [number, number]>();
  for (const e of events) {
    const first = Math.floor(ms(e.customerStart) / DAY);
    const last = Math.max(first, Math.floor((ms(e.customerEnd) - 1) / DAY));
    for (let day = first; day <= last; day++) {
      for (const [kind, id] of [
        [KIND.employee, e.employeeId],
        [KIND.workplace, e.workplaceId],
        [KIND.machine, e.machineId],
      ] as const) {
        if (id == null) continue;
        const k1 = kind * KIND_SPAN + day;
        keys.set(`${k1}:${id}`, [k1, id]);
      }
    }
  }
  return [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * Takes the locks of the events' resources and days for the rest of the transaction, in one round
 * trip: unnest yields the sorted keys in array order, so they are taken in the global order.
 */
export async function lockResources(tx: AnyDb, events: readonly LockedResources[]) {
  const keys = lockKeys(events);
  if (!keys.length) return;
  const k1 = keys.map((k) => k[0]);
  const k2 = keys.map((k) => k[1]);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(l.k1, l.k2) FROM unnest(${k1}::int[], ${k2}::int[]) AS l(k1, k2)`;
}

/** Namespace of the waitlist's lock: one per vendor, for deciding who is offered a freed time. */
const WAITLIST_LOCK = 9 * KIND_SPAN;

/** Serializes the waitlist offers of a vendor for the rest of the transaction (every gateway). */
export async function lockWaitlist(tx: AnyDb, vendorId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WAITLIST_LOCK}::int, ${vendorId}::int)`;
}
