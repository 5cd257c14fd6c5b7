import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingAvailableDatesDocument, BookingOverlapCheckDocument } from '../../gql/public.ts';
import { authStore, getToken, isLoggedInAtom, logout, storeSession } from '../auth.ts';
import {
  execute,
  GraphQLRequestError,
  isUnauthenticatedError,
  operationName,
  type Transport,
} from '../graphqlRequest.ts';
import { i18n } from '../i18n.ts';
import { clearGraphQLCache, GraphQLTransportProvider, useGraphQLQuery } from '../useGraphQL.ts';
import { testToken } from '../../test/tokens.ts';

const token = (exp: number) => testToken({ sub: 1, name: 'A', role: 3, exp });

function respondWith(body: unknown, status = 200) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(new URL(String(input), 'http://localhost'), init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const input = { vendorId: 1, locationId: 2, services: [{ id: 3 }], dateFrom: '2026-11-01', dateTo: '2026-12-31' };

describe('the public pages’ GraphQL client', () => {
  beforeEach(async () => {
    logout();
    clearGraphQLCache();
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('fr');
  });

  it('posts the operation text with its name, variables, bearer token and language; keeps a refreshed token', async () => {
    const old = token(4_102_444_000);
    const fresh = token(4_102_444_800);
    storeSession(old, null);
    const calls = respondWith({ data: { availableDates: [] }, extensions: { refreshedToken: fresh } });

    await expect(execute(BookingAvailableDatesDocument, { input })).resolves.toEqual({ availableDates: [] });

    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe('/graphql');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${old}`);
    expect(calls[0].headers.get('accept-language')).toBe('en');
    const body = (await calls[0].json()) as { query: string; operationName: string; variables: unknown };
    expect(body.operationName).toBe('BookingAvailableDates');
    expect(body.query).toContain('query BookingAvailableDates($input: AvailabilityRangeInput!)');
    expect(body.variables).toEqual({ input });
    expect(getToken()).toBe(fresh);
  });

  it('sends no Authorization header for a guest', async () => {
    const calls = respondWith({ data: { myBookings: { items: [] } } });
    await execute(BookingOverlapCheckDocument);
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(operationName(BookingOverlapCheckDocument)).toBe('BookingOverlapCheck');
  });

  it('rejects with the top-level errors, and ends the session on UNAUTHENTICATED while logged in', async () => {
    storeSession(token(4_102_444_800), null);
    respondWith({ data: null, errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    const error = await execute(BookingOverlapCheckDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as Error).message).toBe('Token expired');
    expect(isUnauthenticatedError(error)).toBe(true);
    expect(authStore.get(isLoggedInAtom)).toBe(false);
  });

  it("blanks a guest's UNAUTHENTICATED message (spec §6)", async () => {
    respondWith({ data: null, errors: [{ message: 'Sign-in required', extensions: { code: 'UNAUTHENTICATED' } }] });
    const error = await execute(BookingOverlapCheckDocument).catch((e: unknown) => e);
    expect((error as Error).message).toBe('');
    expect((error as GraphQLRequestError).errors.map((e) => e.message)).toEqual(['']);
    expect(isUnauthenticatedError(error)).toBe(true);
  });

  it('rejects when the server does not answer GraphQL', async () => {
    respondWith('Bad gateway', 502);
    await expect(execute(BookingOverlapCheckDocument)).rejects.toThrow('Received status code 502');
  });

  it('useGraphQLQuery: loads, serves the cache first, skips, refetches, and drops stale answers', async () => {
    const answers: Array<(value: { data: unknown }) => void> = [];
    const sent: unknown[] = [];
    const transport: Transport = (body) => {
      sent.push(body.variables);
      return new Promise((resolve) => answers.push(resolve));
    };
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <GraphQLTransportProvider transport={transport}>{children}</GraphQLTransportProvider>
    );
    const { result, rerender } = renderHook(
      ({ dateTo, skip }: { dateTo: string; skip: boolean }) =>
        useGraphQLQuery(BookingAvailableDatesDocument, { variables: { input: { ...input, dateTo } }, skip }),
      { wrapper, initialProps: { dateTo: '2026-12-31', skip: true } },
    );
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(sent).toHaveLength(0);

    rerender({ dateTo: '2026-12-31', skip: false });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.loading).toBe(true);

    // Other variables before the first answer: the first answer is dropped when it comes.
    rerender({ dateTo: '2027-01-31', skip: false });
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => answers[0]({ data: { availableDates: [{ date: '2026-12-01', slotCount: 1 }] } }));
    act(() => answers[1]({ data: { availableDates: [{ date: '2027-01-05', slotCount: 2 }] } }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.availableDates[0].date).toBe('2027-01-05');

    // Back to the first variables: their answer came and was cached, so no new request.
    rerender({ dateTo: '2026-12-31', skip: false });
    await waitFor(() => expect(result.current.data?.availableDates[0].date).toBe('2026-12-01'));
    expect(sent).toHaveLength(2);

    // refetch asks again and keeps showing the data meanwhile.
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.refetch();
    });
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(result.current.data?.availableDates[0].date).toBe('2026-12-01');
    await act(async () => {
      answers[2]({ data: { availableDates: [] } });
      await done;
    });
    expect(result.current).toMatchObject({ data: { availableDates: [] }, loading: false });
  });
});
