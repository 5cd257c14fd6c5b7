// Backups that restore (docs/operations.md, "Backups"): a seeded database with bookings, invoices, payments
// and vouchers is backed up and restored into a fresh one, which then holds the same rows, serves
// the app, and continues its id sequences.
// - PostgreSQL: pg_dump (custom format) and pg_restore into a new database;
// - PGlite: a copy of the data folder of a stopped database, and PGlite's own dumpDataDir.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { seedDemo } from '../../seed/demo.ts';
import { buildApp } from '../../server.ts';
import { createPostgresDatabase } from '../../test/harness.ts';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { createPglite, pgliteExtensions } from '../pglite.ts';

const pgUrl = process.env.DATABASE_URL;
const TABLES = ['Booking', 'Event', 'Invoice', 'InvoiceLine', 'Payment', 'Voucher', 'Customer'];

/** Per table: its row count and a digest of every row's content, in id order. */
async function fingerprint(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await query(
      `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS f FROM "${table}" t`,
    );
    result[table] = String(row!.f);
  }
  return result;
}

/** The demo vendor plus three gift vouchers, one of them paid with on an invoice. */
async function seedWithVouchers(prisma: PrismaClient) {
  await seedDemo(prisma);
  const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
  const customer = await prisma.customer.findFirstOrThrow({ where: { vendorId: vendor.id } });
  const vouchers = await Promise.all(
    ['BACKUPAA', 'BACKUPBB', 'BACKUPCC'].map((code, i) =>
      prisma.voucher.create({
        data: {
          vendorId: vendor.id,
          code,
          faceValue: 5000 * (i + 1),
          validFrom: new Date('2026-01-01'),
          validUntil: new Date('2027-12-31'),
          customerId: customer.id,
        },
      }),
    ),
  );
  const invoice = await prisma.invoice.findFirstOrThrow({ where: { vendorId: vendor.id } });
  await prisma.payment.create({
    data: { vendorId: vendor.id, invoiceId: invoice.id, method: 'VOUCHER', amount: 2000, voucherId: vouchers[0]!.id },
  });
}

function expectSeeded(print: Record<string, string>) {
  for (const table of TABLES) expect(Number(print[table]!.split(':')[0]), table).toBeGreaterThan(0);
  expect(print.Voucher!.startsWith('3:')).toBe(true);
}

describe.runIf(pgUrl)('PostgreSQL backup with pg_dump and restore with pg_restore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores the same bookings, invoices and vouchers into a fresh database that the app then serves', async () => {
    const source = await createPostgresDatabase(pgUrl!);
    dropped.push(source.drop);
    const db = await openDatabase({ databaseUrl: source.url });
    await migrate(db.sql);
    await seedWithVouchers(db.prisma);
    const before = await fingerprint((sql) => db.prisma.$queryRawUnsafe(sql));
    await db.close();
    expectSeeded(before);

    const file = path.join(dir, 'salon.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.url]);
    const target = await createPostgresDatabase(pgUrl!);
    dropped.push(target.drop);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, file]);

    const app = await buildApp({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: target.url,
      dataDir: undefined as unknown as string,
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: 'silent',
      seedDemo: false,
    });
    try {
      const prisma = app.services.prisma;
      expect(await fingerprint((sql) => prisma.$queryRawUnsafe(sql))).toEqual(before);
      // Nothing left to migrate, so the restored database is ready as it is.
      const url = await app.start();
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(200);
      // The id sequences came along: a new voucher gets the next id, not a taken one.
      const max = await prisma.voucher.aggregate({ _max: { id: true } });
      const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
      const added = await prisma.voucher.create({
        data: {
          vendorId: vendor.id,
          code: 'AFTERONE',
          faceValue: 1000,
          validFrom: new Date('2026-01-01'),
          validUntil: new Date('2026-12-31'),
        },
      });
      expect(added.id).toBeGreaterThan(max._max.id!);
    } finally {
      await app.stop();
    }
  }, 300_000);
});

describe('PGlite backup: the data folder and dumpDataDir', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restores the same rows from a copy of the stopped database folder and from dumpDataDir', async () => {
    const original = path.join(dir, 'data');
    mkdirSync(original);
    const db = await openDatabase({ dataDir: original });
    await migrate(db.sql);
    await seedWithVouchers(db.prisma);
    const before = await fingerprint((sql) => db.prisma.$queryRawUnsafe(sql));
    await db.close();
    expectSeeded(before);

    // A copy of the folder taken while no process has the database open.
    const copy = path.join(dir, 'restored');
    cpSync(original, copy, { recursive: true });
    const restored = await openDatabase({ dataDir: copy });
    expect(await migrate(restored.sql)).toEqual([]);
    expect(await fingerprint((sql) => restored.prisma.$queryRawUnsafe(sql))).toEqual(before);
    await restored.close();

    // PGlite's own archive of a database (the way to back it up from inside a running process).
    const live = await createPglite(path.join(original, 'pglite'));
    const archive = await live.dumpDataDir('gzip');
    await live.close();
    const loaded = await PGlite.create({ loadDataDir: archive, extensions: pgliteExtensions });
    expect(await fingerprint(async (sql) => (await loaded.query<Record<string, unknown>>(sql)).rows)).toEqual(before);
    await loaded.close();
    // Seeding a database on disk takes about a minute on a busy two-core machine.
  }, 300_000);
});
