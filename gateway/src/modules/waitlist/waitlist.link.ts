// The signed link of a waitlist entry, e-mailed with each offer: it shows the offered times, books
// one and leaves the list, without a login. A JWT (HS256, with a key derived from the app secret
// for this use only, so it is never a login token) naming the entry, expiring the day after the
// entry's range ends. What it may do is decided by the entry's state, read at each use.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppServices } from '../../context.ts';
import { now, nowMs } from '../../lib/clock.ts';

const AUDIENCE = 'waitlist-offer';
const keys = new WeakMap<AppServices, Uint8Array>();
const DAY = 86_400_000;

function keyOf(app: AppServices): Uint8Array {
  let key = keys.get(app);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', app.config.jwtSecret).update(AUDIENCE).digest());
    keys.set(app, key);
  }
  return key;
}

export function offerToken(app: AppServices, entry: { id: number; dateTo: Date }): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(entry.id))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowMs() / 1000))
    .setExpirationTime(Math.ceil((entry.dateTo.getTime() + 2 * DAY) / 1000))
    .sign(keyOf(app));
}

/** The entry id of a valid, unexpired token; null otherwise. */
export async function readOfferToken(app: AppServices, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(app), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now(),
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export async function offerLink(app: AppServices, entry: { id: number; dateTo: Date }): Promise<string> {
  return app.publicUrl.link(`/waitlist/offer/${await offerToken(app, entry)}`);
}
