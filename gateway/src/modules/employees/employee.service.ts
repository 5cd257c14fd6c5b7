import { boolean, nullable, optional, type as shape } from 'superstruct';
import type { Context } from '../../context.ts';
import type { EventColor, Language } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { endSessions, hashPassword } from '../auth/index.ts';
import { ensureIds, futureBookings, type Link, verifyDeleteResult, withPreferences } from '../configuration/index.ts';
import { email, int, LANGUAGE_LOCALES, maxText, oneOf, requiredText } from '@salon/shared';
import { notifyChange } from '../notifications-counters/index.ts';
import { liveServices, liveWorkplaces } from '../workplaces/index.ts';
import { m } from './employee.messages.ts';
import { FieldErrorList, invalid, parseInput } from '../../lib/validate.ts';
import { nowMs } from '../../lib/clock.ts';
import { todayIn } from '../../scheduling/calendar.ts';

export type AccountRole = 'STAFF' | 'ADMIN';

export interface EmployeeFields {
  firstname?: string | null;
  lastname?: string | null;
  color?: EventColor | null;
  position?: number | null;
  timetablesEnabled?: boolean | null;
  canSetTimetable?: boolean | null;
  canCreateBookingsOutOfTimetables?: boolean | null;
  email?: string | null;
  password?: string | null;
  role?: AccountRole | null;
  /** Whether the employee's login may sign in (off: every session of it ends). */
  loginEnabled?: boolean | null;
  language?: Language | null;
  services?: Link[] | null;
  workplaces?: Link[] | null;
}

const EmployeeStruct = shape({
  firstname: requiredText(100),
  lastname: requiredText(100),
  position: int(0, 10_000),
  timetablesEnabled: boolean(),
  canSetTimetable: boolean(),
  canCreateBookingsOutOfTimetables: boolean(),
  email: optional(nullable(email())),
  password: optional(nullable(maxText(200))),
  role: optional(nullable(oneOf(['STAFF', 'ADMIN'] as const))),
});

const roleValue = (role: AccountRole | null | undefined) => (role === 'ADMIN' ? Role.admin : Role.staff);

