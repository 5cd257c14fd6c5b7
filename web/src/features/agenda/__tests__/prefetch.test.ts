import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../../lib/apollo.ts';
import { createCache } from '../../../lib/apolloCache.ts';
import { authStore, storeSession } from '../../../lib/auth.ts';
import { DEFAULT_AGENDA_SETTINGS, agendaSettingsAtom } from '../../../lib/persisted.ts';
import type { ServerEvent } from '../agendaMapping.ts';
import { agendaBackgroundOf, loadAgendaBackground } from '../backgroundStore.ts';
import { agendaEventsOf, applyAgendaChange, keepUnchanged, loadAgendaEvents } from '../eventsStore.ts';
import { AGENDA_BACKGROUND_QUERY, AGENDA_EVENTS_QUERY, AGENDA_SETUP_QUERY } from '../operations.ts';
import { prefetchAgenda } from '../prefetch.ts';
import { testToken } from '../../../test/tokens.ts';

const token = testToken;
const STAFF = { sub: 7, name: 'Lucas', role: 2, vendorId: 10, employeeId: 2, exp: 4_102_444_800 };
// The week of 25 November 2026 in Zurich: Monday 23 to Sunday 29.
const WEEK = { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' };

const block = (id: number, start: string, end: string): ServerEvent & { __typename: 'AgendaEvent' } => ({
  __typename: 'AgendaEvent',
  id,
  kind: 'APPOINTMENT',
  start,
  end,
  summary: '',
  title: `Coupe ${id}`,
  customerName: null,
  color: 'blue',
  bookingStatus: 'OPEN',
  bookingId: id,
  serviceId: 2,
  employeeId: 2,
  workplaceId: null,
  machineId: null,
  locationId: 1,
});

/**
 * A client whose server answers each request with the next list (as `data` makes it the query's
 * data; the events query's by default), when `release` is called; no list left is a server error.
 */
function fakeServer(answers: unknown[][], data = (list: unknown[]): object => ({ agendaEvents: list })) {
  const requests: unknown[] = [];
  const waiting: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.variables);
        const list = answers.shift();
        waiting.push(() => {
          if (!list) observer.error(new Error('server down'));
          else {
            observer.next({ data: data(list) });
            observer.complete();
          }
        });
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const release = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { client, requests, release };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('prefetchAgenda (the agenda data leaves with the screen code)', () => {
  it("asks for the page's own queries and variables, the events into the calendar's store", () => {
    storeSession(token(STAFF), null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, viewMode: 'team', displayType: 'weekGrid' });
    const query = vi.spyOn(apolloClient, 'query').mockReturnValue(new Promise(() => undefined) as never);
    prefetchAgenda('?viewType=employee&date=2026-11-25');
    const asked = query.mock.calls.map(([o]) => [o.query, o.variables, o.fetchPolicy]);
    expect(asked).toEqual([
      [AGENDA_SETUP_QUERY, { vendorId: 10 }, undefined],
      [AGENDA_EVENTS_QUERY, WEEK, 'no-cache'],
      [AGENDA_BACKGROUND_QUERY, { from: '2026-11-23', to: '2026-11-29', employeeIds: null }, 'no-cache'],
    ]);
    // On its way: the store says so, and a second prefetch shares the request.
    expect(agendaEventsOf(apolloClient, WEEK).loading).toBe(true);
    prefetchAgenda('?viewType=employee&date=2026-11-25');
    expect(query.mock.calls.filter(([o]) => o.query === AGENDA_EVENTS_QUERY)).toHaveLength(1);
    expect(query.mock.calls.filter(([o]) => o.query === AGENDA_BACKGROUND_QUERY)).toHaveLength(1);
  });

  it('asks nothing without a staff session', () => {
    const query = vi.spyOn(apolloClient, 'query').mockResolvedValue({ data: undefined } as never);
    storeSession(token({ ...STAFF, role: 1, vendorId: null }), null);
    prefetchAgenda('?date=2026-11-25');
    expect(query).not.toHaveBeenCalled();
  });
});

