// An employee's secret iCal feed (spec §4): its URL, rotation and revocation, and the feed itself
// (the token is the credential, so the feed reads across the unscoped client).
import { randomBytes } from 'node:crypto';
import { type Context, scopedClient } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { Role } from '../../lib/roles.ts';
import { m } from './employee.messages.ts';
import { icalendar } from './ical.ts';
import { nowMs } from '../../lib/clock.ts';
import { findEmployee } from './employee.service.ts';

// iCal subscription: a secret token in the URL; revoking replaces it.

/** The employee whose feed the viewer may manage: their own, or any of the vendor as admin. */
async function icalEmployee(ctx: Context, employeeId?: number | null) {
  const id = employeeId ?? ctx.viewer?.employeeId;
  if (!id) throw new NotFoundError(m(ctx.lang, 'notFound'));
  if (id !== ctx.viewer?.employeeId && (ctx.viewer?.role ?? -1) < Role.admin) {
    throw new ForbiddenError(m(ctx.lang, 'icalForbidden'));
  }
  return findEmployee(ctx, id);
}

export const icalPath = (token: string) => `/api/employees/ical/${token}.ics`;

export async function icalUrl(ctx: Context, employeeId?: number | null): Promise<string> {
  const employee = await icalEmployee(ctx, employeeId);
  if (employee.icalToken) return icalPath(employee.icalToken);
  return rotateIcal(ctx, employee.id);
}

/** Revokes the current link and returns a new one. */
export async function rotateIcal(ctx: Context, employeeId?: number | null): Promise<string> {
  const employee = await icalEmployee(ctx, employeeId);
  const token = randomBytes(24).toString('base64url');
  await ctx.vendorDb().employee.update({ where: { id: employee.id }, data: { icalToken: token } });
  return icalPath(token);
}

export async function revokeIcal(ctx: Context, employeeId?: number | null): Promise<boolean> {
  const employee = await icalEmployee(ctx, employeeId);
  await ctx.vendorDb().employee.update({ where: { id: employee.id }, data: { icalToken: null } });
  return true;
}

const FEED_PAST_DAYS = 30;

const FEED_FUTURE_DAYS = 365;

/** The employee's active events as an iCalendar feed, or null for an unknown or revoked token. */
export async function icalFeed(ctx: Context, token: string): Promise<string | null> {
  if (!token) return null;
  // The secret token names the employee, whatever the vendor: the one unscoped look-up here.
  const employee = await ctx.prisma.employee.findFirst({ where: { icalToken: token, deletedAt: null } });
  if (!employee) return null;
  const now = nowMs();
  const db = scopedClient(ctx.prisma, employee.vendorId);
  const { timezone } = await db.vendor.findUniqueOrThrow({ where: { id: employee.vendorId } });
  const events = await db.event.findMany({
    where: {
      employeeId: employee.id,
      active: true,
      start: { gte: new Date(now - FEED_PAST_DAYS * 86400_000), lte: new Date(now + FEED_FUTURE_DAYS * 86400_000) },
    },
    orderBy: { start: 'asc' },
    include: {
      service: { include: { translations: true } },
      location: true,
      booking: { include: { customer: true } },
    },
  });
  const lang = ctx.lang;
  return icalendar(
    `${employee.firstname} ${employee.lastname}`,
    timezone,
    events.map((e) => {
      const service = e.service && pickTranslation(e.service.translations, lang)?.name;
      const customer = e.booking?.customer;
      const who = customer ? `${customer.firstname} ${customer.lastname}` : '';
      return {
        uid: `event-${e.id}@salon-booking`,
        start: e.start,
        end: e.end,
        summary: [service || e.summary || (e.kind === 'PRIVATE' ? m(lang, 'privateEvent') : ''), who]
          .filter(Boolean)
          .join(' – '),
        description: e.booking?.comment || undefined,
        location: e.location
          ? [e.location.name, e.location.street, `${e.location.zip} ${e.location.city}`.trim()]
              .filter(Boolean)
              .join(', ')
          : undefined,
        updated: e.createdAt,
      };
    }),
  );
}
