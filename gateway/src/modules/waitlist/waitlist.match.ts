// Offering freed time to the waitlist. A change that frees time (waitlist.effects.ts) queues a
// `waitlist.match` job for the vendor, its locations and days; the job finds the waiting entries
// whose range covers a freed day, asks the availability engine (as the public availability does,
// for the entry's customer) which starts are now bookable within each entry's time window, and
// offers them, in the order the entries joined:
// - ALL: every such entry is offered its starts at once; the first to book wins.
// - ONE: the first entry gets the starts of the day and holds them `waitlistHoldMinutes`; no
//   other entry of that location is offered that day meanwhile. A `waitlist.expire` job at the
//   end of the hold lets the starts pass to the next entry.
// The decision (who holds what) is taken under the vendor's waitlist lock, so two gateways never
// offer one held day twice. Entries past their range are set EXPIRED on the way.
import { type AppServices, scopedClient } from '../../context.ts';
import { lockWaitlist } from '../../db/locks.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { WaitlistEntry } from '../../generated/prisma/client.ts';
import { nowMs } from '../../lib/clock.ts';
import { availableDates, localDate } from '../../scheduling/index.ts';
import { loadAvailabilityInput } from '../availability/index.ts';
import { enqueueJob, registerJobHandler } from '../jobs/index.ts';
import { queueOfferEmail } from './waitlist.email.ts';
import { offerToken } from './waitlist.link.ts';
import { clipDays, joinOrder, offerable, startsInWindow } from './waitlist.rules.ts';

export const MATCH_JOB = 'waitlist.match';
export const EXPIRE_JOB = 'waitlist.expire';

