// Dispatching changes: once per change, whichever process gets to it first. The request that
// recorded a change dispatches it as soon as its operation is done (before its answer leaves); a
// gateway that stopped between the commit and the dispatch leaves it to the sweeper of any gateway's
// job worker. Claiming the changes and planning their effects (their rows and jobs) share one
// transaction, so the effects are planned exactly once; the live effects follow its commit.
//
// Changes are dispatched in batches: while one dispatch runs, the changes recorded meanwhile wait
// and go together in the next one (each request still waits for its own), so under load the
// dispatch's statements are shared by many changes instead of repeated for each.
import { type AppServices, type Context, scopedClient } from '../../context.ts';
import { vendorRaw } from '../../db/raw.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';
import { declaredEffects, effectsOf } from './change.effects.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Change, ChangeData, ChangedEvent } from './change.types.ts';

export interface PendingChange {
  id: number;
  vendorId: number;
}

type Row = Omit<Change, 'data' | 'type' | 'actor' | 'door' | 'occurredAt'> & {
  type: string;
  actor: string;
  door: string;
  data: unknown;
  occurredAt: string | Date;
};

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** Stored events' instants are ISO strings again: as dates. */
function events(list: unknown): ChangedEvent[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((e: ChangedEvent) => ({
    ...e,
    start: asDate(e.start),
    end: asDate(e.end),
    customerStart: asDate(e.customerStart),
    customerEnd: asDate(e.customerEnd),
  }));
}

function changeOf(row: Row): Change {
  const data = (row.data ?? {}) as ChangeData;
  return {
    ...row,
    occurredAt: asDate(row.occurredAt),
    data: {
      ...data,
      added: events(data.added),
      removed: events(data.removed),
      updated: events(data.updated),
      previous: events(data.previous),
    },
  } as Change;
}

/**
 * Claims the changes of one vendor and reads the effects' facts of that vendor, in one statement;
 * the changes this call claimed come back in the order they were recorded.
 */
async function claim(tx: VendorDb, vendorId: number, ids: number[]) {
  const withFacts = declaredEffects().filter((e) => e.fact);
  const [row] = await vendorRaw(tx, vendorId).query<{ changes: Row[]; facts: Record<string, unknown> }>(
    (vendor) => Prisma.sql`
      WITH claimed AS (
        UPDATE "Change" SET "dispatchedAt" = ${now()}
        WHERE "id" = ANY(${ids}::int[]) AND "dispatchedAt" IS NULL AND ${vendor()}
        RETURNING "id", "vendorId", "type", "subjectId", "actor", "door", "actorUserId", "data", "occurredAt"
      )
      SELECT coalesce((SELECT json_agg(c ORDER BY c."id") FROM claimed c), '[]'::json) AS changes,
        json_build_object(${withFacts.length ? Prisma.join(withFacts.map((e) => Prisma.sql`${e.name}::text, (${e.fact!(vendor)})`)) : Prisma.empty}) AS facts`,
  );
  return { changes: (row?.changes ?? []).map(changeOf), facts: row?.facts ?? {} };
}

/** Claims and plans the changes of one vendor in one transaction; returns those this call dispatched. */
async function dispatchVendor(app: AppServices, vendorId: number, ids: number[]): Promise<Change[]> {
  return scopedClient(app.prisma, vendorId).$transaction(async (tx) => {
    const { changes, facts } = await claim(tx, vendorId, ids);
    for (const effect of declaredEffects()) {
      const followed = changes.filter((c) => effect.types.includes(c.type));
      if (followed.length && effect.plan) await effect.plan(tx, followed, app, facts[effect.name]);
    }
    return changes;
  });
}

/** Dispatches one batch, vendor by vendor; returns how many changes it dispatched. Never throws. */
async function dispatchBatch(app: AppServices, pending: readonly PendingChange[]): Promise<number> {
  const byVendor = new Map<number, number[]>();
  for (const { id, vendorId } of pending) byVendor.set(vendorId, [...(byVendor.get(vendorId) ?? []), id]);
  let dispatched = 0;
  for (const [vendorId, ids] of byVendor) {
    try {
      const changes = await dispatchVendor(app, vendorId, ids);
      dispatched += changes.length;
      for (const change of changes) {
        for (const effect of effectsOf(change.type)) {
          try {
            effect.live?.(change, app);
          } catch (error) {
            app.log.error({ err: error, changeId: change.id, effect: effect.name }, 'live effect failed');
          }
        }
      }
    } catch (error) {
      // Committed changes are never answered with an error: the sweeper dispatches them later.
      app.log.error({ err: error, vendorId, changes: ids }, 'change dispatch failed; the sweeper will retry');
    }
  }
  return dispatched;
}

interface Waiting {
  pending: readonly PendingChange[];
  done: (dispatched: number) => void;
}

/** The batches of one app: the changes that arrive while a dispatch runs go in the next. */
const queues = new WeakMap<AppServices, { waiting: Waiting[]; running: boolean }>();

/**
 * Dispatches the given changes (those already dispatched elsewhere are skipped), together with
 * others waiting; resolves once they are, with how many of them this call's batch dispatched.
 */
export function dispatchChanges(app: AppServices, pending: readonly PendingChange[]): Promise<number> {
  const own = queues.get(app) ?? { waiting: [], running: false };
  queues.set(app, own);
  const result = new Promise<number>((done) => own.waiting.push({ pending, done }));
  if (!own.running) {
    own.running = true;
    void (async () => {
      while (own.waiting.length) {
        const batch = own.waiting.splice(0);
        const count = await dispatchBatch(
          app,
          batch.flatMap((w) => w.pending),
        );
        for (const w of batch) w.done(count);
      }
      own.running = false;
    })();
  }
  return result;
}

/** Dispatches what the request recorded (called once its operation is done). */
export async function dispatchPending(ctx: Context): Promise<void> {
  if (ctx.changes.length === 0) return;
  await dispatchChanges(ctx.app, ctx.changes.splice(0));
}

/** The sweeper: dispatches changes left undispatched (a gateway stopped after a commit). */
export async function sweepChanges(app: AppServices): Promise<number> {
  const left = await app.prisma.change.findMany({
    where: { dispatchedAt: null },
    select: { id: true, vendorId: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  return left.length ? dispatchChanges(app, left) : 0;
}
