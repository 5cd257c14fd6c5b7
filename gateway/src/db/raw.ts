// Raw SQL on a vendor's data. Prisma's scoped client (db/scoped.ts) does not rewrite $queryRaw or
// $executeRaw, so every raw query that reads or writes a vendor's rows goes through vendorRaw(): it
// hands the query its vendor filter (`${vendor('c')}` = `c."vendorId" = <id>`) and refuses a query
// that does not use it. The raw queries that cross vendors on purpose (the job queue, the
// schedulers, the public directory, the queue metrics, the advisory locks) are named in
// src/test/__tests__/structure.test.ts.
import { Prisma } from '../generated/prisma/client.ts';

/** What a raw query needs of a client: the unscoped one, the scoped one or a transaction of either. */
export interface RawDb {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Prisma.PrismaPromise<number>;
}

/**
 * `alias."vendorId" = <the vendor>` (or `"vendorId" = …` without an alias), for a WHERE or ON
 * clause; `vendor.id()` is the vendor's id as a value, for the rows an INSERT stamps.
 */
export type VendorFilter = ((alias?: string) => Prisma.Sql) & { id: () => Prisma.Sql };

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The query built with its vendor's filter; throws when the query never applied it. */
function build(vendorId: number, query: (vendor: VendorFilter) => Prisma.Sql): Prisma.Sql {
  if (!Number.isSafeInteger(vendorId)) throw new TypeError(`vendorRaw: bad vendor id ${vendorId}`);
  let used = false;
  const filter = (alias?: string) => {
    if (alias !== undefined && !ALIAS.test(alias)) throw new TypeError(`vendorRaw: bad alias ${alias}`);
    used = true;
    return Prisma.sql`${Prisma.raw(alias ? `${alias}."vendorId"` : '"vendorId"')} = ${vendorId}`;
  };
  const id = () => {
    used = true;
    return Prisma.sql`${vendorId}`;
  };
  const vendor: VendorFilter = Object.assign(filter, { id });
  const sql = query(vendor);
  if (!used) throw new Error('vendorRaw: the query does not filter on its vendor');
  return sql;
}

/**
 * Raw SQL confined to one vendor: `vendorRaw(db, vendorId).query<Row>((vendor) => Prisma.sql`…
 * WHERE ${vendor('c')} …`)`. Each row the query reads must be filtered with `vendor(alias)`, each
 * row it inserts stamped with `vendor.id()`.
 */
export function vendorRaw(db: RawDb, vendorId: number) {
  return {
    query<T>(query: (vendor: VendorFilter) => Prisma.Sql): Promise<T[]> {
      return db.$queryRaw<T[]>(build(vendorId, query));
    },
    execute(query: (vendor: VendorFilter) => Prisma.Sql): Promise<number> {
      return db.$executeRaw(build(vendorId, query));
    },
  };
}
