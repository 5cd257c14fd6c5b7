// The signed link of a booking that its customer follows from an e-mail or SMS to see, cancel or
// move it without logging in. A JWT (HS256, with a key derived from the app secret for this use
// only, so it is never a login token) naming the booking and its manageVersion, expiring when the
// appointment ends. Raising the booking's manageVersion revokes every link sent so far.
// SMS carry a compact form of the same claims (`{id}.{version}.{expiry}.{mac}`, about 40
// characters instead of 170), signed with the same key: one SMS instead of several.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppServices } from '../../context.ts';
import { now, nowMs } from '../../lib/clock.ts';

const AUDIENCE = 'manage-booking';
const keys = new WeakMap<AppServices, Uint8Array>();

function keyOf(app: AppServices): Uint8Array {
  let key = keys.get(app);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', app.config.jwtSecret).update(AUDIENCE).digest());
    keys.set(app, key);
  }
  return key;
}

export interface ManagedBookingRef {
  id: number;
  manageVersion: number;
  /** When the appointment ends: the link expires then. */
  end: Date;
}

export function manageToken(app: AppServices, booking: ManagedBookingRef): Promise<string> {
  return new SignJWT({ v: booking.manageVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(booking.id))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowMs() / 1000))
    .setExpirationTime(Math.ceil(booking.end.getTime() / 1000))
    .sign(keyOf(app));
}

const COMPACT = /^(\d{1,10})\.(\d{1,10})\.([0-9a-z]{1,10})\.([\w-]{22})$/;

const compactMac = (app: AppServices, body: string) =>
  createHmac('sha256', keyOf(app)).update(`compact:${body}`).digest().subarray(0, 16);

/** The compact token of a booking, for SMS: the same claims and expiry as manageToken. */
export function compactManageToken(app: AppServices, booking: ManagedBookingRef): string {
  const body = `${booking.id}.${booking.manageVersion}.${Math.ceil(booking.end.getTime() / 1000).toString(36)}`;
  return `${body}.${compactMac(app, body).toString('base64url')}`;
}

function readCompactToken(app: AppServices, token: string): { bookingId: number; version: number } | null {
  const match = COMPACT.exec(token);
  if (!match) return null;
  const [, id, version, expiry, mac] = match as unknown as [string, string, string, string, string];
  // Compared as text: base64url's last character carries two unused bits, so decoding would let
  // four spellings of one signature through (a link must have exactly one form).
  const expected = Buffer.from(compactMac(app, `${id}.${version}.${expiry}`).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number.parseInt(expiry, 36) * 1000 <= nowMs()) return null;
  return { bookingId: Number(id), version: Number(version) };
}

/** The booking id and link version of a valid, unexpired token (either form); null otherwise. */
export async function readManageToken(
  app: AppServices,
  token: string,
): Promise<{ bookingId: number; version: number } | null> {
  if (COMPACT.test(token)) return readCompactToken(app, token);
  try {
    const { payload } = await jwtVerify(token, keyOf(app), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now(),
    });
    const bookingId = Number(payload.sub);
    if (!Number.isInteger(bookingId) || typeof payload.v !== 'number') return null;
    return { bookingId, version: payload.v };
  } catch {
    return null;
  }
}

/** The absolute address of the manage page of a token. */
export const manageUrl = (app: AppServices, token: string) => app.publicUrl.link(`/manage-booking/${token}`);

/** The short manage link of a booking, for SMS. */
export const compactManageLink = (app: AppServices, booking: ManagedBookingRef) =>
  manageUrl(app, compactManageToken(app, booking));

/** The manage link of a booking. */
export async function manageLink(app: AppServices, booking: ManagedBookingRef): Promise<string> {
  return manageUrl(app, await manageToken(app, booking));
}