export async function findEmployee(ctx: Context, id: number) {
  const row = await ctx.vendorDb().employee.findFirst({
    where: { id, deletedAt: null },
    include: { user: true, services: true, workplaces: true },
  });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

/**
 * Where the employee works: the location of most of the ranges of their recurring timetable in force
 * today, else of their first workplace; null when neither says (e.g. no timetable yet).
 */
export async function homeLocationId(ctx: Context, employeeId: number): Promise<number | null> {
  const db = ctx.vendorDb();
  // Timetables start on the salon's days.
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: ctx.vendorId() }, select: { timezone: true } });
  const today = todayIn(vendor.timezone);
  const timetable = await db.timetable.findFirst({
    where: { employeeId, type: 'RECURRING', validFrom: { lte: today } },
    orderBy: { validFrom: 'desc' },
    include: { ranges: { select: { locationId: true, location: { select: { deletedAt: true } } } } },
  });
  const counts = new Map<number, number>();
  for (const r of timetable?.ranges ?? []) {
    if (!r.location.deletedAt) counts.set(r.locationId, (counts.get(r.locationId) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (best) return best[0];
  const workplace = await db.employeeWorkplace.findFirst({
    where: { employeeId, workplace: { location: { deletedAt: null } } },
    orderBy: { workplaceId: 'asc' },
    select: { workplace: { select: { locationId: true } } },
  });
  return workplace?.workplace.locationId ?? null;
}

/** Sorts by full name (first name, last name) with the language's collation. */
export function sortByName<T extends { firstname: string; lastname: string; id: number }>(rows: T[], lang: Lang): T[] {
  const collator = new Intl.Collator(LANGUAGE_LOCALES[lang], { sensitivity: 'base', numeric: true });
  return [...rows].sort(
    (a, b) => collator.compare(`${a.firstname} ${a.lastname}`, `${b.firstname} ${b.lastname}`) || a.id - b.id,
  );
}

async function save(ctx: Context, existing: Awaited<ReturnType<typeof findEmployee>> | null, input: EmployeeFields) {
  const value = parseInput(
    EmployeeStruct,
    {
      firstname: input.firstname ?? existing?.firstname,
      lastname: input.lastname ?? existing?.lastname,
      position: input.position ?? existing?.position ?? 0,
      timetablesEnabled: input.timetablesEnabled ?? existing?.timetablesEnabled ?? true,
      canSetTimetable: input.canSetTimetable ?? existing?.canSetTimetable ?? false,
      canCreateBookingsOutOfTimetables:
        input.canCreateBookingsOutOfTimetables ?? existing?.canCreateBookingsOutOfTimetables ?? false,
      email: input.email,
      password: input.password,
      role: input.role,
    },
    ctx.lang,
  );
  const errors = new FieldErrorList(ctx.lang);
  const emailAddress = value.email ? value.email.toLowerCase() : null;
  if (value.password && [...value.password].length < 6) errors.add('password', 'minLength', { min: 6 });
  if (emailAddress && emailAddress !== existing?.user?.email) {
    // Users are not a vendor's rows: an e-mail is unique across vendors.
    const taken = await ctx.vendorDb().user.findFirst({
      where: {
        email: { equals: emailAddress, mode: 'insensitive' },
        ...(existing?.userId ? { id: { not: existing.userId } } : {}),
      },
    });
    if (taken) errors.add('email', 'valueAlreadyRegistered', { value: emailAddress });
  }
  const createsUser = emailAddress && !existing?.user;
  if (createsUser && !value.password) errors.add('password', 'required', {}, m(ctx.lang, 'passwordRequired'));
  errors.throwIfAny();
  const ownEmployee = existing && existing.id === ctx.viewer?.employeeId;
  if (ownEmployee && value.role === 'STAFF') throw invalid(ctx.lang, 'role', 'excluded', {}, m(ctx.lang, 'ownRole'));
  if (ownEmployee && input.loginEnabled === false)
    throw invalid(ctx.lang, 'loginEnabled', 'excluded', {}, m(ctx.lang, 'ownLogin'));
  if (input.services)
    await ensureIds(
      ctx.lang,
      'services',
      input.services.map((s) => s.id),
      liveServices(ctx),
    );
  if (input.workplaces)
    await ensureIds(
      ctx.lang,
      'workplaces',
      input.workplaces.map((w) => w.id),
      liveWorkplaces(ctx),
    );

  const vendorId = ctx.vendorId();
  const passwordHash = value.password ? await hashPassword(value.password) : null;
  const row = await ctx.vendorDb().$transaction(async (tx) => {
    let userId = existing?.userId ?? null;
    if (createsUser && passwordHash) {
      const user = await tx.user.create({
        data: {
          email: emailAddress,
          passwordHash,
          firstname: value.firstname,
          lastname: value.lastname,
          role: roleValue(value.role),
          language: input.language ?? ctx.lang,
          verified: true,
        },
      });
      userId = user.id;
    } else if (existing?.user) {
      await tx.user.update({
        where: { id: existing.user.id },
        data: {
          firstname: value.firstname,
          lastname: value.lastname,
          ...(emailAddress ? { email: emailAddress } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          ...(value.role ? { role: roleValue(value.role) } : {}),
          ...(input.loginEnabled != null ? { enabled: input.loginEnabled } : {}),
          ...(input.language ? { language: input.language } : {}),
        },
      });
    }
    const data = {
      firstname: value.firstname,
      lastname: value.lastname,
      position: value.position,
      timetablesEnabled: value.timetablesEnabled,
      canSetTimetable: value.canSetTimetable,
      canCreateBookingsOutOfTimetables: value.canCreateBookingsOutOfTimetables,
      userId,
      ...(input.color ? { color: input.color } : {}),
    };
    const employee = existing
      ? await tx.employee.update({ where: { id: existing.id }, data })
      : await tx.employee.create({ data: { ...data, vendorId } });
    const employeeId = employee.id;
    if (input.services) {
      const prev = (existing?.services ?? []).map((s) => ({ id: s.serviceId, preference: s.preference }));
      await tx.employeeService.deleteMany({ where: { employeeId } });
      await tx.employeeService.createMany({
        data: withPreferences(input.services, prev).map((l) => ({
          employeeId,
          serviceId: l.id,
          preference: l.preference,
        })),
      });
    }
    if (input.workplaces) {
      const prev = (existing?.workplaces ?? []).map((w) => ({ id: w.workplaceId, preference: w.preference }));
      await tx.employeeWorkplace.deleteMany({ where: { employeeId } });
      await tx.employeeWorkplace.createMany({
        data: withPreferences(input.workplaces, prev).map((l) => ({
          employeeId,
          workplaceId: l.id,
          preference: l.preference,
        })),
      });
    }
    return employee;
  });
  if (existing?.user) await followLogin(ctx, existing.user, { emailAddress, passwordHash, value, input });
  await notifyChange(ctx, 'employees');
  return row;
}

/**
 * An admin's change to an employee's login ends her sessions when it changes who may use them (a
 * new role, password or e-mail, a disabled login); any other change (her name) is read again.
 */
async function followLogin(
  ctx: Context,
  user: { id: number; email: string; role: number; enabled: boolean },
  change: {
    emailAddress: string | null;
    passwordHash: string | null;
    value: { role?: AccountRole | null };
    input: EmployeeFields;
  },
) {
  const ends =
    (change.value.role != null && roleValue(change.value.role) !== user.role) ||
    !!change.passwordHash ||
    (!!change.emailAddress && change.emailAddress !== user.email) ||
    change.input.loginEnabled === false;
  if (ends) await endSessions(ctx.app, user.id);
  else ctx.app.sessions.changed(user.id);
}

export const createEmployee = (ctx: Context, input: EmployeeFields) => save(ctx, null, input);
export const updateEmployee = async (ctx: Context, id: number, input: EmployeeFields) =>
  save(ctx, await findEmployee(ctx, id), input);

export async function verifyDeleteEmployee(ctx: Context, id: number) {
  const employee = await findEmployee(ctx, id);
  const db = ctx.vendorDb();
  return verifyDeleteResult(
    {
      futureBookings: await futureBookings(db, { employeeId: id }),
      timetables: await db.timetable.count({ where: { employeeId: id } }),
      services: employee.services.length,
      workplaces: employee.workplaces.length,
    },
    id !== ctx.viewer?.employeeId,
  );
}

/** Soft delete: bookings keep the employee; the login is disabled and the iCal link revoked. */
export async function deleteEmployee(ctx: Context, id: number) {
  const employee = await findEmployee(ctx, id);
  if (id === ctx.viewer?.employeeId) throw new ConflictError(m(ctx.lang, 'deleteSelf'));
  await ctx.vendorDb().$transaction(async (tx) => {
    await tx.employee.update({ where: { id }, data: { deletedAt: new Date(nowMs()), icalToken: null } });
    if (employee.userId) await tx.user.update({ where: { id: employee.userId }, data: { enabled: false } });
  });
  if (employee.userId) await endSessions(ctx.app, employee.userId);
  await notifyChange(ctx, 'employees');
  return { id };
}

/**
 * The locations an employee works at (through their workplaces), or null when the vendor does not
 * use workplaces (then every location is the employee's).
 */
export async function employeeWorkLocationIds(ctx: Context, employeeId: number): Promise<number[] | null> {
  const db = ctx.vendorDb();
  const vendor = await db.vendor.findUniqueOrThrow({
    where: { id: ctx.vendorId() },
    select: { workplacesEnabled: true },
  });
  if (!vendor.workplacesEnabled) return null;
  const rows = await db.location.findMany({
    where: { deletedAt: null, workplaces: { some: { employees: { some: { employeeId } } } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
