// Notification counters of configuration changes (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from '../../../test/live.ts';
import { configurationApp, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { gql, create } = app;
  let admin: string;
  let adminB: string;
  beforeAll(() => {
    ({ admin, adminB } = app);
  });

  describe('notification counters', () => {
    it('counts changes made by others and resets when read', async () => {
      const staffB = await create(
        'Employee',
        { firstname: 'Sam', lastname: 'Staff', email: 'sam@beaute-b.ch', password: 'secret1' },
        adminB,
      );
      expect(staffB.__typename).toBe('Employee');
      const token = (
        await gql(
          'mutation { login(usernameOrEmail: "sam@beaute-b.ch", password: "secret1") { ... on AuthPayload { token } } }',
        )
      ).data!.login.token;
      const count = async (tk: string, c: string) =>
        (await gql('query { notificationCounters { collection count } }', {}, tk)).data!.notificationCounters.find(
          (n: Json) => n.collection === c,
        ).count;
      await create('Region', { name: 'Est' }, adminB);
      await create('Region', { name: 'Ouest' }, adminB);
      expect(await count(token, 'regions')).toBe(2);
      expect(await count(adminB, 'regions')).toBe(0); // own changes do not count
      const reset = await gql(
        'mutation { resetNotificationCounter(collection: regions) { collection count } }',
        {},
        token,
      );
      expect(reset.data?.resetNotificationCounter.find((n: Json) => n.collection === 'regions').count).toBe(0);
      expect(await count(admin, 'regions')).toBe(0); // another vendor's changes do not count

      // Timetables are counted too: a timetable saved, an exception set and removed by the admin.
      const { b } = app;
      const timetable = await gql(
        `mutation ($input: TimetableInput!) { createTimetable(input: $input) { __typename } }`,
        {
          input: {
            employeeId: b.employee,
            type: 'RECURRING',
            validFrom: '2031-01-06',
            ranges: [{ weekday: 1, start: '09:00', end: '12:00', locationId: b.location }],
          },
        },
        adminB,
      );
      expect(timetable.data?.createTimetable.__typename).toBe('Timetable');
      const dayOff = await gql(
        `mutation ($input: TimetableDateExceptionInput!) { createTimetableDateException(input: $input) { __typename } }`,
        { input: { employeeId: b.employee, date: '2031-01-13', ranges: [] } },
        adminB,
      );
      expect(dayOff.data?.createTimetableDateException.__typename).toBe('Timetable');
      expect(await count(token, 'timetables')).toBe(2);
      expect(await count(adminB, 'timetables')).toBe(0);
      await gql('mutation { resetNotificationCounter(collection: timetables) { count } }', {}, token);
      expect(await count(token, 'timetables')).toBe(0);
    });

    it('pushes the collection to the other staff of the vendor at once, not to the author or another vendor', async () => {
      const staffB = await create(
        'Employee',
        { firstname: 'Lea', lastname: 'Live', email: 'lea@beaute-b.ch', password: 'secret1' },
        adminB,
      );
      expect(staffB.__typename).toBe('Employee');
      const token = (
        await gql(
          'mutation { login(usernameOrEmail: "lea@beaute-b.ch", password: "secret1") { ... on AuthPayload { token } } }',
        )
      ).data!.login.token as string;
      const query = 'subscription { notificationCountersChanged }';
      const other = subscribe<string>(app.t.url, token, query, {});
      const author = subscribe<string>(app.t.url, adminB, query, {});
      const otherVendor = subscribe<string>(app.t.url, admin, query, {});
      const guest = subscribe<string>(app.t.url, null, query, {});
      try {
        await Promise.all([other.started, author.started, otherVendor.started]);
        expect((await create('Region', { name: 'Région poussée' }, adminB)).__typename).toBe('Region');
        await expect.poll(() => other.received, { timeout: 5000 }).toEqual(['regions']);
        // Published once to the vendor's channel: when it reached one subscriber it reached them all.
        expect(author.received).toEqual([]);
        expect(otherVendor.received).toEqual([]);
        await expect.poll(() => guest.resultErrors.length + guest.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
        expect(guest.received).toEqual([]);
      } finally {
        await Promise.all([other.close(), author.close(), otherVendor.close(), guest.close()]);
      }
    });
  });
});