export interface MatchPayload {
  /** Locations whose time freed up; null: every location of the vendor. */
  locationIds: number[] | null;
  /** Local days ("YYYY-MM-DD") with freed time. */
  days: string[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const ACTIVE = ['WAITING', 'OFFERED'] as const;

interface VendorRow {
  id: number;
  timezone: string;
  waitlistMode: 'ALL' | 'ONE';
  waitlistHoldMinutes: number;
}

/** The local days an entry's held starts fall on, keyed by location. */
const heldKey = (locationId: number, date: string) => `${locationId}:${date}`;

function holding(entry: WaitlistEntry, at: number) {
  return entry.status === 'OFFERED' && entry.holdUntil != null && entry.holdUntil.getTime() > at;
}

/** The starts bookable for the entry on the days, within its window (the public availability's rules). */
export async function bookableStarts(
  app: AppServices,
  vendor: { id: number; timezone: string },
  entry: WaitlistEntry,
  days: string[],
) {
  try {
    const input = await loadAvailabilityInput(app.prisma, entry.language, {
      vendorId: vendor.id,
      locationId: entry.locationId,
      services: entry.serviceIds.map((id) => ({ id })),
      dateFrom: days[0]!,
      dateTo: days[days.length - 1]!,
      employeeId: entry.employeeId,
      customerId: entry.customerId,
    });
    const wanted = new Set(days);
    return startsInWindow(
      availableDates(input).filter((d) => wanted.has(d.date)),
      entry,
      vendor.timezone,
    );
  } catch (error) {
    // A service or location gone since the entry joined: nothing to offer it.
    app.log.warn({ err: error, entryId: entry.id }, 'waitlist entry not matched');
    return [];
  }
}

/** Writes one offer under the vendor's lock; false when another gateway decided otherwise meanwhile. */
async function writeOffer(app: AppServices, vendor: VendorRow, entry: WaitlistEntry, starts: number[]) {
  const db = scopedClient(app.prisma, vendor.id);
  const one = vendor.waitlistMode === 'ONE';
  return db.$transaction(async (tx: VendorDb) => {
    await lockWaitlist(tx, vendor.id);
    const current = await tx.waitlistEntry.findUnique({ where: { id: entry.id } });
    if (!current || !ACTIVE.includes(current.status as (typeof ACTIVE)[number])) return false;
    const at = nowMs();
    // Nothing new for an entry already offered these starts (another freed time elsewhere).
    const known = new Set(current.offeredStarts.map((s) => s.getTime()));
    const same = current.status === 'OFFERED' && starts.every((s) => known.has(s));
    if (same || (one && holding(current, at))) return false;
    if (one) {
      // Someone else holds one of these days at this location: it waits its turn.
      const days = new Set(starts.map((s) => localDate(s, vendor.timezone)));
      const others = await tx.waitlistEntry.findMany({
        where: {
          locationId: entry.locationId,
          status: 'OFFERED',
          holdUntil: { gt: new Date(at) },
          id: { not: entry.id },
        },
        select: { offeredStarts: true },
      });
      if (others.some((o) => o.offeredStarts.some((s) => days.has(localDate(s.getTime(), vendor.timezone)))))
        return false;
    }
    const holdUntil = one ? new Date(at + vendor.waitlistHoldMinutes * 60_000) : null;
    const saved = await tx.waitlistEntry.update({
      where: { id: entry.id },
      data: {
        status: 'OFFERED',
        offerVersion: { increment: 1 },
        offeredAt: new Date(at),
        offeredStarts: starts.map((s) => new Date(s)),
        holdUntil,
      },
    });
    if (holdUntil) {
      await enqueueJob(
        tx,
        EXPIRE_JOB,
        { entryId: saved.id, version: saved.offerVersion },
        { runAt: holdUntil, vendorId: vendor.id, dedupeKey: `waitlist.expire:${saved.id}:${saved.offerVersion}` },
      );
    }
    await queueOfferEmail(tx, app, saved, starts, holdUntil);
    return true;
  });
}

/** Offers the freed days of a vendor to its waiting entries; returns the ids of the entries offered. */
export async function matchWaitlist(app: AppServices, vendorId: number, payload: MatchPayload): Promise<number[]> {
  const vendor = await app.prisma.vendor.findUnique({
    where: { id: vendorId },
    select: { id: true, timezone: true, waitlistMode: true, waitlistHoldMinutes: true, liveMode: true },
  });
  if (!vendor?.liveMode) return [];
  const db = scopedClient(app.prisma, vendorId);
  const today = localDate(nowMs(), vendor.timezone);
  const todayDate = new Date(`${today}T00:00:00Z`);
  // Entries whose range is over leave the list.
  await db.waitlistEntry.updateMany({
    where: { status: { in: [...ACTIVE] }, dateTo: { lt: todayDate } },
    data: { status: 'EXPIRED', holdUntil: null },
  });
  const days = [...new Set(payload.days)].filter((d) => d >= today).sort();
  if (!days.length) return [];
  const entries = joinOrder(
    await db.waitlistEntry.findMany({
      where: {
        status: { in: [...ACTIVE] },
        ...(payload.locationIds ? { locationId: { in: payload.locationIds } } : {}),
        dateFrom: { lte: new Date(`${days[days.length - 1]}T00:00:00Z`) },
        dateTo: { gte: new Date(`${days[0]}T00:00:00Z`) },
      },
    }),
  );
  const at = nowMs();
  const one = vendor.waitlistMode === 'ONE';
  // ONE mode: the days already held at each location, and the starts held there.
  const held = new Set<string>();
  const heldStarts = new Set<number>();
  for (const e of entries.filter((x) => holding(x, at))) {
    for (const s of e.offeredStarts) {
      held.add(heldKey(e.locationId, localDate(s.getTime(), vendor.timezone)));
      heldStarts.add(s.getTime());
    }
  }
  const offered: number[] = [];
  for (const entry of entries) {
    if (one && holding(entry, at)) continue;
    let entryDays = clipDays(days, day(entry.dateFrom), day(entry.dateTo));
    if (one) entryDays = entryDays.filter((d) => !held.has(heldKey(entry.locationId, d)));
    if (!entryDays.length) continue;
    const starts = offerable(
      await bookableStarts(app, vendor, entry, entryDays),
      entry.passedStarts.map((s) => s.getTime()),
      one ? heldStarts : new Set(),
    );
    if (!starts.length) continue;
    // ONE mode: the first entry takes the first day it can have; the others wait for their turn.
    const chosen = one
      ? starts.filter((s) => localDate(s, vendor.timezone) === localDate(starts[0]!, vendor.timezone))
      : starts;
    if (!(await writeOffer(app, vendor, entry, chosen))) continue;
    offered.push(entry.id);
    if (one) {
      for (const s of chosen) {
        held.add(heldKey(entry.locationId, localDate(s, vendor.timezone)));
        heldStarts.add(s);
      }
    }
    if (entry.userId) {
      const token = await offerToken(app, entry);
      app.pubsub.publish('waitlist:offers', entry.userId, { entryId: entry.id, vendorId, token });
    }
  }
  return offered;
}

/** The end of a hold: the starts pass to the next entry, and this one waits again for others. */
export async function expireHold(app: AppServices, vendorId: number, entryId: number, version: number) {
  const db = scopedClient(app.prisma, vendorId);
  const passed = await db.$transaction(async (tx: VendorDb) => {
    await lockWaitlist(tx, vendorId);
    const entry = await tx.waitlistEntry.findUnique({ where: { id: entryId } });
    if (entry?.status !== 'OFFERED' || entry.offerVersion !== version) return null;
    if (entry.holdUntil && entry.holdUntil.getTime() > nowMs()) return null;
    await tx.waitlistEntry.update({
      where: { id: entryId },
      data: {
        status: 'WAITING',
        holdUntil: null,
        offeredStarts: [],
        passedStarts: [...entry.passedStarts, ...entry.offeredStarts],
      },
    });
    return entry;
  });
  if (!passed) return [];
  const vendor = await app.prisma.vendor.findUnique({ where: { id: vendorId }, select: { timezone: true } });
  const days = passed.offeredStarts.map((s) => localDate(s.getTime(), vendor?.timezone ?? 'Europe/Zurich'));
  return matchWaitlist(app, vendorId, { locationIds: [passed.locationId], days });
}

registerJobHandler<MatchPayload>(MATCH_JOB, async (payload, run, app) => {
  if (run.vendorId == null) return;
  await matchWaitlist(app, run.vendorId, payload);
});

registerJobHandler<{ entryId: number; version: number }>(EXPIRE_JOB, async (payload, run, app) => {
  if (run.vendorId == null) return;
  await expireHold(app, run.vendorId, payload.entryId, payload.version);
});
