// Workplaces (spec §3): a place at one location, with the employees and services it serves and
// the machines installed there. Removing one keeps existing bookings (their events lose the link).
import { integer, type as shape } from 'superstruct';
import type { Context } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  ensureIds,
  futureBookings,
  isUniqueViolation,
  type Link,
  verifyDeleteResult,
  withPreferences,
} from '../configuration/index.ts';
import { requiredText } from '@salon/shared';
import { notifyChange } from '../notifications-counters/index.ts';
import { m } from './workplace.messages.ts';
import { invalid, parseInput } from '../../lib/validate.ts';

export interface WorkplaceFields {
  name?: string | null;
  locationId?: number | null;
  employees?: Link[] | null;
  services?: Link[] | null;
  machineIds?: number[] | null;
}

const WorkplaceStruct = shape({ name: requiredText(100), locationId: integer() });

export async function findWorkplace(ctx: Context, id: number) {
  const row = await ctx.vendorDb().workplace.findFirst({
    where: { id, location: { deletedAt: null } },
    include: { employees: true, services: true },
  });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

export const liveEmployees = (ctx: Context) => (ids: number[]) =>
  ctx.vendorDb().employee.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } });
export const liveServices = (ctx: Context) => (ids: number[]) =>
  ctx.vendorDb().service.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } });
export const liveWorkplaces = (ctx: Context) => (ids: number[]) =>
  ctx
    .vendorDb()
    .workplace.findMany({ where: { id: { in: ids }, location: { deletedAt: null } }, select: { id: true } });

async function save(ctx: Context, existing: Awaited<ReturnType<typeof findWorkplace>> | null, input: WorkplaceFields) {
  const db = ctx.vendorDb();
  const value = parseInput(
    WorkplaceStruct,
    { name: input.name ?? existing?.name, locationId: input.locationId ?? existing?.locationId },
    ctx.lang,
  );
  await ensureIds(ctx.lang, 'locationId', [value.locationId], (ids) =>
    db.location.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } }),
  );
  const same = await db.workplace.findFirst({
    where: {
      locationId: value.locationId,
      name: { equals: value.name, mode: 'insensitive' },
      ...(existing ? { id: { not: existing.id } } : {}),
    },
  });
  if (same) throw invalid(ctx.lang, 'name', 'valueAlreadyRegistered', { value: value.name });
  const { employees, services } = input;
  if (employees)
    await ensureIds(
      ctx.lang,
      'employees',
      employees.map((l) => l.id),
      liveEmployees(ctx),
    );
  if (services)
    await ensureIds(
      ctx.lang,
      'services',
      services.map((l) => l.id),
      liveServices(ctx),
    );
  const machineIds =
    input.machineIds &&
    (await ensureIds(ctx.lang, 'machineIds', input.machineIds, (ids) =>
      db.machine.findMany({ where: { id: { in: ids }, locationId: value.locationId }, select: { id: true } }),
    ));
  const vendorId = ctx.vendorId();
  try {
    const row = await ctx.vendorDb().$transaction(async (tx) => {
      const data = {
        name: value.name,
        locationId: value.locationId,
        ...(machineIds ? { machines: { set: machineIds.map((id) => ({ id })) } } : {}),
      };
      const w = existing
        ? await tx.workplace.update({ where: { id: existing.id }, data })
        : await tx.workplace.create({
            data: {
              ...data,
              vendorId,
              machines: machineIds ? { connect: machineIds.map((id) => ({ id })) } : undefined,
            },
          });
      if (employees) {
        const prev = (existing?.employees ?? []).map((e) => ({ id: e.employeeId, preference: e.preference }));
        await tx.employeeWorkplace.deleteMany({ where: { workplaceId: w.id } });
        await tx.employeeWorkplace.createMany({
          data: withPreferences(employees, prev).map((l) => ({
            workplaceId: w.id,
            employeeId: l.id,
            preference: l.preference,
          })),
        });
      }
      if (services) {
        const prev = (existing?.services ?? []).map((s) => ({ id: s.serviceId, preference: s.preference }));
        await tx.serviceWorkplace.deleteMany({ where: { workplaceId: w.id } });
        await tx.serviceWorkplace.createMany({
          data: withPreferences(services, prev).map((l) => ({
            workplaceId: w.id,
            serviceId: l.id,
            preference: l.preference,
          })),
        });
      }
      return w;
    });
    await notifyChange(ctx, 'workplaces');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
}

export const createWorkplace = (ctx: Context, input: WorkplaceFields) => save(ctx, null, input);

export async function updateWorkplace(ctx: Context, id: number, input: WorkplaceFields) {
  return save(ctx, await findWorkplace(ctx, id), input);
}

export async function verifyDeleteWorkplace(ctx: Context, id: number) {
  const w = await findWorkplace(ctx, id);
  const machines = await ctx.vendorDb().machine.count({ where: { workplaces: { some: { id } } } });
  return verifyDeleteResult({
    futureBookings: await futureBookings(ctx.vendorDb(), { workplaceId: id }),
    employees: w.employees.length,
    services: w.services.length,
    machines,
  });
}

/** Existing bookings stay; their events no longer name the workplace. */
export async function deleteWorkplace(ctx: Context, id: number) {
  await findWorkplace(ctx, id);
  await ctx.vendorDb().workplace.delete({ where: { id } });
  await notifyChange(ctx, 'workplaces');
  return { id };
}
