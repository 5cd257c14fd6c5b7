// Services (spec §3, §4, §5): names per language, duration in multiples of 5 minutes, parts,
// break and client exit, related employees/workplaces/machines with preference, associated and
// child services, and a price history where a saved price never changes.
import moment from 'moment-timezone';
import { array, boolean, nullable, optional, type as shape, string } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Language, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { ensureIds, futureBookings, type Link, verifyDeleteResult, withPreferences } from '../configuration/index.ts';
import { int, LANGUAGES, maxText, oneOf, requiredText } from '@salon/shared';
import { notifyChange } from '../notifications-counters/index.ts';
import { liveEmployees, liveServices, liveWorkplaces } from '../workplaces/index.ts';
import { m } from './service.messages.ts';
import { FieldErrorList, invalid, parseInput } from '../../lib/validate.ts';
import { nowMs } from '../../lib/clock.ts';
import { newPrices, checkParts } from './service.rules.ts';

export interface TranslationFields {
  language: Language;
  name: string;
  description?: string | null;
}

export interface ServiceFields {
  names?: TranslationFields[] | null;
  categoryId?: number | null;
  parentId?: number | null;
  duration?: number | null;
  fixedDuration?: boolean | null;
  breakDuration?: number | null;
  clientExitDuration?: number | null;
  executionOrder?: number | null;
  onlineBookable?: boolean | null;
  parts?: { minutesFromStart: number; duration: number }[] | null;
  prices?: { amount: number; validFrom?: string | null }[] | null;
  employees?: Link[] | null;
  workplaces?: Link[] | null;
  machines?: Link[] | null;
  machineModelIds?: number[] | null;
  associatedServiceIds?: number[] | null;
}

const Translation = shape({
  language: oneOf(LANGUAGES),
  name: requiredText(200),
  description: optional(nullable(maxText(2000))),
});

const ServiceStruct = shape({
  names: array(Translation),
  duration: int(5, 1440, 5),
  fixedDuration: boolean(),
  breakDuration: int(0, 1440, 5),
  clientExitDuration: int(0, 1440, 5),
  executionOrder: int(0, 1000),
  onlineBookable: boolean(),
  parts: array(shape({ minutesFromStart: int(0, 1435, 5), duration: int(5, 1440, 5) })),
  prices: optional(array(shape({ amount: int(0, 100_000_000), validFrom: optional(nullable(string())) }))),
});

