// Who may call a route: the viewer is asked for before the body is judged, and must hold the role
// (and, for staff and admin routes, the vendor) the route needs.
import type { IncomingMessage } from 'node:http';
import { type Lang, msg } from '@salon/shared';
import type { Refuse } from './answer.ts';
import type { CompiledRoute } from './compile.ts';

/**
 * The viewer of a request: null without a token; throws for a bad or expired one, or an error with
 * code RATE_LIMITED (and retryAfter) for a credential past its rate limit.
 */
export type Authenticate = (
  authorization: string | undefined,
  acceptLanguage?: string,
) => Promise<{ role: number; vendorId: number | null } | null>;

const ROLE = { customer: 1, staff: 2, admin: 3 } as const;

/** True when the request's viewer may call the route; otherwise it was refused (401, 403 or 429). */
export async function authorized(
  authenticate: Authenticate,
  c: CompiledRoute,
  req: IncomingMessage,
  lang: Lang,
  refuse: Refuse,
): Promise<boolean> {
  if (c.auth === 'none') return true;
  let viewer: Awaited<ReturnType<Authenticate>>;
  try {
    viewer = await authenticate(req.headers.authorization, req.headers['accept-language']);
  } catch (error) {
    const limited = error as { code?: string; message?: string; retryAfter?: number };
    const retryAfter = { 'retry-after': String(limited?.retryAfter ?? 1) };
    if (limited?.code === 'RATE_LIMITED') refuse(429, String(limited.message), {}, retryAfter);
    // The sessions could not be checked (database out of reach): try again, the token is not at fault.
    else if (limited?.code === 'UNAVAILABLE') {
      refuse(503, msg(lang, 'temporarilyUnavailable', { seconds: limited.retryAfter ?? 1 }), {}, retryAfter);
    } else refuse(401, msg(lang, 'badToken'));
    return false;
  }
  if (!viewer) {
    refuse(401, msg(lang, 'authRequired'));
    return false;
  }
  const needsVendor = c.auth === 'staff' || c.auth === 'admin';
  const min = c.auth === 'loggedIn' ? 0 : ROLE[c.auth];
  if (viewer.role < min || (needsVendor && viewer.vendorId == null)) {
    refuse(403, msg(lang, 'forbidden'));
    return false;
  }
  return true;
}