describe('the events store (blocks per range, outside the Apollo cache)', () => {
  const a = block(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z');
  const b = block(2, '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z');

  it('shares a request on its way, keeps a fresh answer for the page that mounts, and asks again later', async () => {
    // The second answer is a new object for the unchanged block, as from the network.
    const { client, requests, release } = fakeServer([[a], [{ ...a }, b]]);
    const prefetch = loadAgendaEvents(client, WEEK);
    const page = loadAgendaEvents(client, WEEK, { maxAge: 30_000 });
    expect(page).toBe(prefetch);
    await release();
    expect(await page).toBe(true);
    expect(agendaEventsOf(client, WEEK)).toEqual({ events: [a], error: null, loading: false });
    // Fresh: the mounting page does not ask again.
    await loadAgendaEvents(client, WEEK, { maxAge: 30_000 });
    expect(requests).toHaveLength(1);
    // Another visit asks the server, the known blocks staying shown meanwhile.
    const known = agendaEventsOf(client, WEEK).events![0];
    const again = loadAgendaEvents(client, WEEK);
    expect(agendaEventsOf(client, WEEK)).toEqual({ events: [a], error: null, loading: true });
    await release();
    await again;
    expect(requests).toEqual([WEEK, WEEK]);
    expect(agendaEventsOf(client, WEEK).events?.map((e) => e.id)).toEqual([1, 2]);
    // The unchanged block keeps its object, so the calendar redraws only the new one.
    expect(agendaEventsOf(client, WEEK).events![0]).toBe(known);
  });

  it('patches the loaded ranges in place, also with a change pushed while a request was on its way', async () => {
    const { client, release } = fakeServer([[a], [a]]);
    const first = loadAgendaEvents(client, WEEK);
    await release();
    await first;
    const loaded = agendaEventsOf(client, WEEK).events;
    applyAgendaChange(client, { type: 'CREATED', eventId: 2, event: b });
    const patched = agendaEventsOf(client, WEEK).events;
    expect(patched?.map((e) => e.id)).toEqual([1, 2]);
    expect(patched?.[0]).toBe(loaded?.[0]); // the other blocks keep their objects
    // Outside the range: nothing changes, not even the list's identity.
    const nextWeek = block(3, '2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z');
    applyAgendaChange(client, { type: 'CREATED', eventId: 3, event: nextWeek });
    expect(agendaEventsOf(client, WEEK).events).toBe(patched);
    // The server's answer was taken before the deletion it carries: the deletion still holds.
    const reload = loadAgendaEvents(client, WEEK, { force: true });
    applyAgendaChange(client, { type: 'DELETED', eventId: 1, event: null });
    await release();
    await reload;
    expect(agendaEventsOf(client, WEEK).events).toEqual([]);
  });

  it('keeps the last blocks with the error when a request fails, and forgets everything at logout', async () => {
    const { client, release } = fakeServer([[a]]);
    const first = loadAgendaEvents(client, WEEK);
    await release();
    await first;
    const failed = loadAgendaEvents(client, WEEK, { force: true });
    await release();
    expect(await failed).toBe(false);
    expect(agendaEventsOf(client, WEEK).events).toEqual([a]);
    expect(agendaEventsOf(client, WEEK).error?.message).toContain('server down');
    await client.clearStore();
    expect(agendaEventsOf(client, WEEK)).toEqual({ events: null, error: null, loading: false });
  });
});

describe('the background store (working time per range, outside the Apollo cache)', () => {
  const VARS = { from: '2026-11-23', to: '2026-11-29', employeeIds: null };
  const day = (date: string, available: boolean) => ({
    __typename: 'ScheduleDay' as const,
    date,
    employeeId: 2,
    available,
    timeRanges: available ? [{ __typename: 'ScheduleTimeRange' as const, startMinute: 540, endMinute: 1080 }] : [],
  });

  /** A client whose server answers each background request with the next schedules. */
  const backgroundServer = (answers: unknown[][]) =>
    fakeServer(answers, (schedules) => ({ schedules, closedDatesAll: [] }));

  it('shares a request on its way, keeps its answer out of the cache, and asks again only when forced', async () => {
    const { client, requests, release } = backgroundServer([[day('2026-11-29', false)], [day('2026-11-29', true)]]);
    const prefetch = loadAgendaBackground(client, VARS);
    expect(loadAgendaBackground(client, VARS)).toBe(prefetch);
    await release();
    expect(await prefetch).toBe(true);
    expect(agendaBackgroundOf(client, VARS).data?.schedules).toEqual([day('2026-11-29', false)]);
    expect(client.cache.extract()).toEqual({});
    // Answered: the page that mounts does not ask again.
    expect(await loadAgendaBackground(client, VARS)).toBe(true);
    expect(requests).toHaveLength(1);
    // A change of the working time asks again; the last answer stays meanwhile.
    const again = loadAgendaBackground(client, VARS, { force: true });
    expect(agendaBackgroundOf(client, VARS).data?.schedules[0]?.available).toBe(false);
    await release();
    await again;
    expect(agendaBackgroundOf(client, VARS).data?.schedules[0]?.available).toBe(true);
    expect(requests).toEqual([VARS, VARS]);
  });

  it('keeps the last answer with the error when a request fails, and forgets everything at logout', async () => {
    const { client, release } = backgroundServer([[day('2026-11-29', false)]]);
    const first = loadAgendaBackground(client, VARS);
    await release();
    await first;
    const failed = loadAgendaBackground(client, VARS, { force: true });
    await release();
    expect(await failed).toBe(false);
    expect(agendaBackgroundOf(client, VARS).data?.schedules).toHaveLength(1);
    expect(agendaBackgroundOf(client, VARS).error?.message).toContain('server down');
    await client.clearStore();
    expect(agendaBackgroundOf(client, VARS)).toEqual({ data: null, error: null });
  });
});

describe('keepUnchanged (a reloaded range keeps the objects of unchanged blocks)', () => {
  const a = block(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z');
  const b = block(2, '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z');

  it('returns the previous list when the answer is the same, else reuses the unchanged blocks', () => {
    const previous = [a, b];
    expect(keepUnchanged(previous, [{ ...a }, { ...b }])).toBe(previous);
    const moved = { ...b, start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T11:00:00.000Z' };
    const next = keepUnchanged(previous, [{ ...a }, moved]);
    expect(next[0]).toBe(a);
    expect(next[1]).toBe(moved);
    expect(keepUnchanged(previous, [{ ...a }])).toEqual([a]);
    expect(keepUnchanged(null, [a])).toEqual([a]);
  });
});
