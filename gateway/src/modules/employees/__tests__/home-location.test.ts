// Where an employee works (a new staff booking starts there): the location of most ranges of the
// recurring timetable in force, else of the first workplace, else none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const HOME = 'query ($id: Int!) { employee(id: $id) { homeLocationId } }';

describe('employee home location', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    // The clock first: the sessions are signed at that time.
    setClock(new Date('2030-03-04T09:00:00Z'));
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });

  it('follows the timetable in force, then the workplace, else says nothing', async () => {
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    const [a, b] = await p.location.findMany({ where: { vendorId: vendor.id }, orderBy: { id: 'asc' }, take: 2 });
    const employee = await p.employee.create({ data: { vendorId: vendor.id, firstname: 'Home', lastname: 'Test' } });
    const home = async () =>
      (await t.gql<{ employee: { homeLocationId: number | null } }>(HOME, { id: employee.id }, tokens.staff)).data
        ?.employee.homeLocationId;
    expect(await home()).toBeNull();

    const workplace = await p.workplace.create({ data: { vendorId: vendor.id, locationId: a!.id, name: 'Home test' } });
    await p.employeeWorkplace.create({ data: { employeeId: employee.id, workplaceId: workplace.id } });
    expect(await home()).toBe(a!.id);

    const ranges = (locationIds: number[]) =>
      locationIds.map((locationId, i) => ({ weekday: i + 1, startMinute: 540, endMinute: 1020, locationId }));
    // In force since 2030-01-01: mostly at b.
    await p.timetable.create({
      data: {
        vendorId: vendor.id,
        employeeId: employee.id,
        type: 'RECURRING',
        validFrom: new Date('2030-01-01'),
        ranges: { create: ranges([b!.id, b!.id, a!.id]) },
      },
    });
    // Not yet in force (from next month): mostly at a.
    await p.timetable.create({
      data: {
        vendorId: vendor.id,
        employeeId: employee.id,
        type: 'RECURRING',
        validFrom: new Date('2030-04-01'),
        ranges: { create: ranges([a!.id, a!.id]) },
      },
    });
    expect(await home()).toBe(b!.id);
    // Another vendor's staff do not see it.
    const other = await t.gql<{ employee: { homeLocationId: number | null } | null }>(
      HOME,
      { id: employee.id },
      tokens.customer,
    );
    expect(other.data?.employee?.homeLocationId ?? null).toBeNull();
  });
});