export async function findService(ctx: Context, id: number) {
  const row = await ctx.vendorDb().service.findFirst({
    where: { id, deletedAt: null },
    include: {
      translations: true,
      parts: { orderBy: { position: 'asc' } },
      prices: { orderBy: { validFrom: 'asc' } },
      employees: true,
      workplaces: true,
      machines: true,
    },
  });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

type Existing = Awaited<ReturnType<typeof findService>>;

async function today(ctx: Context) {
  const vendor = await ctx.vendorDb().vendor.findFirstOrThrow({ where: { id: ctx.vendorId() } });
  return moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD');
}

async function save(ctx: Context, existing: Existing | null, input: ServiceFields) {
  const db = ctx.vendorDb();
  const pick = <K extends keyof ServiceFields>(key: K, fallback: unknown) => input[key] ?? fallback;
  const value = parseInput(
    ServiceStruct,
    {
      names: pick('names', existing?.translations ?? []),
      duration: pick('duration', existing?.duration),
      fixedDuration: pick('fixedDuration', existing?.fixedDuration ?? false),
      breakDuration: pick('breakDuration', existing?.breakDuration ?? 0),
      clientExitDuration: pick('clientExitDuration', existing?.clientExitDuration ?? 0),
      executionOrder: pick('executionOrder', existing?.executionOrder ?? 0),
      onlineBookable: pick('onlineBookable', existing?.onlineBookable ?? true),
      parts: pick('parts', existing?.parts ?? []),
      prices: input.prices ?? undefined,
    },
    ctx.lang,
  );
  const errors = new FieldErrorList(ctx.lang);
  if (!value.names.length) errors.add('names', 'required', {}, m(ctx.lang, 'nameRequired'));
  if (new Set(value.names.map((n) => n.language)).size !== value.names.length) {
    errors.add('names', 'excluded', {}, m(ctx.lang, 'duplicateLanguage'));
  }
  checkParts(ctx, errors, value.duration, value.parts);
  const todayKey = await today(ctx);
  const prices = value.prices ? newPrices(ctx, errors, existing?.prices ?? [], value.prices, todayKey) : [];
  const parentId = input.parentId === undefined ? (existing?.parentId ?? null) : input.parentId;
  if (existing && parentId === existing.id) errors.add('parentId', 'excluded', {}, m(ctx.lang, 'self'));
  if (existing && input.associatedServiceIds?.includes(existing.id)) {
    errors.add('associatedServiceIds', 'excluded', {}, m(ctx.lang, 'self'));
  }
  errors.throwIfAny();

  const categoryId = input.categoryId === undefined ? (existing?.categoryId ?? null) : input.categoryId;
  if (categoryId != null) {
    await ensureIds(ctx.lang, 'categoryId', [categoryId], (ids) =>
      db.serviceCategory.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    );
  }
  if (parentId != null) await ensureIds(ctx.lang, 'parentId', [parentId], liveServices(ctx));
  const ids = (links?: Link[] | null) => links?.map((l) => l.id);
  if (input.employees) await ensureIds(ctx.lang, 'employees', ids(input.employees), liveEmployees(ctx));
  if (input.workplaces) await ensureIds(ctx.lang, 'workplaces', ids(input.workplaces), liveWorkplaces(ctx));
  if (input.machines) {
    await ensureIds(ctx.lang, 'machines', ids(input.machines), (list) =>
      db.machine.findMany({ where: { id: { in: list } }, select: { id: true } }),
    );
  }
  const modelIds =
    input.machineModelIds &&
    (await ensureIds(ctx.lang, 'machineModelIds', input.machineModelIds, (list) =>
      db.machineModel.findMany({ where: { id: { in: list } }, select: { id: true } }),
    ));
  const associatedIds =
    input.associatedServiceIds &&
    (await ensureIds(ctx.lang, 'associatedServiceIds', input.associatedServiceIds, liveServices(ctx)));

  const vendorId = ctx.vendorId();
  const row = await ctx.vendorDb().$transaction(async (tx) => {
    const data: Prisma.ServiceUncheckedUpdateInput & Prisma.ServiceUncheckedCreateInput = {
      vendorId,
      categoryId,
      parentId,
      duration: value.duration,
      fixedDuration: value.fixedDuration,
      breakDuration: value.breakDuration,
      clientExitDuration: value.clientExitDuration,
      executionOrder: value.executionOrder,
      onlineBookable: value.onlineBookable,
    };
    let service: { id: number };
    if (existing) {
      service = await tx.service.update({ where: { id: existing.id, vendorId }, data });
    } else {
      // A new service goes to the end of the list.
      const last = await tx.service.aggregate({ where: { vendorId }, _max: { performedOrder: true } });
      service = await tx.service.create({ data: { ...data, performedOrder: (last._max.performedOrder ?? -1) + 1 } });
    }
    const serviceId = service.id;
    if (input.names) {
      await tx.serviceTranslation.deleteMany({ where: { serviceId } });
      await tx.serviceTranslation.createMany({
        data: value.names.map((n) => ({ serviceId, language: n.language, name: n.name, description: n.description })),
      });
    }
    if (input.parts) {
      await tx.servicePart.deleteMany({ where: { serviceId } });
      const sorted = [...value.parts].sort((a, b) => a.minutesFromStart - b.minutesFromStart);
      await tx.servicePart.createMany({ data: sorted.map((p, position) => ({ ...p, serviceId, position })) });
    }
    if (prices.length) {
      await tx.servicePrice.createMany({
        data: prices.map((p) => ({ serviceId, amount: p.amount, validFrom: new Date(`${p.validFrom}T00:00:00Z`) })),
      });
    }
    const relink = async <R extends { preference: 'PREFERRED' | 'NEUTRAL' | 'NON_PREFERRED' }>(
      links: Link[] | null | undefined,
      previous: (R & { id: number })[],
      replace: (rows: { id: number; preference: R['preference'] }[]) => Promise<unknown>,
    ) => {
      if (links) await replace(withPreferences(links, previous));
    };
    await relink(
      input.employees,
      (existing?.employees ?? []).map((e) => ({ id: e.employeeId, preference: e.preference })),
      async (rows) => {
        await tx.employeeService.deleteMany({ where: { serviceId } });
        await tx.employeeService.createMany({
          data: rows.map((r) => ({ serviceId, employeeId: r.id, preference: r.preference })),
        });
      },
    );
    await relink(
      input.workplaces,
      (existing?.workplaces ?? []).map((w) => ({ id: w.workplaceId, preference: w.preference })),
      async (rows) => {
        await tx.serviceWorkplace.deleteMany({ where: { serviceId } });
        await tx.serviceWorkplace.createMany({
          data: rows.map((r) => ({ serviceId, workplaceId: r.id, preference: r.preference })),
        });
      },
    );
    await relink(
      input.machines,
      (existing?.machines ?? []).map((x) => ({ id: x.machineId, preference: x.preference })),
      async (rows) => {
        await tx.serviceMachine.deleteMany({ where: { serviceId } });
        await tx.serviceMachine.createMany({
          data: rows.map((r) => ({ serviceId, machineId: r.id, preference: r.preference })),
        });
      },
    );
    if (modelIds) {
      await tx.machineModelService.deleteMany({ where: { serviceId } });
      await tx.machineModelService.createMany({
        data: modelIds.map((machineModelId) => ({ serviceId, machineModelId })),
      });
    }
    if (associatedIds) {
      await tx.serviceAssociation.deleteMany({ where: { serviceId } });
      await tx.serviceAssociation.createMany({
        data: associatedIds.map((associatedServiceId) => ({ serviceId, associatedServiceId })),
      });
    }
    return service;
  });
  await notifyChange(ctx, 'services');
  return row;
}

export const createService = (ctx: Context, input: ServiceFields) => save(ctx, null, input);
export const updateService = async (ctx: Context, id: number, input: ServiceFields) =>
  save(ctx, await findService(ctx, id), input);

/** Adds a price from a later date; the saved ones never change. */
export const addServicePrice = (ctx: Context, id: number, amount: number, validFrom?: string | null) =>
  updateService(ctx, id, { prices: [{ amount, validFrom }] });

/** Sets performedOrder of every listed service in one transaction: all or nothing. */
export async function setServicesOrder(ctx: Context, order: { id: number; performedOrder?: number | null }[]) {
  const ids = await ensureIds(
    ctx.lang,
    'services',
    order.map((o) => o.id),
    liveServices(ctx),
  );
  if (ids.length !== order.length) throw invalid(ctx.lang, 'services', 'excluded');
  const db = ctx.vendorDb();
  await db.$transaction(
    order.map((o, index) =>
      db.service.update({ where: { id: o.id }, data: { performedOrder: o.performedOrder ?? index } }),
    ),
  );
  await notifyChange(ctx, 'services');
}

export async function verifyDeleteService(ctx: Context, id: number) {
  const service = await findService(ctx, id);
  const db = ctx.vendorDb();
  return verifyDeleteResult({
    futureBookings: await futureBookings(db, { serviceId: id }),
    employees: service.employees.length,
    workplaces: service.workplaces.length,
    childServices: await db.service.count({ where: { parentId: id, deletedAt: null } }),
  });
}

/** Soft delete: existing bookings and invoices keep the service. */
export async function deleteService(ctx: Context, id: number) {
  await findService(ctx, id);
  await ctx.vendorDb().service.update({ where: { id }, data: { deletedAt: new Date(nowMs()) } });
  await notifyChange(ctx, 'services');
  return { id };
}
