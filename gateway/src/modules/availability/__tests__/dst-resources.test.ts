// The loader and the engine together on stored data: DST days in Europe/Zurich land at the right
// UTC instants, a range ending 23:59:59 means end of day, a busy workplace or machine removes the
// slot although the employee is free, and processing time lets the employee serve someone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableSlots } from '../../../scheduling/index.ts';
import { loadAvailabilityInput } from '../availability.loader.ts';
import { type CountedDatabase, openCountedDatabase } from '../counted-db.ts';

const NOW = Date.parse('2026-03-01T00:00:00Z');

describe('availability on stored data', () => {
  let db: CountedDatabase;
  let ids: {
    vendor: number;
    location: number;
    employee: number;
    workplace: number;
    machine: number;
    plain: number;
    parts: number;
  };

  beforeAll(async () => {
    db = await openCountedDatabase();
    const p = db.prisma;
    const vendor = await p.vendor.create({
      data: {
        slug: 'dst',
        name: 'DST SA',
        publicName: 'DST',
        email: 'dst@example.ch',
        workplacesEnabled: true,
        machinesEnabled: true,
        availableBookingsInterval: 0,
        bookingSlotsPropositionInterval: 60,
      },
    });
    const location = await p.location.create({
      data: { vendorId: vendor.id, name: 'Zurich', shortName: 'ZH', slug: 'zh' },
    });
    const workplace = await p.workplace.create({
      data: { vendorId: vendor.id, locationId: location.id, name: 'Chair' },
    });
    const model = await p.machineModel.create({ data: { vendorId: vendor.id, name: 'Laser' } });
    const machine = await p.machine.create({
      data: { vendorId: vendor.id, locationId: location.id, machineModelId: model.id, name: 'Laser 1' },
    });
    const plain = await p.service.create({
      data: {
        vendorId: vendor.id,
        duration: 60,
        workplaces: { create: [{ workplaceId: workplace.id }] },
        machineModels: { create: [{ machineModelId: model.id }] },
      },
    });
    // Processing time: the employee applies (15 min), waits, then finishes (15 min).
    const parts = await p.service.create({
      data: {
        vendorId: vendor.id,
        duration: 60,
        parts: {
          create: [
            { minutesFromStart: 0, duration: 15, position: 0 },
            { minutesFromStart: 45, duration: 15, position: 1 },
          ],
        },
      },
    });
    const employee = await p.employee.create({
      data: {
        vendorId: vendor.id,
        firstname: 'Night',
        lastname: 'Owl',
        services: { create: [{ serviceId: plain.id }, { serviceId: parts.id }] },
        timetables: {
          create: [
            {
              vendorId: vendor.id,
              type: 'RECURRING',
              validFrom: new Date('2026-01-01T00:00:00Z'),
              // 00:00 - 23:59:59 every day.
              ranges: {
                create: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
                  weekday,
                  startMinute: 0,
                  endMinute: 1440,
                  locationId: location.id,
                })),
              },
            },
          ],
        },
      },
    });
    ids = {
      vendor: vendor.id,
      location: location.id,
      employee: employee.id,
      workplace: workplace.id,
      machine: machine.id,
      plain: plain.id,
      parts: parts.id,
    };
  }, 120_000);
  afterAll(() => db.close());

  const slots = async (serviceId: number, date: string) => {
    const data = await loadAvailabilityInput(
      db.prisma,
      'en',
      { vendorId: ids.vendor, locationId: ids.location, services: [{ id: serviceId }], dateFrom: date, dateTo: date },
      NOW,
    );
    return availableSlots(data, date);
  };
  const at = (list: Awaited<ReturnType<typeof slots>>) => list.map((s) => [s.time, new Date(s.start).toISOString()]);
  const busy = (data: Record<string, unknown>, start: string, end: string) =>
    db.prisma.event.create({
      data: { vendorId: ids.vendor, start, end, customerStart: start, customerEnd: end, kind: 'PRIVATE', ...data },
    });

  it('spring forward (2026-03-29): no 02:00, slots before and after at the right instants, up to midnight', async () => {
    const list = at(await slots(ids.plain, '2026-03-29'));
    expect(list.map(([time]) => time)).not.toContain('02:00');
    expect(list).toContainEqual(['01:00', '2026-03-29T00:00:00.000Z']);
    expect(list).toContainEqual(['03:00', '2026-03-29T01:00:00.000Z']);
    expect(list).toContainEqual(['13:00', '2026-03-29T11:00:00.000Z']);
    // The last hour ends at 23:59:59 = midnight.
    expect(list.at(-1)).toEqual(['23:00', '2026-03-29T21:00:00.000Z']);
    expect(list).toHaveLength(23);
  });

  it('fall back (2026-10-25): 02:00 twice, 13:00 is 12:00Z', async () => {
    const list = at(await slots(ids.plain, '2026-10-25'));
    expect(list.filter(([time]) => time === '02:00')).toEqual([
      ['02:00', '2026-10-25T00:00:00.000Z'],
      ['02:00', '2026-10-25T01:00:00.000Z'],
    ]);
    expect(list).toContainEqual(['13:00', '2026-10-25T12:00:00.000Z']);
    expect(list).toHaveLength(25);
  });

  it('employee free but workplace busy, or machine busy: no slot', async () => {
    const date = '2026-06-10';
    const before = at(await slots(ids.plain, date)).map(([time]) => time);
    expect(before).toContain('10:00');
    await busy({ workplaceId: ids.workplace }, '2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z'); // 10:00 local
    await busy({ machineId: ids.machine }, '2026-06-10T12:00:00Z', '2026-06-10T13:00:00Z'); // 14:00 local
    const after = at(await slots(ids.plain, date)).map(([time]) => time);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('14:00');
    expect(after).toContain('11:00');
    expect(after).toHaveLength(before.length - 2);
  });

  it("the service's stored preferred workplace and machine are given first, and a change shows at once", async () => {
    const date = '2026-06-12';
    const p = db.prisma;
    const chair2 = await p.workplace.create({
      data: { vendorId: ids.vendor, locationId: ids.location, name: 'Chair 2' },
    });
    const laser = await p.machine.findUniqueOrThrow({ where: { id: ids.machine } });
    const laser2 = await p.machine.create({
      data: { vendorId: ids.vendor, locationId: ids.location, machineModelId: laser.machineModelId, name: 'Laser 2' },
    });
    await p.serviceWorkplace.create({ data: { serviceId: ids.plain, workplaceId: chair2.id } });
    const first = async () => (await slots(ids.plain, date)).find((s) => s.time === '10:00')!.assignments[0]!;
    expect(await first()).toMatchObject({ workplaceId: ids.workplace, machineId: ids.machine });
    await p.serviceWorkplace.update({
      where: { serviceId_workplaceId: { serviceId: ids.plain, workplaceId: chair2.id } },
      data: { preference: 'PREFERRED' },
    });
    await p.serviceMachine.create({ data: { serviceId: ids.plain, machineId: laser2.id, preference: 'PREFERRED' } });
    expect(await first()).toMatchObject({ workplaceId: chair2.id, machineId: laser2.id });
    await p.serviceMachine.update({
      where: { serviceId_machineId: { serviceId: ids.plain, machineId: laser2.id } },
      data: { preference: 'NON_PREFERRED' },
    });
    expect(await first()).toMatchObject({ workplaceId: chair2.id, machineId: ids.machine });
  });

  it('processing time: the same employee takes another customer inside the parts gap', async () => {
    const date = '2026-06-11';
    // Busy 11:20-11:40 local: inside the gap of a booking at 11:00 (parts 11:00-11:15 and 11:45-12:00).
    await busy({ employeeId: ids.employee }, '2026-06-11T09:20:00Z', '2026-06-11T09:40:00Z');
    const withParts = at(await slots(ids.parts, date)).map(([time]) => time);
    expect(withParts).toContain('11:00');
    const withoutParts = at(await slots(ids.plain, date)).map(([time]) => time);
    expect(withoutParts).not.toContain('11:00');
  });
});
