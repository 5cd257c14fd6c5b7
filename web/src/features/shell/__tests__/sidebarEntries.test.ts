import { describe, expect, it } from 'vitest';
import { sidebarEntries } from '../sidebarEntries.ts';

const base = { liveMode: false, hasWorkplaces: false, hasMachines: false, regionsEnabled: false };
const keys = (role: number, extra = {}) => sidebarEntries({ ...base, role, ...extra }).map((e) => e.key);

describe('admin sidebar entries', () => {
  it('shows nothing to anyone below staff', () => {
    expect(keys(-1)).toEqual([]);
    expect(keys(1)).toEqual([]);
  });

  it('shows staff their entries and admins everything, new booking only in live mode', () => {
    expect(keys(2)).toEqual([
      'calendar',
      'customers',
      'waitlist',
      'vouchers',
      'closedBookings',
      'invoices',
      'timetables',
      'help',
      'myAccount',
      'mySettings',
      'myIntegrations',
    ]);
    const admin = keys(3, { liveMode: true, hasWorkplaces: true, hasMachines: true, regionsEnabled: true });
    expect(admin.slice(0, 4)).toEqual(['newBooking', 'calendar', 'calendarWorkplace', 'calendarMachine']);
    expect(admin).toContain('regions');
    expect(keys(3)).not.toContain('regions');
    expect(keys(3)).not.toContain('newBooking');
    expect(admin).toEqual(expect.arrayContaining(['cashClosing', 'reports', 'settings']));
  });

  it('offers the getting-started checklist to admins while the vendor is being set up', () => {
    expect(keys(3, { onboardingOpen: true })).toContain('onboarding');
    expect(keys(3, { onboardingOpen: false })).not.toContain('onboarding');
    expect(keys(2, { onboardingOpen: true })).not.toContain('onboarding');
  });

  it('links every collection with the notification query that clears its badge', () => {
    const timetables = sidebarEntries({ ...base, role: 2 }).find((e) => e.key === 'timetables');
    expect(timetables?.to).toBe('/timetables?notification=timetables');
    const counted = sidebarEntries({ ...base, role: 3, regionsEnabled: true }).filter((e) => e.collection);
    expect(counted.map((e) => e.collection).sort()).toEqual(
      ['closedDates', 'employees', 'locations', 'machines', 'regions', 'services', 'timetables', 'workplaces'].sort(),
    );
    for (const e of counted) expect(new URL(e.to, 'http://x').searchParams.get('notification')).toBe(e.collection);
  });
});
