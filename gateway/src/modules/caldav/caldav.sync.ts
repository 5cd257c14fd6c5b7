// The sync itself, run by the job queue (and on demand) for any vendor's connection: reads the
// calendar's busy times into the connection's blocks, and writes, moves or removes the bookings.
import { createHash } from 'node:crypto';
import type { AppServices } from '../../context.ts';
import type { CalendarConnection } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { type CalendarAdapter, caldavAdapter } from './caldav.adapter.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import { bookingFilename, bookingObject, busyIntervals } from './caldav.ical.ts';
import { m } from './caldav.messages.ts';

const PAST_MS = 86_400_000;

export const secretBinding = (vendorId: number, employeeId: number) => `calendar:${vendorId}:${employeeId}`;

async function adapterFor(app: AppServices, row: CalendarConnection): Promise<CalendarAdapter> {
  const password = decryptSecret(
    app.config.calendarEncryptionKey,
    row.secret,
    secretBinding(row.vendorId, row.employeeId),
  );
  if (password == null) throw new Error(m('en', 'unreadableSecret'));
  return caldavAdapter({
    serverUrl: row.serverUrl,
    username: row.username,
    password,
    allowPrivate: app.config.calendarAllowPrivateTargets,
  });
}

const syncWindow = (app: AppServices) => {
  const at = now().getTime();
  return { start: new Date(at - PAST_MS), end: new Date(at + app.config.calendarSyncDays * 86_400_000) };
};

/**
 * Reads the busy times into the connection's blocks, then writes the bookings not up to date.
 * A failure is recorded on the connection (shown to the employee) and thrown.
 */
export async function syncConnection(app: AppServices, connectionId: number): Promise<void> {
  const db = app.prisma;
  const row = await db.calendarConnection.findUnique({ where: { id: connectionId } });
  if (!row) return;
  try {
    const adapter = await adapterFor(app, row);
    const window = syncWindow(app);
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: row.vendorId }, select: { timezone: true } });
    const objects = await adapter.objects(row.calendarUrl, window.start, window.end);
    const busy = busyIntervals(objects, window, vendor.timezone);
    await db.$transaction(async (tx) => {
      // Still connected (not removed or replaced while reading)?
      const { count } = await tx.calendarConnection.updateMany({
        where: { id: row.id },
        data: { lastSyncAt: now(), lastSyncError: null, busyCount: busy.length },
      });
      if (!count) return;
      await tx.calendarBusyBlock.deleteMany({ where: { connectionId: row.id } });
      await tx.calendarBusyBlock.createMany({
        data: busy.map(([s, e]) => ({
          vendorId: row.vendorId,
          connectionId: row.id,
          employeeId: row.employeeId,
          start: new Date(s),
          end: new Date(e),
        })),
      });
    });
    // Bookings in the range, and those written before (maybe moved out of it or cancelled).
    const events = await db.event.findMany({
      where: {
        vendorId: row.vendorId,
        employeeId: row.employeeId,
        active: true,
        bookingId: { not: null },
        end: { gt: window.start },
        start: { lt: window.end },
      },
      select: { bookingId: true },
    });
    const pushed = await db.calendarPushedEvent.findMany({
      where: { connectionId: row.id },
      select: { bookingId: true },
    });
    const bookingIds = [...new Set([...events.map((e) => e.bookingId!), ...pushed.map((p) => p.bookingId)])];
    for (const bookingId of bookingIds) await pushBooking(app, row, adapter, bookingId);
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    await db.calendarConnection.updateMany({ where: { id: row.id }, data: { lastSyncError: message } });
    throw error;
  }
}

/** Makes the calendar's object of one booking match the employee's part of it (write, move or remove). */
async function pushBooking(app: AppServices, row: CalendarConnection, adapter: CalendarAdapter, bookingId: number) {
  const db = app.prisma;
  const [events, pushed, vendor] = await Promise.all([
    db.event.findMany({
      where: { vendorId: row.vendorId, bookingId, employeeId: row.employeeId, active: true },
      orderBy: { start: 'asc' },
      include: {
        service: { include: { translations: true } },
        location: true,
        booking: { include: { customer: true } },
      },
    }),
    db.calendarPushedEvent.findUnique({ where: { connectionId_bookingId: { connectionId: row.id, bookingId } } }),
    db.vendor.findUniqueOrThrow({ where: { id: row.vendorId }, select: { timezone: true, defaultLanguage: true } }),
  ]);
  if (!events.length) {
    if (pushed) {
      await adapter.remove(pushed.url);
      await db.calendarPushedEvent.deleteMany({ where: { id: pushed.id } });
    }
    return;
  }
  const lang = vendor.defaultLanguage;
  const services = [
    ...new Set(events.map((e) => (e.service && pickTranslation(e.service.translations, lang)?.name) || e.summary)),
  ].filter(Boolean);
  const customer = events[0]!.booking?.customer;
  const who = customer ? `${customer.firstname} ${customer.lastname}`.trim() : '';
  const location = events[0]!.location;
  const booking = {
    bookingId,
    employeeId: row.employeeId,
    start: events[0]!.start,
    end: new Date(Math.max(...events.map((e) => e.end.getTime()))),
    summary: [services.join(', ') || m(lang, 'privateEvent'), who].filter(Boolean).join(' – '),
    description: events[0]!.booking?.comment || undefined,
    location: location
      ? [location.name, location.street, `${location.zip} ${location.city}`.trim()].filter(Boolean).join(', ')
      : undefined,
  };
  const hash = createHash('sha256')
    .update(JSON.stringify([booking, vendor.timezone]))
    .digest('base64url');
  if (pushed?.hash === hash) return;
  const url = await adapter.put(
    row.calendarUrl,
    bookingFilename(bookingId, row.employeeId),
    bookingObject(booking, vendor.timezone, now()),
  );
  await db.calendarPushedEvent.upsert({
    where: { connectionId_bookingId: { connectionId: row.id, bookingId } },
    create: { connectionId: row.id, bookingId, url, hash },
    update: { url, hash },
  });
}

/** Writes one booking to every connected calendar it concerns (the push job). */
export async function pushBookingEverywhere(app: AppServices, vendorId: number, bookingId: number) {
  const db = app.prisma;
  const connections = await db.calendarConnection.findMany({
    where: {
      vendorId,
      OR: [{ employee: { events: { some: { bookingId } } } }, { pushed: { some: { bookingId } } }],
    },
  });
  for (const row of connections) {
    const adapter = await adapterFor(app, row);
    await pushBooking(app, row, adapter, bookingId);
  }
}
