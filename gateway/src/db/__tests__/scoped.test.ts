// The vendor-scoped client keeps its scope inside interactive transactions, and the unscoped
// client does not type-check where a scoped one is expected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { scopedPrisma, type VendorDb } from '../scoped.ts';

let t: TestApp;
let prisma: PrismaClient;
let a: number;
let b: number;
let regionOfB: number;

const vendor = (slug: string) => ({ slug, name: slug, publicName: slug, email: `${slug}@example.test` });
/** Only a vendor-scoped client or one of its transactions is accepted here. */
const regionNames = async (db: VendorDb) => (await db.region.findMany({ orderBy: { name: 'asc' } })).map((r) => r.name);

beforeAll(async () => {
  t = await startTestApp();
  prisma = t.app.services.prisma;
  a = (await prisma.vendor.create({ data: vendor('scope-a') })).id;
  b = (await prisma.vendor.create({ data: vendor('scope-b') })).id;
  await prisma.region.create({ data: { vendorId: a, name: 'North of A' } });
  regionOfB = (await prisma.region.create({ data: { vendorId: b, name: 'South of B' } })).id;
});
afterAll(() => t?.stop());

describe('scoped client', () => {
  it('reads and writes only its vendor inside an interactive transaction', async () => {
    const db = scopedPrisma(prisma, a);
    const seen = await db.$transaction(async (tx) => {
      // The scope stamps the vendor on a create that leaves it out.
      const unstamped = { name: 'East of A' } as { name: string; vendorId: number };
      const created = await tx.region.create({ data: unstamped });
      expect(created.vendorId).toBe(a);
      expect(await tx.region.findUnique({ where: { id: regionOfB } })).toBeNull();
      expect((await tx.region.updateMany({ where: { id: regionOfB }, data: { name: 'taken' } })).count).toBe(0);
      await expect(tx.region.update({ where: { id: regionOfB }, data: { name: 'taken' } })).rejects.toThrow();
      expect((await tx.region.deleteMany({})).count).toBe(2);
      return regionNames(tx);
    });
    expect(seen).toEqual([]);
    // Vendor B's row was neither renamed nor deleted.
    expect((await prisma.region.findUniqueOrThrow({ where: { id: regionOfB } })).name).toBe('South of B');
    expect(await regionNames(scopedPrisma(prisma, b))).toEqual(['South of B']);
  });

  it('refuses a create that names another vendor, and rolls the transaction back', async () => {
    const db = scopedPrisma(prisma, b);
    await expect(
      db.$transaction(async (tx) => {
        await tx.region.create({ data: { vendorId: b, name: 'West of B' } });
        await tx.region.create({ data: { name: 'Smuggled', vendorId: a } });
      }),
    ).rejects.toThrow('Cross-vendor write refused');
    expect(await regionNames(db)).toEqual(['South of B']);
  });

  it('applies the scope to batch transactions too', async () => {
    const db = scopedPrisma(prisma, b);
    const [count, rows] = await db.$transaction([db.region.count(), db.region.findMany()]);
    expect(count).toBe(1);
    expect(rows.map((r) => r.vendorId)).toEqual([b]);
  });

  it('does not accept the unscoped client or its transactions where a scoped one is expected', async () => {
    await prisma.region.create({ data: { vendorId: a, name: 'Back in A' } });
    // At run time the unscoped client sees every vendor: that is why it must not compile here.
    // @ts-expect-error the unscoped client is not a VendorDb
    expect(await regionNames(prisma)).toEqual(['Back in A', 'South of B']);
    await prisma.$transaction(async (tx) => {
      // @ts-expect-error a transaction of the unscoped client is not a VendorDb either
      expect(await regionNames(tx)).toEqual(['Back in A', 'South of B']);
    });
  });
});
