// Employees: logins, roles, soft delete and the iCal feed (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { parseIcal } from './ical.test.ts';
import { configurationApp, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate, create, update, remove } = app;
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(() => {
    ({ t, admin, staff } = app);
  });

  describe('employees', () => {
    it('creates an employee with a login, validates and sorts by full name', async () => {
      const bad = await create(
        'Employee',
        { firstname: '', lastname: 'X', email: 'admin@salon-demo.ch', password: '123' },
        admin,
      );
      expect(bad.errors).toMatchObject({ firstname: { required: expect.any(String) } });
      const taken = await create(
        'Employee',
        { firstname: 'Y', lastname: 'X', email: 'ADMIN@salon-demo.ch', password: '123' },
        admin,
      );
      expect(taken.errors).toMatchObject({
        email: { valueAlreadyRegistered: expect.any(String) },
        password: { minLength: expect.any(String) },
      });
      const noPassword = await create('Employee', { firstname: 'Y', lastname: 'X', email: 'y@salon-demo.ch' }, admin);
      expect(noPassword.errors.password).toHaveProperty('required');
      const created = await create(
        'Employee',
        {
          firstname: 'Élodie',
          lastname: 'Aebi',
          email: 'elodie@salon-demo.ch',
          password: 'secret1',
          role: 'STAFF',
          canCreateBookingsOutOfTimetables: true,
        },
        admin,
        'id user { role email } canCreateBookingsOutOfTimetables timetable',
      );
      expect(created).toMatchObject({
        user: { role: 2, email: 'elodie@salon-demo.ch' },
        canCreateBookingsOutOfTimetables: true,
        timetable: true,
      });
      b.aEmployee = created.id;
      const names = (await gql('query { employeesAll { name } }', {}, admin, 'fr')).data!.employeesAll.map(
        (e: Json) => e.name,
      );
      expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'fr')));
      expect(names.indexOf('Élodie Aebi')).toBeLessThan(names.indexOf('Emma Rochat'));
      const login = await gql(
        'mutation { login(usernameOrEmail: "elodie@salon-demo.ch", password: "secret1") { __typename } }',
      );
      expect(login.data?.login.__typename).toBe('AuthPayload');
    });

    it('raises and clears the employee configuration keys', async () => {
      const keys = async () =>
        (
          await gql('query { configurationErrors { employees { id keys } } }', {}, admin)
        ).data!.configurationErrors.employees.find((e: Json) => e.id === b.aEmployee)?.keys ?? [];
      expect(await keys()).toEqual(['configError.employeeServices', 'configError.employeeWorkplaces']);
      const workplaces = (await gql('query { workplacesAll { id services { serviceId } } }', {}, admin)).data!
        .workplacesAll as Json[];
      const empty = await create(
        'Workplace',
        {
          name: 'Réserve',
          locationId: (await gql('query { locationsAll { id } }', {}, admin)).data!.locationsAll[0].id,
        },
        admin,
      );
      // A demo service that some workplace offers.
      const shared = workplaces.find((w) => w.services.length > 0)!;
      const serviceId = shared.services[0].serviceId as number;
      await mutate('setEmployeeServices', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [serviceId] }, admin);
      await mutate('setEmployeeWorkplaces', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [empty.id] }, admin);
      expect(await keys()).toEqual(['configError.employeeServicesWorkplaces']);
      await mutate('setEmployeeWorkplaces', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [shared.id] }, admin);
      expect(await keys()).toEqual([]);
      const wkeys = (
        await gql('query { configurationErrors { workplaces { id keys } } }', {}, admin)
      ).data!.configurationErrors.workplaces.find((w: Json) => w.id === empty.id)?.keys;
      expect(wkeys).toEqual(['configError.workplaceEmployees', 'configError.workplaceServices']);
    });

    it('cannot demote or delete oneself; deleting keeps the bookings and disables the login', async () => {
      const me =
        (await gql('query { me { employeeId } }', {}, admin)).data?.me?.employeeId ??
        (
          await t.app.services.prisma.user.findFirstOrThrow({
            where: { email: 'admin@salon-demo.ch' },
            include: { employee: true },
          })
        ).employee!.id;
      expect((await update('Employee', me, { role: 'STAFF' }, admin)).errors.role).toBeDefined();
      expect((await remove('Employee', me, admin)).__typename).toBe('ConflictError');
      const target = await t.app.services.prisma.employee.findFirstOrThrow({
        where: { user: { email: 'staff@salon-demo.ch' } },
        include: { events: true },
      });
      const verify = await gql(
        'query ($id: Int!) { verifyDeleteEmployee(id: $id) { canDelete dependencies { kind count } } }',
        { id: target.id },
        admin,
      );
      expect(verify.data?.verifyDeleteEmployee.canDelete).toBe(true);
      expect(verify.data?.verifyDeleteEmployee.dependencies.map((d: Json) => d.kind)).toContain('timetables');
      expect(await remove('Employee', target.id, admin)).toMatchObject({ __typename: 'DeleteResult' });
      expect(await t.app.services.prisma.event.count({ where: { employeeId: target.id } })).toBe(target.events.length);
      const names = (await gql('query { employeesAll { id } }', {}, admin)).data!.employeesAll.map((e: Json) => e.id);
      expect(names).not.toContain(target.id);
      const login = await gql(
        'mutation { login(usernameOrEmail: "staff@salon-demo.ch", password: "demo1234") { __typename } }',
      );
      expect(login.data?.login.__typename).not.toBe('AuthPayload');
    });

    it('serves a secret, revocable iCal feed of the employee events', async () => {
      const url = (await gql('query { employeeIcalUrl { url } }', {}, admin)).data!.employeeIcalUrl.url as string;
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      const lines = parseIcal(await res.text());
      expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
      // Events in the vendor's zone (local time with TZID), the zone defined once in the feed.
      const starts = lines.filter(([n]) => n.startsWith('DTSTART;'));
      expect(starts.length).toBeGreaterThan(0);
      for (const [name, value] of starts) {
        expect(name).toBe('DTSTART;TZID=Europe/Zurich');
        expect(value).toMatch(/^\d{8}T\d{6}$/);
      }
      expect(lines.filter(([n, v]) => n === 'TZID' && v === 'Europe/Zurich')).toHaveLength(1);
      expect((await gql('query { employeeIcalUrl(employeeId: 999999) { url } }', {}, staff)).errors).toBeDefined();
      const rotated = (await gql('mutation { rotateEmployeeIcalUrl { url } }', {}, admin)).data!.rotateEmployeeIcalUrl
        .url;
      expect(rotated).not.toBe(url);
      expect((await fetch(`${t.url}${url}`)).status).toBe(404);
      expect((await fetch(`${t.url}${rotated}`)).status).toBe(200);
    });
  });
});
