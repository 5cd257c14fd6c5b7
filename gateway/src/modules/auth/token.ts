import { SignJWT, jwtVerify } from 'jose';
import { AuthenticationError } from '../../lib/errors.ts';
import { nowMs } from '../../lib/clock.ts';

/** What a login token carries (spec §3 User). */
export interface Claims {
  sub: string;
  name: string;
  role: number;
  notValidated: boolean;
  employeeId: number | null;
  vendorId: number | null;
  appId: number;
  /** The session the token stands for (session.store.ts). */
  sid: string;
  exp: number;
  iat: number;
}

export interface Viewer {
  userId: number;
  name: string;
  role: number;
  notValidated: boolean;
  employeeId: number | null;
  vendorId: number | null;
  appId: number;
  expiresAt: number;
  /** The login session (absent for an API key). */
  sessionId?: string;
  /** Set when the request came with an API key rather than a person's login. */
  apiKeyId?: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly refreshSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Omit<Claims, 'exp' | 'iat'>): Promise<string> {
    const { sub, ...rest } = claims;
    const issuedAt = Math.floor(nowMs() / 1000);
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<Viewer> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowMs()),
      });
      return {
        userId: Number(payload.sub),
        name: String(payload.name ?? ''),
        role: Number(payload.role ?? 0),
        notValidated: Boolean(payload.notValidated),
        employeeId: (payload.employeeId as number | null) ?? null,
        vendorId: (payload.vendorId as number | null) ?? null,
        appId: Number(payload.appId ?? 1),
        expiresAt: Number(payload.exp) * 1000,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
    } catch {
      throw new AuthenticationError('bad token');
    }
  }

  /**
   * A short-lived token for one purpose only (e.g. setting up two-factor sign-in during a login):
   * it opens no session and is refused as a login token (it has no `sid`).
   */
  signPurpose(purpose: string, userId: number, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(nowMs() / 1000);
    return new SignJWT({ purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  /** The user id of a valid token of `purpose`, or null. */
  async verifyPurpose(token: string, purpose: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(nowMs()) });
      return payload.purpose === purpose && payload.sub ? Number(payload.sub) : null;
    } catch {
      return null;
    }
  }

  /** A token close to expiry is replaced (sliding session). */
  needsRefresh(viewer: Viewer, now = nowMs()): boolean {
    return viewer.expiresAt - now < this.refreshSeconds * 1000;
  }

  /** A fresh token of the viewer's session, with the viewer's (current) claims. */
  reissue(viewer: Viewer & { sessionId: string }): Promise<string> {
    return this.sign({
      sid: viewer.sessionId,
      sub: String(viewer.userId),
      name: viewer.name,
      role: viewer.role,
      notValidated: viewer.notValidated,
      employeeId: viewer.employeeId,
      vendorId: viewer.vendorId,
      appId: viewer.appId,
    });
  }
}
