import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ROLES,
  authStore,
  claimsAtom,
  decodeClaims,
  dropExpiredSession,
  hasRole,
  isAdmin,
  isCustomer,
  isExpired,
  isLoggedInAtom,
  isStaff,
  logout,
  onLogout,
  refreshToken,
  roleOf,
  storeSession,
  tokenAtom,
  userAtom,
} from '../auth.ts';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token shaped like the gateway's: the client never verifies the signature. */
function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

const staffPayload = {
  sub: 42,
  name: 'Zoë Müller',
  role: 2,
  notValidated: false,
  employeeId: 7,
  vendorId: 3,
  appId: 1,
  iat: 1_900_000_000,
  exp: 1_900_003_600,
};

describe('decodeClaims', () => {
  it('reads every claim of the payload, names in UTF-8', () => {
    expect(decodeClaims(makeToken(staffPayload))).toEqual({
      sub: '42',
      name: 'Zoë Müller',
      role: 2,
      notValidated: false,
      employeeId: 7,
      vendorId: 3,
      appId: 1,
      exp: 1_900_003_600,
    });
  });

  it('defaults the optional claims of a customer', () => {
    expect(decodeClaims(makeToken({ sub: 'u-1', role: 1 }))).toEqual({
      sub: 'u-1',
      name: '',
      role: 1,
      notValidated: false,
      employeeId: null,
      vendorId: null,
      appId: null,
      exp: null,
    });
  });

  it('rejects what is not a JWT with claims', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('')).toBeNull();
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.b.c')).toBeNull();
    expect(decodeClaims(makeToken({ sub: 1 }))).toBeNull(); // no role
    expect(decodeClaims(makeToken({ sub: 1, role: 'admin' }))).toBeNull();
  });

  it('tells an expired token', () => {
    const claims = decodeClaims(makeToken(staffPayload));
    expect(claims).not.toBeNull();
    if (!claims) return;
    expect(isExpired(claims, 1_900_003_599_000)).toBe(false);
    expect(isExpired(claims, 1_900_003_600_000)).toBe(true);
  });
});

describe('roles', () => {
  const claims = (role: number) => decodeClaims(makeToken({ sub: 1, role }));

  it('follows the numeric order guest -1, new 0, customer 1, staff 2, admin 3', () => {
    expect(ROLES).toEqual({ guest: -1, new: 0, customer: 1, staff: 2, admin: 3 });
    expect(roleOf(null)).toBe(-1);
    expect(roleOf(claims(0))).toBe(0);
  });

  it('checks a minimum role', () => {
    expect(hasRole(null, 'guest')).toBe(true);
    expect(hasRole(null, 'customer')).toBe(false);
    expect(isCustomer(claims(1))).toBe(true);
    expect(isStaff(claims(1))).toBe(false);
    expect(isStaff(claims(2))).toBe(true);
    expect(isAdmin(claims(2))).toBe(false);
    expect(isAdmin(claims(3))).toBe(true);
    expect(isStaff(claims(3))).toBe(true);
  });
});

describe('session store', () => {
  beforeEach(() => logout());

  it('stores the token in localStorage and derives the claims', () => {
    const token = makeToken(staffPayload);
    storeSession(token, { id: 42, email: 'staff@salon-demo.ch', firstname: 'Zoë', lastname: 'Müller', language: 'en' });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe(token);
    expect(authStore.get(isLoggedInAtom)).toBe(true);
    expect(authStore.get(claimsAtom)?.employeeId).toBe(7);
    expect(authStore.get(userAtom)?.language).toBe('en');
  });

  it('keeps a refreshed token only while logged in', () => {
    refreshToken(makeToken(staffPayload));
    expect(authStore.get(tokenAtom)).toBeNull();
    storeSession(makeToken(staffPayload), null);
    const fresh = makeToken({ ...staffPayload, exp: 1_900_007_200 });
    refreshToken(fresh);
    expect(authStore.get(tokenAtom)).toBe(fresh);
  });

  it('logout clears the stores, localStorage and tells listeners', () => {
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    storeSession(makeToken(staffPayload), { id: 42, email: 'a@b.ch', firstname: 'A', lastname: 'B', language: 'fr' });
    localStorage.setItem('calendar-settings', '{}');
    logout();
    unsubscribe();
    expect(authStore.get(tokenAtom)).toBeNull();
    expect(authStore.get(userAtom)).toBeNull();
    expect(authStore.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops an expired session at start-up', () => {
    storeSession(makeToken(staffPayload), null);
    dropExpiredSession(1_900_000_000_000);
    expect(authStore.get(isLoggedInAtom)).toBe(true);
    dropExpiredSession(1_900_003_600_000);
    expect(authStore.get(isLoggedInAtom)).toBe(false);
  });
});
