import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/harness.ts';
import { type Database, openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { listMigrationFolders } from '../migrations-dir.ts';

describe('migration runner', () => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pgUrl = process.env.DATABASE_URL;
    const created = pgUrl ? await createPostgresDatabase(pgUrl) : undefined;
    drop = created?.drop;
    db = await openDatabase({ databaseUrl: created?.url });
  });
  afterAll(async () => {
    await db.close();
    await drop?.();
  });

  it('applies every migration once, in order, and records them', async () => {
    const folders = await listMigrationFolders();
    const [first, second] = await Promise.all([migrate(db.sql), migrate(db.sql)]);
    // Two runners racing: the advisory lock lets one apply everything, the other nothing.
    expect([...first, ...second].sort()).toEqual(folders);
    expect(await migrate(db.sql)).toEqual([]);
    const rows = await db.sql.session((exec) => exec('SELECT name FROM "_migrations" ORDER BY name'));
    expect(rows.map((r) => (r as { name: string }).name)).toEqual(folders);
  });

  it('the database refuses overlapping active events for one employee', async () => {
    const p = db.prisma;
    const vendor = await p.vendor.create({ data: { slug: 'v', name: 'V', publicName: 'V', email: 'v@x.ch' } });
    const location = await p.location.create({ data: { vendorId: vendor.id, name: 'L', shortName: 'L', slug: 'l' } });
    const employee = await p.employee.create({ data: { vendorId: vendor.id, firstname: 'A', lastname: 'B' } });
    const at = (h: number) => new Date(Date.UTC(2030, 0, 7, h));
    const event = (start: number, end: number, active = true) => ({
      vendorId: vendor.id,
      locationId: location.id,
      employeeId: employee.id,
      start: at(start),
      end: at(end),
      customerStart: at(start),
      customerEnd: at(end),
      active,
    });
    await p.event.create({ data: event(9, 10) });
    await p.event.create({ data: event(10, 11) }); // back to back is fine
    await expect(p.event.create({ data: event(9, 11) })).rejects.toThrow(/no_overlap|23P01/);
    await p.event.create({ data: event(9, 11, false) }); // inactive (canceled) events do not count
  });
});
