// The demo vendor's team (employees, logins, timetables), calendar exceptions and customers.
import moment from 'moment-timezone';
import type { Prisma } from '../generated/prisma/client.ts';
import { nowMs } from '../lib/clock.ts';
import { customerNames, type DemoEmployee, day, employees, TIMETABLES_FROM, TZ } from './demo.data.ts';
import { DEMO_LOGINS } from './demo.data.ts';
import type { Places, ServiceRows } from './demo.places.ts';

export type EmployeeRows = Awaited<ReturnType<typeof seedTeam>>;

export type Calendar = Awaited<ReturnType<typeof seedCalendar>>;

/** The employees, their logins and their recurring timetables. */
export async function seedTeam(
  tx: Prisma.TransactionClient,
  { vendorId, workplaces, locationIds }: Places,
  serviceRows: ServiceRows,
  passwordHash: string,
) {
  const employeeRows: { id: number; spec: DemoEmployee }[] = [];
  for (const [position, e] of employees.entries()) {
    const user = e.login
      ? await tx.user.create({
          data: {
            email: DEMO_LOGINS[e.login],
            passwordHash,
            firstname: e.firstname,
            lastname: e.lastname,
            role: e.login === 'admin' ? 3 : 2,
            verified: true,
          },
        })
      : null;
    const locationWorkplaces = [...workplaces.entries()].filter(([, w]) => w.locationId === locationIds[e.location]);
    const row = await tx.employee.create({
      data: {
        vendorId,
        userId: user?.id,
        firstname: e.firstname,
        lastname: e.lastname,
        position,
        color: (['blue', 'pink', 'green', 'yellow', 'lightBlue'] as const)[position],
        canSetTimetable: e.login === 'admin',
        services: { create: e.services.map((key) => ({ serviceId: serviceRows.get(key)!.id })) },
        workplaces: {
          create: locationWorkplaces.map(([name, w]) => ({
            workplaceId: w.id,
            preference: e.workplaces.includes(name) ? 'PREFERRED' : 'NEUTRAL',
          })),
        },
      },
    });
    employeeRows.push({ id: row.id, spec: e });
    const saturday = e.weekdays.includes(6);
    await tx.timetable.create({
      data: {
        vendorId,
        employeeId: row.id,
        type: 'RECURRING',
        validFrom: day(TIMETABLES_FROM),
        ranges: {
          create: e.weekdays.flatMap((weekday) =>
            weekday === 6 && saturday
              ? [{ weekday, startMinute: 9 * 60, endMinute: 16 * 60, locationId: locationIds[e.location] }]
              : [
                  {
                    weekday,
                    startMinute: 9 * 60,
                    endMinute: 12 * 60 + 30,
                    locationId: locationIds[e.location],
                    position: 0,
                  },
                  {
                    weekday,
                    startMinute: 13 * 60 + 30,
                    endMinute: 18 * 60 + 30,
                    locationId: locationIds[e.location],
                    position: 1,
                  },
                ],
          ),
        },
      },
    });
  }
  return employeeRows;
}

/** One exceptional timetable and the Christmas closing. */
export async function seedCalendar(
  tx: Prisma.TransactionClient,
  { vendorId, lausanne, geneve }: Places,
  employeeRows: EmployeeRows,
  today: string,
) {
  // One exception: Emma works only the morning a week from today.
  const exceptionDate = moment.tz(today, TZ).add(7, 'days').format('YYYY-MM-DD');
  const emma = employeeRows[2]!;
  await tx.timetable.create({
    data: {
      vendorId,
      employeeId: emma.id,
      type: 'EXCEPTIONAL',
      validFrom: day(exceptionDate),
      ranges: { create: [{ weekday: 0, startMinute: 9 * 60, endMinute: 12 * 60, locationId: lausanne.id }] },
    },
  });

  // Closed on Christmas day (this year's, or next year's once it has passed).
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-25' ? 1 : 0);
  const christmas = `${year}-12-25`;
  await tx.closedDate.create({
    data: {
      vendorId,
      date: day(christmas),
      description: 'Noël',
      locations: { connect: [{ id: lausanne.id }, { id: geneve.id }] },
    },
  });
  return { emma, exceptionDate, christmas };
}

/** The customers (the first one with the demo customer login). */
export async function seedCustomers(
  tx: Prisma.TransactionClient,
  vendorId: number,
  employeeRows: EmployeeRows,
  passwordHash: string,
) {
  const customerIds: number[] = [];
  for (const [i, [firstname, lastname]] of customerNames.entries()) {
    const emailAddress =
      i === 0
        ? DEMO_LOGINS.customer
        : `${firstname}.${lastname}@example.ch`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase();
    const user =
      i === 0
        ? await tx.user.create({
            data: { email: emailAddress, passwordHash, firstname, lastname, role: 1, verified: true },
          })
        : null;
    const c = await tx.customer.create({
      data: {
        vendorId,
        userId: user?.id,
        firstname,
        lastname,
        email: emailAddress,
        gender: i % 2 === 0 ? 'MRS' : 'MR',
        phoneMobile: `+4179${String(5550000 + i * 137).padStart(7, '0')}`,
        city: i % 3 === 0 ? 'Genève' : 'Lausanne',
        zip: i % 3 === 0 ? '1204' : '1003',
        favoriteEmployeeId: i % 5 === 0 ? employeeRows[i % employeeRows.length]!.id : undefined,
        // Clients of the salon for one month to about two years, before the bookings below.
        createdAt: new Date(nowMs() - (30 + ((i * 37) % 700)) * 86_400_000),
      },
    });
    customerIds.push(c.id);
  }
  return customerIds;
}
