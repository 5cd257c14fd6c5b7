// Machines (shared resources at a location, of a model) and machine models (the services that
// need a machine of the model), spec §3.
import { array, integer, optional, type as shape } from 'superstruct';
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
import { liveServices } from '../workplaces/index.ts';
import { m } from './machine.messages.ts';
import { invalid, parseInput } from '../../lib/validate.ts';

export interface MachineFields {
  name?: string | null;
  locationId?: number | null;
  machineModelId?: number | null;
  workplaceIds?: number[] | null;
  services?: Link[] | null;
}

const MachineStruct = shape({ name: requiredText(100), locationId: integer(), machineModelId: integer() });

const conflicts = async <T>(ctx: Context, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
};

export async function findMachine(ctx: Context, id: number) {
  const row = await ctx.vendorDb().machine.findFirst({
    where: { id, location: { deletedAt: null } },
    include: { services: true, workplaces: { select: { id: true } } },
  });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

async function saveMachine(
  ctx: Context,
  existing: Awaited<ReturnType<typeof findMachine>> | null,
  input: MachineFields,
) {
  const db = ctx.vendorDb();
  const value = parseInput(
    MachineStruct,
    {
      name: input.name ?? existing?.name,
      locationId: input.locationId ?? existing?.locationId,
      machineModelId: input.machineModelId ?? existing?.machineModelId,
    },
    ctx.lang,
  );
  await ensureIds(ctx.lang, 'locationId', [value.locationId], (ids) =>
    db.location.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } }),
  );
  await ensureIds(ctx.lang, 'machineModelId', [value.machineModelId], (ids) =>
    db.machineModel.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  );
  const same = await db.machine.findFirst({
    where: {
      locationId: value.locationId,
      name: { equals: value.name, mode: 'insensitive' },
      ...(existing ? { id: { not: existing.id } } : {}),
    },
  });
  if (same) throw invalid(ctx.lang, 'name', 'valueAlreadyRegistered', { value: value.name });
  // Workplaces must be at the machine's location; moving the machine drops the others.
  let workplaceIds = input.workplaceIds ?? (existing && existing.locationId !== value.locationId ? [] : null);
  if (workplaceIds) {
    workplaceIds = await ensureIds(ctx.lang, 'workplaceIds', workplaceIds, (ids) =>
      db.workplace.findMany({ where: { id: { in: ids }, locationId: value.locationId }, select: { id: true } }),
    );
  }
  const services = input.services;
  if (services)
    await ensureIds(
      ctx.lang,
      'services',
      services.map((s) => s.id),
      liveServices(ctx),
    );
  const vendorId = ctx.vendorId();
  const row = await conflicts(ctx, () =>
    ctx.vendorDb().$transaction(async (tx) => {
      const data = {
        name: value.name,
        locationId: value.locationId,
        machineModelId: value.machineModelId,
      };
      const links = workplaceIds?.map((id) => ({ id }));
      const machine = existing
        ? await tx.machine.update({
            where: { id: existing.id },
            data: { ...data, ...(links ? { workplaces: { set: links } } : {}) },
          })
        : await tx.machine.create({ data: { ...data, vendorId, workplaces: links ? { connect: links } : undefined } });
      if (services) {
        const prev = (existing?.services ?? []).map((s) => ({ id: s.serviceId, preference: s.preference }));
        await tx.serviceMachine.deleteMany({ where: { machineId: machine.id } });
        await tx.serviceMachine.createMany({
          data: withPreferences(services, prev).map((l) => ({
            machineId: machine.id,
            serviceId: l.id,
            preference: l.preference,
          })),
        });
      }
      return machine;
    }),
  );
  await notifyChange(ctx, 'machines');
  return row;
}

export const createMachine = (ctx: Context, input: MachineFields) => saveMachine(ctx, null, input);
export const updateMachine = async (ctx: Context, id: number, input: MachineFields) =>
  saveMachine(ctx, await findMachine(ctx, id), input);

export async function verifyDeleteMachine(ctx: Context, id: number) {
  const machine = await findMachine(ctx, id);
  return verifyDeleteResult({
    futureBookings: await futureBookings(ctx.vendorDb(), { machineId: id }),
    services: machine.services.length,
    workplaces: machine.workplaces.length,
  });
}

/** Existing bookings stay; their events no longer name the machine. */
export async function deleteMachine(ctx: Context, id: number) {
  await findMachine(ctx, id);
  await ctx.vendorDb().machine.delete({ where: { id } });
  await notifyChange(ctx, 'machines');
  return { id };
}

// Machine models.

export interface MachineModelFields {
  name?: string | null;
  serviceIds?: number[] | null;
}

const ModelStruct = shape({ name: requiredText(100), serviceIds: optional(array(integer())) });

export async function findMachineModel(ctx: Context, id: number) {
  const row = await ctx.vendorDb().machineModel.findFirst({ where: { id }, include: { services: true } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'modelNotFound'));
  return row;
}

async function saveModel(ctx: Context, existingId: number | null, input: MachineModelFields) {
  const existing = existingId ? await findMachineModel(ctx, existingId) : null;
  const value = parseInput(
    ModelStruct,
    { name: input.name ?? existing?.name, serviceIds: input.serviceIds ?? undefined },
    ctx.lang,
  );
  const db = ctx.vendorDb();
  const same = await db.machineModel.findFirst({
    where: { name: { equals: value.name, mode: 'insensitive' }, ...(existing ? { id: { not: existing.id } } : {}) },
  });
  if (same) throw invalid(ctx.lang, 'name', 'valueAlreadyRegistered', { value: value.name });
  const serviceIds = value.serviceIds && (await ensureIds(ctx.lang, 'serviceIds', value.serviceIds, liveServices(ctx)));
  const vendorId = ctx.vendorId();
  const row = await conflicts(ctx, () =>
    ctx.vendorDb().$transaction(async (tx) => {
      const model = existing
        ? await tx.machineModel.update({ where: { id: existing.id }, data: { name: value.name } })
        : await tx.machineModel.create({ data: { name: value.name, vendorId } });
      if (serviceIds) {
        await tx.machineModelService.deleteMany({ where: { machineModelId: model.id } });
        await tx.machineModelService.createMany({
          data: serviceIds.map((serviceId) => ({ machineModelId: model.id, serviceId })),
        });
      }
      return model;
    }),
  );
  await notifyChange(ctx, 'machines');
  return row;
}

export const createMachineModel = (ctx: Context, input: MachineModelFields) => saveModel(ctx, null, input);
export const updateMachineModel = (ctx: Context, id: number, input: MachineModelFields) => saveModel(ctx, id, input);

export async function verifyDeleteMachineModel(ctx: Context, id: number) {
  const model = await findMachineModel(ctx, id);
  const machines = await ctx.vendorDb().machine.count({ where: { machineModelId: id } });
  return verifyDeleteResult({ machines, services: model.services.length }, machines === 0);
}

/** A model still used by machines cannot be deleted. */
export async function deleteMachineModel(ctx: Context, id: number) {
  await findMachineModel(ctx, id);
  const machines = await ctx.vendorDb().machine.count({ where: { machineModelId: id } });
  if (machines) throw new ConflictError(m(ctx.lang, 'modelInUse', { count: machines }));
  await ctx.vendorDb().machineModel.delete({ where: { id } });
  await notifyChange(ctx, 'machines');
  return { id };
}
