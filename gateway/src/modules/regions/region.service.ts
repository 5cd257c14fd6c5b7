// Regions group locations (spec §3); a name is unique per vendor.
import { array, integer, optional, type as shape } from 'superstruct';
import type { Context } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { ensureIds, isUniqueViolation, verifyDeleteResult } from '../configuration/index.ts';
import { requiredText } from '@salon/shared';
import { m } from '../locations/index.ts';
import { notifyChange } from '../notifications-counters/index.ts';
import { invalid, parseInput } from '../../lib/validate.ts';

export interface RegionFields {
  name?: string | null;
  locationIds?: number[] | null;
}

const RegionStruct = shape({ name: requiredText(100), locationIds: optional(array(integer())) });

export async function findRegion(ctx: Context, id: number) {
  const region = await ctx.vendorDb().region.findFirst({ where: { id } });
  if (!region) throw new NotFoundError(m(ctx.lang, 'regionNotFound'));
  return region;
}

async function checkName(ctx: Context, name: string, exceptId?: number) {
  const same = await ctx.vendorDb().region.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
  });
  if (same) throw invalid(ctx.lang, 'name', 'valueAlreadyRegistered', { value: name });
}

const liveLocations = (ctx: Context, ids: number[]) =>
  ctx.vendorDb().location.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } });

/** The region's locations become exactly `ids` (others leave the region), in one transaction. */
async function writeRegion(ctx: Context, id: number | null, name: string, locationIds: number[] | undefined) {
  const vendorId = ctx.vendorId();
  const ids = locationIds && (await ensureIds(ctx.lang, 'locationIds', locationIds, (l) => liveLocations(ctx, l)));
  try {
    const region = await ctx.vendorDb().$transaction(async (tx) => {
      const row = id
        ? await tx.region.update({ where: { id }, data: { name } })
        : await tx.region.create({ data: { name, vendorId } });
      if (ids) {
        await tx.location.updateMany({ where: { regionId: row.id, id: { notIn: ids } }, data: { regionId: null } });
        await tx.location.updateMany({ where: { id: { in: ids } }, data: { regionId: row.id } });
      }
      return row;
    });
    await notifyChange(ctx, 'regions');
    return region;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'regionTaken'));
    throw error;
  }
}

export async function createRegion(ctx: Context, input: RegionFields) {
  const value = parseInput(RegionStruct, { ...input, locationIds: input.locationIds ?? undefined }, ctx.lang);
  await checkName(ctx, value.name);
  return writeRegion(ctx, null, value.name, value.locationIds);
}

export async function updateRegion(ctx: Context, id: number, input: RegionFields) {
  const existing = await findRegion(ctx, id);
  const value = parseInput(
    RegionStruct,
    { name: input.name ?? existing.name, locationIds: input.locationIds ?? undefined },
    ctx.lang,
  );
  await checkName(ctx, value.name, id);
  return writeRegion(ctx, id, value.name, value.locationIds);
}

export async function setRegionLocations(ctx: Context, id: number, ids: number[]) {
  const existing = await findRegion(ctx, id);
  return writeRegion(ctx, id, existing.name, ids);
}

export async function verifyDeleteRegion(ctx: Context, id: number) {
  await findRegion(ctx, id);
  const locations = await ctx.vendorDb().location.count({ where: { regionId: id, deletedAt: null } });
  return verifyDeleteResult({ locations });
}

/** Its locations stay, without region. */
export async function deleteRegion(ctx: Context, id: number) {
  await findRegion(ctx, id);
  await ctx.vendorDb().region.delete({ where: { id } });
  await notifyChange(ctx, 'regions');
  return { id };
}
