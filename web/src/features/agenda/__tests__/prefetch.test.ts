import { afterEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../../lib/apollo.ts';
import { authStore, storeSession } from '../../../lib/auth.ts';
import { DEFAULT_CALENDAR_SETTINGS, calendarSettingsAtom } from '../../../lib/persisted.ts';
import { AGENDA_BACKGROUND_QUERY, AGENDA_EVENTS_QUERY, AGENDA_SETUP_QUERY } from '../operations.ts';
import { prefetchAgenda, releasePrefetched, takePrefetched } from '../prefetch.ts';
import { testToken } from '../../../test/tokens.ts';

const token = testToken;
const STAFF = { sub: 7, name: 'Lucas', role: 2, vendorId: 10, employeeId: 2, exp: 4_102_444_800 };
// The week of 25 November 2026 in Zurich: Monday 23 to Sunday 29.
const WEEK = { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('prefetchAgenda (the calendar data leaves with the screen code)', () => {
  it("asks for the page's own queries and variables, then lets the page read them until it has mounted", async () => {
    storeSession(token(STAFF), null);
    authStore.set(calendarSettingsAtom, { ...DEFAULT_CALENDAR_SETTINGS, viewMode: 'team', displayType: 'weekGrid' });
    const query = vi.spyOn(apolloClient, 'query').mockResolvedValue({ data: undefined } as never);
    prefetchAgenda('?viewType=employee&date=2026-11-25');
    const asked = query.mock.calls.map(([o]) => [o.query, o.variables]);
    expect(asked).toEqual([
      [AGENDA_SETUP_QUERY, { vendorId: 10 }],
      [AGENDA_EVENTS_QUERY, WEEK],
      [AGENDA_BACKGROUND_QUERY, { from: '2026-11-23', to: '2026-11-29', employeeIds: null }],
    ]);
    // Still on its way: the page waits for it through the cache.
    expect(takePrefetched(WEEK)).toBeInstanceOf(Promise);
    // A render thrown away (the page suspends while its texts load) does not use it up.
    expect(takePrefetched(WEEK)).toBeInstanceOf(Promise);
    releasePrefetched(WEEK); // the mounted page let it go
    expect(takePrefetched(WEEK)).toBeNull();
    prefetchAgenda('?viewType=employee&date=2026-11-25');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takePrefetched(WEEK)).toBe('cached');
    releasePrefetched(WEEK);
    prefetchAgenda('?viewType=employee&date=2026-11-25');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takePrefetched(WEEK, Date.now() + 60_000)).toBeNull(); // too old: the page asks the server
  });

  it('asks nothing without a staff session', () => {
    const query = vi.spyOn(apolloClient, 'query').mockResolvedValue({ data: undefined } as never);
    storeSession(token({ ...STAFF, role: 1, vendorId: null }), null);
    prefetchAgenda('?date=2026-11-25');
    expect(query).not.toHaveBeenCalled();
  });
});
