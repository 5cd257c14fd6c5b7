// Per-vendor data access: every read and write through this client is confined to one vendor.
// Resolvers of vendor data use ctx.vendorDb(), never the raw client, so tenancy is enforced here
// once rather than remembered in each query.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/prisma/pothos-types.ts';

/** Models that carry a vendorId column, read from the generated datamodel. */
export const vendorScopedModels: ReadonlySet<string> = new Set(
  Object.entries(getDatamodel().datamodel.models)
    .filter(([, model]) => model.fields.some((f) => f.name === 'vendorId' && f.kind === 'scalar'))
    .map(([name]) => name),
);

const whereOperations = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
  'upsert',
]);

type Args = Record<string, unknown> & { where?: Record<string, unknown>; data?: unknown; create?: unknown };

function stampData(data: unknown, vendorId: number): unknown {
  if (Array.isArray(data)) return data.map((d) => stampData(d, vendorId));
  if (data && typeof data === 'object') {
    const row = data as Record<string, unknown>;
    if (row.vendorId !== undefined && row.vendorId !== vendorId) {
      throw new Error('Cross-vendor write refused');
    }
    // A nested `vendor: { connect }` is replaced by the scoped id.
    const { vendor: _vendor, ...rest } = row;
    return { ...rest, vendorId };
  }
  return data;
}

// A query-only extension does not change result types, so the scoped client keeps the
// PrismaClient type (the extended type trips TypeScript's depth limit with Pothos selections).
export function scopedPrisma(prisma: PrismaClient, vendorId: number): PrismaClient {
  const scoped = prisma.$extends({
    name: 'vendor-scope',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (!vendorScopedModels.has(model)) return query(args);
          const a = { ...(args as Args) };
          if (whereOperations.has(operation)) a.where = { ...(a.where ?? {}), vendorId };
          if (operation === 'create' || operation === 'createMany' || operation === 'createManyAndReturn') {
            a.data = stampData(a.data, vendorId);
          }
          if (operation === 'upsert') a.create = stampData(a.create, vendorId);
          return query(a as typeof args);
        },
      },
    },
  });
  return scoped as unknown as PrismaClient;
}

export type ScopedPrisma = PrismaClient;
