// The vendor's availability configuration is cached per process, yet a committed change (closed
// date, timetable, vendor setting, service duration) shows in the very next availability request:
// database triggers move the configuration version in the writing transaction, and each request
// reads that version with its busy intervals. With DATABASE_URL, also across two gateways' clients
// on one database (each with its own cache), with no message between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { availableDates, availableSlots } from '../../../scheduling/index.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { createPostgresDatabase } from '../../../test/harness.ts';
import { type AvailabilityRequest, loadAvailabilityInput } from '../availability.loader.ts';
import { type CountedDatabase, openCountedDatabase } from '../counted-db.ts';

async function demoRequest(p: PrismaClient): Promise<AvailabilityRequest> {
  const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
  const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
  const services = await p.service.findMany({
    where: { translations: { some: { name: { in: ['Coupe homme', 'Brushing'] } } } },
    orderBy: { id: 'asc' },
  });
  return {
    vendorId: vendor.id,
    locationId: location.id,
    services: services.map((s) => ({ id: s.id })),
    dateFrom: new Date(Date.now() + 86400_000).toISOString().slice(0, 10),
    dateTo: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
  };
}

const datesOf = async (p: PrismaClient, req: AvailabilityRequest) =>
  availableDates(await loadAvailabilityInput(p, 'fr', req)).map((d) => d.date);
const slotsOn = async (p: PrismaClient, req: AvailabilityRequest, date: string) =>
  availableSlots(await loadAvailabilityInput(p, 'fr', { ...req, dateFrom: date, dateTo: date }), date);

/** The same scenario, reading through `reader` and writing through `writer`. */
function configChanges(clients: () => { reader: PrismaClient; writer: PrismaClient }) {
  let req: AvailabilityRequest;
  beforeAll(async () => {
    req = await demoRequest(clients().writer);
  });

  it('a closed date removes its day at once', async () => {
    const { reader, writer } = clients();
    const before = await datesOf(reader, req);
    const day = before[0]!;
    await datesOf(reader, req); // cached now
    const closed = await writer.closedDate.create({
      data: {
        vendorId: req.vendorId,
        date: new Date(`${day}T00:00:00Z`),
        locations: { connect: [{ id: req.locationId }] },
      },
    });
    expect(await datesOf(reader, req)).not.toContain(day);
    await writer.closedDate.delete({ where: { id: closed.id } });
    expect(await datesOf(reader, req)).toEqual(before);
  });

  it('a timetable edit (a day off for everyone) and a shorter opening show at once', async () => {
    const { reader, writer } = clients();
    const day = (await datesOf(reader, req))[0]!;
    const employees = await writer.employee.findMany({ where: { vendorId: req.vendorId, deletedAt: null } });
    // An exceptional timetable without ranges: the employee does not work that day.
    await writer.timetable.createMany({
      data: employees.map((e) => ({
        vendorId: req.vendorId,
        employeeId: e.id,
        type: 'EXCEPTIONAL' as const,
        validFrom: new Date(`${day}T00:00:00Z`),
      })),
    });
    expect(await slotsOn(reader, req, day)).toEqual([]);
    await writer.timetable.deleteMany({
      where: { vendorId: req.vendorId, type: 'EXCEPTIONAL', validFrom: new Date(`${day}T00:00:00Z`) },
    });
    const open = await slotsOn(reader, req, day);
    expect(open.length).toBeGreaterThan(0);

    // A vendor setting: nothing may start before 14:00 any more.
    const vendor = await writer.vendor.findUniqueOrThrow({ where: { id: req.vendorId } });
    await writer.vendor.update({ where: { id: req.vendorId }, data: { minStart: 14 * 60 } });
    const afternoon = await slotsOn(reader, req, day);
    expect(afternoon.length).toBeGreaterThan(0);
    expect(afternoon.every((s) => s.time >= '14:00')).toBe(true);
    expect(afternoon.length).toBeLessThan(open.length);
    await writer.vendor.update({ where: { id: req.vendorId }, data: { minStart: vendor.minStart } });
    expect(await slotsOn(reader, req, day)).toEqual(open);
  });

  it('a service duration change shows at once', async () => {
    const { reader, writer } = clients();
    const id = req.services[0]!.id;
    const service = await writer.service.findUniqueOrThrow({ where: { id } });
    const before = await loadAvailabilityInput(reader, 'fr', req);
    expect(before.services[0]!.duration).toBe(service.duration);
    await writer.service.update({ where: { id }, data: { duration: service.duration + 15 } });
    const after = await loadAvailabilityInput(reader, 'fr', req);
    expect(after.services[0]!.duration).toBe(service.duration + 15);
    await writer.service.update({ where: { id }, data: { duration: service.duration } });
  });
}

describe('availability configuration cache (one process)', () => {
  let db: CountedDatabase;
  beforeAll(async () => {
    db = await openCountedDatabase();
    await seedDemo(db.prisma);
  }, 120_000);
  afterAll(() => db.close());
  configChanges(() => ({ reader: db.prisma, writer: db.prisma }));

  it('a cached request is one query, and a write that is not configuration keeps the cache', async () => {
    const req = await demoRequest(db.prisma);
    await datesOf(db.prisma, req);
    let before = db.queries();
    await datesOf(db.prisma, req);
    expect(db.queries() - before).toBe(1);
    // A booking setting availability does not read (the vendor's name) leaves the version alone.
    await db.prisma.vendor.update({ where: { id: req.vendorId }, data: { website: 'https://example.test' } });
    before = db.queries();
    await datesOf(db.prisma, req);
    expect(db.queries() - before).toBe(1);
  });
});

const pgUrl = process.env.DATABASE_URL;
describe.runIf(pgUrl)('availability configuration cache (two gateways on one PostgreSQL database)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!);
    a = await openDatabase({ databaseUrl: database.url });
    await migrate(a.sql);
    b = await openDatabase({ databaseUrl: database.url });
    await seedDemo(a.prisma);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });
  // Gateway A reads (and caches); gateway B writes.
  configChanges(() => ({ reader: a.prisma, writer: b.prisma }));
});
