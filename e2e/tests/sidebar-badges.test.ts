// Notification badges of the staff sidebar (spec §2, §4): a timetable saved by the admin shows on a
// staff member's "Timetables" entry at once, without a reload (the change is pushed to the sidebar), and
// opening the collection from the sidebar clears it, on the server too. At 1280 px in French, then
// at 375 px in English (the sidebar is the drawer of the navbar's menu there).
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ... on AuthPayload { token } } }`;
const SAVE = `mutation ($input: TimetableInput!) { createTimetable(input: $input) { __typename } }`;
const COUNTERS = `query { notificationCounters { collection count } }`;

describe('sidebar badges', () => {
  const env = useBrowserApp();

  it('a timetable changed by the admin badges the staff sidebar, and opening timetables clears it', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const employee = await p.employee.findFirstOrThrow({ where: { firstname: 'Emma' } });
    const token = async (u: string) =>
      (await t.gql<{ login: { token: string } }>(LOGIN, { u, p: 'demo1234' })).data!.login.token;
    const admin = await token('admin@salon-demo.ch');
    const staffToken = await token('staff@salon-demo.ch');
    let week = 0;
    /** The admin saves a timetable of Emma from a Monday far ahead (a new one each time). */
    const adminSavesTimetable = async () => {
      week += 1;
      const validFrom = new Date(Date.UTC(2031, 0, 6 + 7 * week)).toISOString().slice(0, 10);
      const res = await t.gql<{ createTimetable: { __typename: string } }>(
        SAVE,
        {
          input: {
            employeeId: employee.id,
            type: 'RECURRING',
            validFrom,
            ranges: [{ weekday: 1, start: '09:00', end: '17:00', locationId: location.id }],
          },
        },
        admin,
      );
      expect(res.data!.createTimetable.__typename).toBe('Timetable');
    };
    const serverCount = async () =>
      (
        await t.gql<{ notificationCounters: { collection: string; count: number }[] }>(COUNTERS, {}, staffToken)
      ).data!.notificationCounters.find((c) => c.collection === 'timetables')!.count;

    // 1280 px, French: the badge comes while the page stays open, pushed (the sidebar's own refresh is
    // every 5 minutes: a badge within seconds came by the push).
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t, 'staff@salon-demo.ch');
    const entry = page.getByTestId('sidebar-timetables');
    await entry.waitFor();
    expect(await entry.getAttribute('aria-label')).toBe('Horaires');
    await adminSavesTimetable();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await expect
      .poll(() => entry.getAttribute('aria-label'), { timeout: 5_000, interval: 100 })
      .toBe('Horaires, 1 nouveauté');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await entry.locator('.MuiBadge-badge').textContent()).toBe('1');
    await shotBoth(page, 'sidebar-badge-fr');
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/timetables');
    await expect.poll(() => entry.getAttribute('aria-label')).toBe('Horaires');
    // The address no longer names the collection, and the server counter is back to 0.
    await expect.poll(() => new URL(page.url()).searchParams.has('notification')).toBe(false);
    await expect.poll(serverCount).toBe(0);
    await shotBoth(page, 'sidebar-badge-cleared-fr');
    await page.context().close();

    // 375 px, English: two changes, seen on the next screen; the drawer's entry clears them.
    await adminSavesTimetable();
    await adminSavesTimetable();
    // This time the staff member's account is in English.
    await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    const phone = await newPage(browser, 'en-GB', PHONE);
    await logIn(phone, t, 'staff@salon-demo.ch');
    await phone.getByRole('button', { name: 'Menu' }).click();
    const drawerEntry = phone.getByTestId('sidebar-timetables');
    await expect.poll(() => drawerEntry.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Timetables, 2 new');
    await shotBoth(phone, 'sidebar-badge-en');
    await drawerEntry.click();
    await phone.waitForURL((url) => url.pathname === '/timetables');
    await expect.poll(serverCount).toBe(0);
    await phone.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => drawerEntry.getAttribute('aria-label')).toBe('Timetables');
    await shotBoth(phone, 'sidebar-badge-cleared-en');
    await phone.context().close();
  });
});
