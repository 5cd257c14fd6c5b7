// vendorRaw(): the vendor-scoped raw SQL helper gives each query its vendor's filter and refuses a
// query that never applies it, before anything reaches the database.
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.ts';
import { type RawDb, vendorRaw } from '../raw.ts';

function recorder() {
  const sent: Prisma.Sql[] = [];
  const db = {
    $queryRaw: (query: Prisma.Sql) => {
      sent.push(query);
      return Promise.resolve([{ id: 1 }]);
    },
    $executeRaw: (query: Prisma.Sql) => {
      sent.push(query);
      return Promise.resolve(1);
    },
  } as unknown as RawDb;
  return { db, sent };
}

describe('vendorRaw', () => {
  it("adds the vendor's filter, with its alias, as a bound value", async () => {
    const { db, sent } = recorder();
    const rows = await vendorRaw(db, 7).query<{ id: number }>(
      (vendor) => Prisma.sql`SELECT c."id" FROM "Customer" c WHERE ${vendor('c')} AND c."id" = ${3}`,
    );
    expect(rows).toEqual([{ id: 1 }]);
    expect(sent[0]?.sql).toBe('SELECT c."id" FROM "Customer" c WHERE c."vendorId" = ? AND c."id" = ?');
    expect(sent[0]?.values).toEqual([7, 3]);
  });

  it("stamps the vendor's id on inserted rows with vendor.id()", async () => {
    const { db, sent } = recorder();
    const count = await vendorRaw(db, 9).execute(
      (vendor) => Prisma.sql`INSERT INTO "Region" ("vendorId", "name") VALUES (${vendor.id()}, ${'North'})`,
    );
    expect(count).toBe(1);
    expect(sent[0]?.values).toEqual([9, 'North']);
  });

  it('refuses a query that does not filter on its vendor, and a bad alias or vendor id', () => {
    const { db, sent } = recorder();
    expect(() => vendorRaw(db, 7).query(() => Prisma.sql`SELECT "id" FROM "Customer"`)).toThrow(/vendor/);
    expect(() => vendorRaw(db, 7).query((vendor) => Prisma.sql`SELECT 1 WHERE ${vendor('c; DROP')}`)).toThrow(/alias/);
    expect(() => vendorRaw(db, Number.NaN).query((vendor) => Prisma.sql`SELECT 1 WHERE ${vendor()}`)).toThrow(
      /vendor id/,
    );
    expect(sent).toEqual([]);
  });
});
