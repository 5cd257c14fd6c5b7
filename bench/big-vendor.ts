// The benchmarks' large vendor: 1 location, 30 employees, 10 workplaces, 3 machines, 40 services,
// recurring timetables, and (by default) 5,000 events over the next 2 months. Deterministic.
import moment from 'moment-timezone';
import type { PrismaClient } from '../gateway/src/generated/prisma/client.ts';
import { prng } from '../gateway/src/lib/prng.ts';

export const TZ = 'Europe/Zurich';
export const EMPLOYEES = 30;
export const WORKPLACES = 10;
export const MACHINES = 3;
export const SERVICES = 40;

export async function seedBigVendor(p: PrismaClient, options: { events: number; slug?: string } = { events: 5000 }) {
  const slug = options.slug ?? 'bench';
  const random = prng(11);
  const today = moment.tz(TZ).startOf('day');
  const vendor = await p.vendor.create({
    data: {
      slug,
      name: 'Bench SA',
      publicName: 'Bench',
      email: 'bench@example.ch',
      liveMode: true,
      workplacesEnabled: true,
      machinesEnabled: true,
      minStart: 8 * 60,
      maxEnd: 19 * 60,
      availableBookingsInterval: 120,
    },
  });
  const vendorId = vendor.id;
  const location = await p.location.create({ data: { vendorId, name: 'Centre', shortName: 'CTR', slug: 'centre' } });
  const workplaces = await p.workplace.createManyAndReturn({
    data: Array.from({ length: WORKPLACES }, (_, i) => ({ vendorId, locationId: location.id, name: `Poste ${i + 1}` })),
  });
  const models = await p.machineModel.createManyAndReturn({
    data: [
      { vendorId, name: 'Laser' },
      { vendorId, name: 'Hydra' },
    ],
  });
  const machines = await p.machine.createManyAndReturn({
    data: Array.from({ length: MACHINES }, (_, i) => ({
      vendorId,
      locationId: location.id,
      machineModelId: models[i % 2]!.id,
      name: `Machine ${i + 1}`,
    })),
  });
  const services = await p.service.createManyAndReturn({
    data: Array.from({ length: SERVICES }, (_, i) => ({
      vendorId,
      duration: 30 + 15 * (i % 4),
      breakDuration: i % 5 === 0 ? 10 : 0,
      clientExitDuration: i % 7 === 0 ? 5 : 0,
    })),
  });
  await p.serviceTranslation.createMany({
    data: services.map((s, i) => ({ serviceId: s.id, language: 'fr' as const, name: `Prestation ${i + 1}` })),
  });
  // Every third service has a processing time; every eighth needs a machine.
  await p.servicePart.createMany({
    data: services
      .filter((_, i) => i % 3 === 1)
      .flatMap((s) => [
        { serviceId: s.id, minutesFromStart: 0, duration: 10, position: 0 },
        { serviceId: s.id, minutesFromStart: s.duration - 10, duration: 10, position: 1 },
      ]),
  });
  await p.machineModelService.createMany({
    data: services
      .filter((_, i) => i % 8 === 0)
      .map((s, k) => ({ serviceId: s.id, machineModelId: models[k % 2]!.id })),
  });
  await p.serviceWorkplace.createMany({
    data: services.flatMap((s, i) =>
      [0, 3, 6].map((k) => ({ serviceId: s.id, workplaceId: workplaces[(i + k) % WORKPLACES]!.id })),
    ),
  });
  const employees = await p.employee.createManyAndReturn({
    data: Array.from({ length: EMPLOYEES }, (_, i) => ({ vendorId, firstname: `E${i}`, lastname: 'Bench' })),
  });
  await p.employeeService.createMany({
    data: employees.flatMap((e, i) =>
      services
        .filter((_, k) => (k + i) % 3 === 0)
        .map((s, k) => ({
          employeeId: e.id,
          serviceId: s.id,
          preference: k % 5 === 0 ? ('PREFERRED' as const) : ('NEUTRAL' as const),
        })),
    ),
  });
  await p.employeeWorkplace.createMany({
    data: employees.flatMap((e, i) =>
      i % 3 === 0
        ? []
        : [0, 1, 2, 4].map((k) => ({ employeeId: e.id, workplaceId: workplaces[(i + k) % WORKPLACES]!.id })),
    ),
  });
  // Two recurring timetables each (the second from a month ahead), mornings and afternoons.
  for (const e of employees) {
    for (const [validFrom, start, end] of [
      [today.clone().subtract(1, 'year'), 8 * 60, 18 * 60],
      [today.clone().add(30, 'days'), 9 * 60, 19 * 60],
    ] as const) {
      await p.timetable.create({
        data: {
          vendorId,
          employeeId: e.id,
          type: 'RECURRING',
          validFrom: new Date(`${validFrom.format('YYYY-MM-DD')}T00:00:00Z`),
          ranges: {
            create: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
              { weekday, startMinute: start, endMinute: 12 * 60, locationId: location.id },
              { weekday, startMinute: 13 * 60, endMinute: end, locationId: location.id },
            ]),
          },
        },
      });
    }
  }
  // 5,000 events on a 30-minute grid: never two at once for one employee, workplace or machine.
  const taken = new Set<string>();
  const events: {
    vendorId: number;
    start: Date;
    end: Date;
    customerStart: Date;
    customerEnd: Date;
    employeeId: number;
    workplaceId: number | null;
    machineId: number | null;
    locationId: number;
  }[] = [];
  while (events.length < options.events) {
    const day = today.clone().add(Math.floor(random() * 61), 'days');
    if (day.isoWeekday() === 7) continue;
    const cell = 8 * 2 + Math.floor(random() * 20);
    const start = day.clone().add(cell * 30, 'minutes');
    const key = `${day.format('YYYY-MM-DD')}|${cell}`;
    const employee = employees[Math.floor(random() * EMPLOYEES)]!;
    const workplace = random() < 0.4 ? workplaces[Math.floor(random() * WORKPLACES)]! : null;
    const machine = random() < 0.05 ? machines[Math.floor(random() * MACHINES)]! : null;
    const keys = [
      `e${employee.id}|${key}`,
      workplace && `w${workplace.id}|${key}`,
      machine && `m${machine.id}|${key}`,
    ].filter((k): k is string => Boolean(k));
    if (keys.some((k) => taken.has(k))) continue;
    for (const k of keys) taken.add(k);
    const s = start.toDate();
    const en = start.clone().add(30, 'minutes').toDate();
    events.push({
      vendorId,
      start: s,
      end: en,
      customerStart: s,
      customerEnd: en,
      employeeId: employee.id,
      workplaceId: workplace?.id ?? null,
      machineId: machine?.id ?? null,
      locationId: location.id,
    });
  }
  for (let i = 0; i < events.length; i += 1000) await p.event.createMany({ data: events.slice(i, i + 1000) });
  // As autovacuum would after such a load: planner statistics.
  await p.$executeRawUnsafe('ANALYZE');
  return { vendorId, location, services, employees, workplaces, machines, models, today };
}
