// The offer page, reached by the signed link of the offer's e-mail without a login: the offered
// times still bookable, one button to book (through the normal booking path, as the entry's
// customer), and one to leave the list.
import { type Context, contextFor, scopedClient } from '../../context.ts';
import type { WaitlistEntry } from '../../generated/prisma/client.ts';
import { nowMs } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';

import { Role } from '../../lib/roles.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { availableSlots, localDate } from '../../scheduling/index.ts';
import { loadAvailabilityInput } from '../availability/index.ts';
import { createBooking } from '../bookings/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { readOfferToken } from './waitlist.link.ts';
import { bookableStarts, MATCH_JOB } from './waitlist.match.ts';
import { m } from './waitlist.messages.ts';

/** The entry of a valid token, with its vendor; a not-found error otherwise. */
async function entryOfToken(ctx: Context, token: string) {
  const id = await readOfferToken(ctx.app, token);
  const entry = id
    ? await ctx.prisma.waitlistEntry.findUnique({
        where: { id },
        include: {
          vendor: {
            select: {
              id: true,
              publicName: true,
              slug: true,
              timezone: true,
              defaultLanguage: true,
              waitlistMode: true,
            },
          },
          location: { select: { name: true, slug: true } },
        },
      })
    : null;
  if (!entry) throw new NotFoundError(m(ctx.lang, 'invalidLink'));
  return entry;
}

type LoadedEntry = Awaited<ReturnType<typeof entryOfToken>>;

const holdOver = (entry: WaitlistEntry) => entry.holdUntil != null && entry.holdUntil.getTime() <= nowMs();

/** The offered starts still bookable for the entry (none once booked, left, expired or the hold is over). */
async function liveStarts(ctx: Context, entry: LoadedEntry): Promise<number[]> {
  if (entry.status !== 'OFFERED' || holdOver(entry) || !entry.offeredStarts.length) return [];
  const tz = entry.vendor.timezone;
  const days = [...new Set(entry.offeredStarts.map((s) => localDate(s.getTime(), tz)))].sort();
  const bookable = new Set(await bookableStarts(ctx.app, { ...entry.vendor }, entry, days));
  return entry.offeredStarts.map((s) => s.getTime()).filter((s) => bookable.has(s));
}

export async function waitlistOffer(ctx: Context, token: string) {
  const entry = await entryOfToken(ctx, token);
  const [starts, services, conditions] = await Promise.all([
    liveStarts(ctx, entry),
    ctx.prisma.service.findMany({
      where: { id: { in: entry.serviceIds }, vendorId: entry.vendorId },
      select: { translations: { select: { language: true, name: true } } },
    }),
    ctx.prisma.legalCondition.findMany({
      where: { vendorId: entry.vendorId },
      select: { id: true, required: true, translations: { select: { language: true, title: true, url: true } } },
      orderBy: { id: 'asc' },
    }),
  ]);
  const lang = ctx.lang;
  return {
    token,
    entry,
    vendorName: entry.vendor.publicName,
    vendorSlug: entry.vendor.slug,
    timezone: entry.vendor.timezone,
    locationName: entry.location.name,
    locationSlug: entry.location.slug,
    services: services
      .map((s) => pickTranslation(s.translations, lang, entry.vendor.defaultLanguage)?.name ?? '')
      .filter(Boolean),
    starts: starts.map((s) => new Date(s)),
    holdUntil: entry.status === 'OFFERED' && !holdOver(entry) ? entry.holdUntil : null,
    legalConditions: conditions.map((c) => {
      const text = pickTranslation(c.translations, lang, entry.vendor.defaultLanguage);
      return { id: c.id, required: c.required, title: text?.title ?? '', url: text?.url ?? null };
    }),
  };
}

/** The context booking for the entry's customer: their account, or the salon's for a customer without one. */
function customerContext(ctx: Context, entry: LoadedEntry): Context {
  const base = { name: '', notValidated: false, employeeId: null, appId: 1, expiresAt: nowMs() + 60_000 };
  const viewer = entry.userId
    ? { ...base, userId: entry.userId, role: Role.customer, vendorId: null }
    : { ...base, userId: 0, role: Role.staff, vendorId: entry.vendorId };
  const child = contextFor(ctx.app, viewer, ctx.lang);
  child.changes = ctx.changes;
  return child;
}

export async function bookWaitlistOffer(ctx: Context, token: string, start: Date, legalConditionIds: number[]) {
  const entry = await entryOfToken(ctx, token);
  const db = scopedClient(ctx.prisma, entry.vendorId);
  const at = start.getTime();
  if (entry.status !== 'OFFERED' || holdOver(entry)) throw new ConflictError(m(ctx.lang, 'invalidLink'));
  if (!entry.offeredStarts.some((s) => s.getTime() === at)) throw new ConflictError(m(ctx.lang, 'notOffered'));
  // The entry is claimed first: a second click, or a second tab, does not book twice.
  const claimed = await db.waitlistEntry.updateMany({
    where: { id: entry.id, status: 'OFFERED', offerVersion: entry.offerVersion },
    data: { status: 'BOOKED' },
  });
  if (!claimed.count) throw new ConflictError(m(ctx.lang, 'invalidLink'));
  try {
    const date = localDate(at, entry.vendor.timezone);
    const input = await loadAvailabilityInput(ctx.prisma, entry.language, {
      vendorId: entry.vendorId,
      locationId: entry.locationId,
      services: entry.serviceIds.map((id) => ({ id })),
      dateFrom: date,
      dateTo: date,
      employeeId: entry.employeeId,
      customerId: entry.customerId,
    });
    const slot = availableSlots(input, date).find((s) => s.start === at);
    if (!slot) throw new ConflictError(m(ctx.lang, 'timeGone'));
    const booking = await createBooking(customerContext(ctx, entry), {
      vendorId: entry.vendorId,
      locationId: entry.locationId,
      customerId: entry.customerId,
      events: slot.assignments.map((a) => ({
        serviceId: a.serviceId,
        employeeId: a.employeeId,
        workplaceId: a.workplaceId,
        machineId: a.machineId,
        start: new Date(a.start),
      })),
      legalConditions: legalConditionIds.map((id) => ({ id, accepted: true })),
    });
    await db.waitlistEntry.update({ where: { id: entry.id }, data: { bookingId: booking.id, holdUntil: null } });
    return booking;
  } catch (error) {
    await db.waitlistEntry.updateMany({
      where: { id: entry.id, status: 'BOOKED', bookingId: null },
      data: { status: 'OFFERED' },
    });
    if (error instanceof ConflictError) throw new ConflictError(m(ctx.lang, 'timeGone'));
    throw error;
  }
}

/** Leaves the list from the link; a held time passes at once to the next entry. */
export async function leaveWaitlist(ctx: Context, token: string) {
  const entry = await entryOfToken(ctx, token);
  if (entry.status !== 'WAITING' && entry.status !== 'OFFERED') return waitlistOffer(ctx, token);
  const db = scopedClient(ctx.prisma, entry.vendorId);
  await db.$transaction(async (tx) => {
    await tx.waitlistEntry.update({ where: { id: entry.id }, data: { status: 'LEFT', holdUntil: null } });
    if (entry.holdUntil && entry.offeredStarts.length) {
      const days = entry.offeredStarts.map((s) => localDate(s.getTime(), entry.vendor.timezone));
      await enqueueJob(tx, MATCH_JOB, { locationIds: [entry.locationId], days }, { vendorId: entry.vendorId });
    }
  });
  return waitlistOffer(ctx, token);
}
