// Two-way calendar sync of an employee with her own CalDAV calendar.
//
// - Connecting (the employee, or an admin for an employee of the vendor) checks the server against
//   request forgery as webhooks do, logs in, finds the calendar, and stores the password encrypted
//   (lib/secret-box.ts). Then a sync runs from the job queue and every CALENDAR_SYNC_MINUTES after.
// - A sync reads the calendar's events of the coming CALENDAR_SYNC_DAYS and replaces the
//   connection's busy blocks with them (the availability engine reads them with the employee's
//   events), then writes every booking of the employee in that range that is not up to date.
// - A change of a booking queues a push job in its own transaction (caldav.jobs.ts); the job
//   writes, moves or removes the booking's object in each connected calendar concerned.
// - Disconnecting removes the connection, its busy blocks and what it knows of written objects;
//   the objects already written stay in the employee's calendar.
import type { Context } from '../../context.ts';
import { now } from '../../lib/clock.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { FieldErrorList } from '../../lib/validate.ts';
import { enqueueJob } from '../jobs/index.ts';
import { targetProblem } from '../webhooks/index.ts';
import { CalendarAuthError, caldavAdapter } from './caldav.adapter.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { m } from './caldav.messages.ts';
import { secretBinding, syncConnection } from './caldav.sync.ts';

export const CALENDAR_SYNC_JOB = 'calendar.sync';
export const CALENDAR_PUSH_JOB = 'calendar.push';

const URL_MAX = 2000;
const TEXT_MAX = 500;

export interface ConnectInput {
  employeeId?: number | null;
  serverUrl?: string | null;
  calendarUrl?: string | null;
  username?: string | null;
  password?: string | null;
}

/** The employee whose calendar the viewer manages: herself, or (an admin) any of the vendor. */
async function managedEmployee(ctx: Context, employeeId?: number | null) {
  const id = employeeId ?? ctx.viewer?.employeeId;
  if (!id) throw new NotFoundError(m(ctx.lang, 'employeeNotFound'));
  if (id !== ctx.viewer?.employeeId && (ctx.viewer?.role ?? -1) < Role.admin)
    throw new ForbiddenError(m(ctx.lang, 'forbidden'));
  const employee = await ctx.vendorDb().employee.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!employee) throw new NotFoundError(m(ctx.lang, 'employeeNotFound'));
  return employee.id;
}

export async function findConnection(ctx: Context, employeeId?: number | null) {
  const id = await managedEmployee(ctx, employeeId);
  return ctx.vendorDb().calendarConnection.findUnique({ where: { employeeId: id } });
}

export function listConnections(ctx: Context) {
  return ctx.vendorDb().calendarConnection.findMany({ orderBy: { id: 'asc' } });
}

/** Connects (or reconnects) the employee's calendar; the server is checked before anything is saved. */
export async function connectCalendar(ctx: Context, input: ConnectInput) {
  const employeeId = await managedEmployee(ctx, input.employeeId);
  const vendorId = ctx.vendorId();
  const config = ctx.app.config;
  const errors = new FieldErrorList(ctx.lang);
  const serverUrl = input.serverUrl?.trim() ?? '';
  const calendarUrl = input.calendarUrl?.trim() || null;
  const username = input.username?.trim() ?? '';
  const password = input.password ?? '';
  for (const [field, value] of [
    ['serverUrl', serverUrl],
    ['calendarUrl', calendarUrl],
  ] as const) {
    if (value == null) continue;
    if (!value) errors.add(field, 'required');
    else if (value.length > URL_MAX) errors.add(field, 'maximumLength', { max: URL_MAX });
    else {
      const problem = await targetProblem(value, config.calendarAllowPrivateTargets);
      if (problem) errors.add(field, problem, {}, m(ctx.lang, problem));
    }
  }
  if (!username) errors.add('username', 'required');
  else if (username.length > TEXT_MAX) errors.add('username', 'maximumLength', { max: TEXT_MAX });
  if (!password) errors.add('password', 'required');
  else if (password.length > TEXT_MAX) errors.add('password', 'maximumLength', { max: TEXT_MAX });
  errors.throwIfAny();

  // Log in and find the calendar (network, outside any transaction).
  let calendars: { url: string; name: string }[];
  try {
    const adapter = await caldavAdapter({
      serverUrl,
      username,
      password,
      allowPrivate: config.calendarAllowPrivateTargets,
    });
    calendars = await adapter.calendars();
  } catch (error) {
    const fail = new FieldErrorList(ctx.lang);
    if (error instanceof CalendarAuthError) fail.add('password', 'authFailed', {}, m(ctx.lang, 'authFailed'));
    else
      fail.add(
        'serverUrl',
        'unreachable',
        {},
        m(ctx.lang, 'unreachable', { reason: String((error as Error)?.message ?? error).slice(0, 200) }),
      );
    fail.throwIfAny();
    throw error;
  }
  const wanted = calendarUrl ?? serverUrl;
  const same = (a: string, b: string) =>
    new URL(a).pathname.replace(/\/?$/, '/') === new URL(b).pathname.replace(/\/?$/, '/');
  const calendar = calendars.find((c) => same(c.url, wanted)) ?? (calendarUrl ? undefined : calendars[0]);
  if (!calendar) {
    const fail = new FieldErrorList(ctx.lang);
    fail.add(calendarUrl ? 'calendarUrl' : 'serverUrl', 'noCalendar', {}, m(ctx.lang, 'noCalendar'));
    fail.throwIfAny();
  }
  const secret = encryptSecret(config.calendarEncryptionKey, password, secretBinding(vendorId, employeeId));
  const data = {
    serverUrl,
    calendarUrl: calendar!.url,
    calendarName: calendar!.name.slice(0, TEXT_MAX),
    username,
    secret,
    lastSyncAt: null,
    lastSyncError: null,
    busyCount: 0,
  };
  return ctx.vendorDb().$transaction(async (tx) => {
    // A reconnection starts afresh: what was read or written through the old one is dropped.
    await tx.calendarConnection.deleteMany({ where: { employeeId } });
    const row = await tx.calendarConnection.create({ data: { vendorId, employeeId, provider: 'caldav', ...data } });
    await enqueueSync(tx, vendorId, row.id);
    return row;
  });
}

/** Queues a sync now, and the schedule after it. */
export function enqueueSync(
  tx: Parameters<typeof enqueueJob>[0],
  vendorId: number,
  connectionId: number,
  runAt?: Date,
) {
  const at = runAt ?? now();
  return enqueueJob(
    tx,
    CALENDAR_SYNC_JOB,
    { connectionId },
    { vendorId, runAt: at, dedupeKey: `calendar.sync:${connectionId}:${at.getTime()}`, maxAttempts: 3 },
  );
}

export async function disconnectCalendar(ctx: Context, employeeId?: number | null) {
  const id = await managedEmployee(ctx, employeeId);
  const row = await ctx.vendorDb().calendarConnection.findUnique({ where: { employeeId: id } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await ctx.vendorDb().calendarConnection.delete({ where: { id: row.id } });
  return { id: row.id };
}

/** Syncs the viewer's (or, for an admin, an employee's) calendar now. */
export async function syncCalendarNow(ctx: Context, employeeId?: number | null) {
  const row = await findConnection(ctx, employeeId);
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await syncConnection(ctx.app, row.id);
  return ctx.vendorDb().calendarConnection.findUniqueOrThrow({ where: { id: row.id } });
}
