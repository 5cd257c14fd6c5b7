// Per-vendor data access: every read and write through this client is confined to one vendor.
// Resolvers and services of vendor data use ctx.vendorDb(), never the raw client, so tenancy is
// enforced here once rather than remembered in each query.
//
// The scoped client is a distinct (branded) type: a function that takes a `VendorDb` does not
// accept the unscoped PrismaClient nor a transaction of it, so forgetting the scope does not compile.
// Interactive transactions of the scoped client (`db.$transaction(async (tx) => ...)`) are scoped
// too, and `tx` is a `VendorDb`.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/prisma/pothos-types.ts';

/** Models that carry a vendorId column, read from the generated datamodel. */
export const vendorScopedModels: ReadonlySet<string> = new Set(
  Object.entries(getDatamodel().datamodel.models)
    .filter(([, model]) => model.fields.some((f) => f.name === 'vendorId' && f.kind === 'scalar'))
    .map(([name]) => name),
);

declare const vendorScope: unique symbol;
/** Brand of a client confined to one vendor; only scopedPrisma() makes one. */
interface VendorScoped {
  readonly [vendorScope]: true;
}

interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
}

/**
 * A vendor-confined client or one of its interactive transactions: what vendor services take.
 * Its interactive transactions hand out a VendorDb again. Creates still name `vendorId` (Prisma's
 * input types want it); the scope refuses any other vendor's id.
 */
export type VendorDb = Omit<Prisma.TransactionClient, '$transaction'> &
  VendorScoped & {
    $transaction<R>(fn: (tx: VendorDb) => Promise<R>, options?: TransactionOptions): Promise<R>;
    $transaction<P extends Prisma.PrismaPromise<unknown>[]>(
      queries: [...P],
      options?: { isolationLevel?: Prisma.TransactionIsolationLevel },
    ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
  };

/** The vendor-confined client of a request (ctx.vendorDb()). */
export type ScopedPrisma = VendorDb;

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

/**
 * The client confined to one vendor. Raw SQL ($queryRaw, $executeRaw) is not rewritten: it must
 * name the vendor itself. A query-only extension does not change result types, so the model
 * delegates keep the PrismaClient types (the extended type trips TypeScript's depth limit with
 * Pothos selections).
 */
export function scopedPrisma(prisma: PrismaClient, vendorId: number): ScopedPrisma {
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
  return scoped as unknown as ScopedPrisma;
}

/**
 * Any client or transaction, scoped or not: only for row helpers shared with callers that have
 * already checked the rows' vendor (e.g. recomputing an invoice found through a scoped client).
 */
export type AnyDb = Omit<Prisma.TransactionClient, '$transaction'>;
