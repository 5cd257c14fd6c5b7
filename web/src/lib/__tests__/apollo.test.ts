import { CombinedGraphQLErrors } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, isUnauthenticated, readRefreshedToken } from '../apollo.ts';
import { setSocketId } from '../socketId.ts';
import { websocketUrl } from '../subscriptions.ts';
import { authStore, getToken, isLoggedInAtom, logout, storeSession } from '../auth.ts';
import { i18n } from '../i18n.ts';
import { testToken } from '../../test/tokens.ts';

const token = (exp: number) => testToken({ sub: 1, name: 'A', role: 2, exp });
const ME = parse('query Me { me { id } }');

function respondWith(body: unknown) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(new URL(String(input), 'http://localhost'), init));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('apollo helpers', () => {
  it('builds the websocket URL of the same host', () => {
    expect(websocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(websocketUrl({ protocol: 'https:', host: 'salon.example' })).toBe('wss://salon.example/graphql');
  });

  it('reads a refreshed token from response extensions', () => {
    expect(readRefreshedToken({ refreshedToken: 'abc' })).toBe('abc');
    expect(readRefreshedToken({ refreshedToken: '' })).toBeNull();
    expect(readRefreshedToken(undefined)).toBeNull();
  });

  it('recognises UNAUTHENTICATED top-level errors', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(isUnauthenticated(error)).toBe(true);
    const forbidden = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(isUnauthenticated(forbidden)).toBe(false);
    expect(isUnauthenticated(new Error('network'))).toBe(false);
  });
});

describe('link chain', () => {
  beforeEach(async () => {
    logout();
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('fr');
  });

  it('sends the bearer token and language, and stores a refreshed token', async () => {
    const old = token(4_102_444_000);
    const fresh = token(4_102_444_800);
    storeSession(old, null);
    const calls = respondWith({ data: { me: { __typename: 'User', id: 1 } }, extensions: { refreshedToken: fresh } });
    const { client } = createApolloClient();

    await client.query({ query: ME, fetchPolicy: 'network-only' });

    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe('/graphql');
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${old}`);
    expect(calls[0].headers.get('accept-language')).toBe('en');
    expect(getToken()).toBe(fresh);
  });

  it('sends no Authorization header for a guest', async () => {
    const calls = respondWith({ data: { me: null } });
    const { client } = createApolloClient();
    await client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(calls[0].headers.get('x-socket-id')).toBeNull();
  });

  it('names the live connection in X-Socket-Id while one is open (spec §7)', async () => {
    const calls = respondWith({ data: { me: null } });
    const { client } = createApolloClient();
    setSocketId({ socketId: '0f8e7c1a-5b2d-4c3e-9a1f-2b3c4d5e6f70' });
    await client.query({ query: ME, fetchPolicy: 'network-only' });
    setSocketId(null);
    await client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(calls.map((c) => c.headers.get('x-socket-id'))).toEqual(['0f8e7c1a-5b2d-4c3e-9a1f-2b3c4d5e6f70', null]);
  });

  it("blanks a guest's UNAUTHENTICATED message, and keeps the others", async () => {
    respondWith({ data: null, errors: [{ message: 'Sign-in required', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { client } = createApolloClient();
    const guest = await client.query({ query: ME, fetchPolicy: 'network-only' }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(guest) && guest.errors.map((e) => e.message)).toEqual(['']);
    expect(isUnauthenticated(guest)).toBe(true);
    respondWith({ data: null, errors: [{ message: 'Access denied', extensions: { code: 'FORBIDDEN' } }] });
    const refused = await client.query({ query: ME, fetchPolicy: 'network-only' }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(refused) && refused.errors.map((e) => e.message)).toEqual(['Access denied']);
  });

  it('logs out on UNAUTHENTICATED while logged in', async () => {
    storeSession(token(4_102_444_800), null);
    respondWith({ data: null, errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { client } = createApolloClient();
    await client.query({ query: ME, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(authStore.get(isLoggedInAtom)).toBe(false);
  });
});
