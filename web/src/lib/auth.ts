import { atom, getDefaultStore } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SupportedLanguage } from './languages.ts';

// Numeric role order of the spec (§2).
export const ROLES = { guest: -1, new: 0, customer: 1, staff: 2, admin: 3 } as const;
export type RoleName = keyof typeof ROLES;

export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export interface UserClaims {
  sub: string;
  name: string;
  role: number;
  notValidated: boolean;
  employeeId: number | null;
  vendorId: number | null;
  appId: number | null;
  exp: number | null;
}

/** Profile fields the UI needs beyond the token (language is kept per user, spec §1). */
export interface StoredUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  language: SupportedLanguage;
}

// Claims are read by hand (no validation library on every page): unknown claims (iat, iss...) are
// ignored, ids may be absent for customers, a malformed token counts as no session.
const optionalInt = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

function readClaims(raw: unknown): UserClaims | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  if (typeof c.sub !== 'string' && typeof c.sub !== 'number') return null;
  if (!Number.isInteger(c.role)) return null;
  if (c.name !== undefined && typeof c.name !== 'string') return null;
  return {
    sub: String(c.sub),
    name: (c.name as string | undefined) ?? '',
    role: c.role as number,
    notValidated: c.notValidated === true,
    employeeId: optionalInt(c.employeeId),
    vendorId: optionalInt(c.vendorId),
    appId: optionalInt(c.appId),
    exp: typeof c.exp === 'number' && Number.isFinite(c.exp) ? c.exp : null,
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Names carry accents: decode the payload as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

/** Reads the JWT payload without verifying it: the server verifies, the client only needs the claims. */
export function decodeClaims(token: string | null | undefined): UserClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return readClaims(JSON.parse(base64UrlDecode(parts[1])));
  } catch {
    return null;
  }
}

export function isExpired(claims: UserClaims, now: number = Date.now()): boolean {
  return claims.exp !== null && claims.exp * 1000 <= now;
}

export function roleOf(claims: UserClaims | null): number {
  return claims ? claims.role : ROLES.guest;
}

export function hasRole(claims: UserClaims | null, minimum: RoleName): boolean {
  return roleOf(claims) >= ROLES[minimum];
}

export const isStaff = (claims: UserClaims | null): boolean => hasRole(claims, 'staff');
export const isAdmin = (claims: UserClaims | null): boolean => hasRole(claims, 'admin');
export const isCustomer = (claims: UserClaims | null): boolean => hasRole(claims, 'customer');

// getOnInit: the first render already knows whether someone is logged in (no guest flash).
const storage = createJSONStorage<string | null>(() => localStorage);
export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, storage, { getOnInit: true });

const userStorage = createJSONStorage<StoredUser | null>(() => localStorage);
export const userAtom = atomWithStorage<StoredUser | null>(USER_STORAGE_KEY, null, userStorage, { getOnInit: true });

export const claimsAtom = atom((get) => decodeClaims(get(tokenAtom)));
export const isLoggedInAtom = atom((get) => get(claimsAtom) !== null);
export const roleAtom = atom((get) => roleOf(get(claimsAtom)));

// One store shared by React and non-React code (Apollo links read and clear the token).
export const authStore = getDefaultStore();

export function getToken(): string | null {
  return authStore.get(tokenAtom);
}

export function getClaims(): UserClaims | null {
  return authStore.get(claimsAtom);
}

export function storeSession(token: string, user: StoredUser | null): void {
  authStore.set(tokenAtom, token);
  if (user) authStore.set(userAtom, user);
}

/** A refreshed token replaces the stored one, but never resurrects a session that was closed meanwhile. */
export function refreshToken(token: string): void {
  if (authStore.get(tokenAtom)) authStore.set(tokenAtom, token);
}

type LogoutListener = () => void;
const logoutListeners = new Set<LogoutListener>();

/** Lets the Apollo layer drop its cache and socket without auth importing Apollo. */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Clears the stores and local storage (spec §4), then notifies listeners. */
export function logout(): void {
  authStore.set(tokenAtom, RESET);
  authStore.set(userAtom, RESET);
  localStorage.clear();
  for (const listener of logoutListeners) listener();
}

/** Spec §8: a failed login clears the stored token (a stale session must not outlive a failed attempt). */
export function clearToken(): void {
  if (!authStore.get(tokenAtom)) return;
  authStore.set(tokenAtom, RESET);
  authStore.set(userAtom, RESET);
  for (const listener of logoutListeners) listener();
}

/** An expired token left in storage would only earn UNAUTHENTICATED errors: drop it at start-up. */
export function dropExpiredSession(now: number = Date.now()): void {
  const token = authStore.get(tokenAtom);
  if (!token) return;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims, now)) logout();
}
