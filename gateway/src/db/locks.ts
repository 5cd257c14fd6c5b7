// Resource locks of a booking or event write, taken in one global order (kind, then id) inside
// the transaction before its inserts: two writes for the same employee, workplace or machine
// queue behind each other instead of deadlocking on the exclusion constraints. Transaction-scoped
// advisory locks exist on PostgreSQL and PGlite alike and are released at commit or rollback.
import type { Prisma } from '../generated/prisma/client.ts';

/** Lock namespaces (first key of pg_advisory_xact_lock(int, int)). */
const KIND = { employee: 1, workplace: 2, machine: 3 } as const;

export interface LockedResources {
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
}

/** The sorted, distinct lock keys of some events' resources. */
export function lockKeys(events: readonly LockedResources[]): Array<[number, number]> {
  const keys = new Map<string, [number, number]>();
  for (const e of events) {
    if (e.employeeId != null) keys.set(`1:${e.employeeId}`, [KIND.employee, e.employeeId]);
    if (e.workplaceId != null) keys.set(`2:${e.workplaceId}`, [KIND.workplace, e.workplaceId]);
    if (e.machineId != null) keys.set(`3:${e.machineId}`, [KIND.machine, e.machineId]);
  }
  return [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Takes the locks of the events' resources, in order, for the rest of the transaction. */
export async function lockResources(tx: Prisma.TransactionClient, events: readonly LockedResources[]) {
  for (const [kind, id] of lockKeys(events)) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${kind}::int, ${id}::int)`;
  }
}
