import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ScopedPrisma, scopedPrisma } from './db/scoped.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { AuthenticationError, ForbiddenError } from './lib/errors.ts';
import { type Lang, languageFromHeader, t } from './lib/i18n.ts';
import { mapFor, setBounded } from './lib/maps.ts';
import type { LoginGuard } from './lib/rate-limit.ts';
import type { TokenService, Viewer } from './modules/auth/token.ts';
import type { AppPubSub } from './pubsub.ts';

/** Long-lived services of one running app. */
export interface AppServices {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  pubsub: AppPubSub;
  tokens: TokenService;
  loginGuard: LoginGuard;
  log: Logger;
}

export interface Context {
  app: AppServices;
  /** Unscoped client: public reads and authentication only. */
  prisma: PrismaClient;
  viewer: Viewer | null;
  lang: Lang;
  /** The viewer's vendor id, or a forbidden error. */
  vendorId(): number;
  /** Data access confined to the viewer's vendor. */
  vendorDb(): ScopedPrisma;
  /** Set when the request's token was near expiry; returned to the client. */
  refreshedToken?: string;
}

/**
 * Vendor-confined clients, one per client and vendor for the life of the process: the scope is a
 * stateless query extension, so sharing it between requests of one vendor is safe, and building
 * it (Prisma's $extends) per request is not free.
 */
const scopedClients = new WeakMap<PrismaClient, Map<number, ScopedPrisma>>();
const MAX_SCOPED_CLIENTS = 1_000;

export function scopedClient(prisma: PrismaClient, vendorId: number): ScopedPrisma {
  const byVendor = mapFor(scopedClients, prisma);
  let scoped = byVendor.get(vendorId);
  if (!scoped) {
    scoped = scopedPrisma(prisma, vendorId);
    setBounded(byVendor, vendorId, scoped, MAX_SCOPED_CLIENTS);
  }
  return scoped;
}

/**
 * Verified tokens per token service, until they expire: verification is a pure function of the
 * token and the key (no revocation list), so a repeated token need not be verified again.
 */
const verifiedTokens = new WeakMap<TokenService, Map<string, Viewer>>();
const MAX_VERIFIED_TOKENS = 10_000;

export async function verifyToken(tokens: TokenService, token: string, now = Date.now()): Promise<Viewer> {
  const cache = mapFor(verifiedTokens, tokens);
  const known = cache.get(token);
  if (known && known.expiresAt > now) return { ...known };
  cache.delete(token);
  const viewer = await tokens.verify(token);
  setBounded(cache, token, viewer, MAX_VERIFIED_TOKENS);
  return { ...viewer };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  return authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;
}

export async function createContext(
  app: AppServices,
  authorization: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Promise<Context> {
  const lang = languageFromHeader(acceptLanguage);
  let viewer: Viewer | null = null;
  let refreshedToken: string | undefined;
  const token = bearerToken(authorization);
  if (token) {
    try {
      viewer = await verifyToken(app.tokens, token);
    } catch {
      throw new AuthenticationError(t(lang, 'auth.badToken'));
    }
    if (app.tokens.needsRefresh(viewer)) refreshedToken = await app.tokens.reissue(viewer);
  }
  let scoped: ScopedPrisma | undefined;
  const vendorId = () => {
    if (!viewer) throw new AuthenticationError(t(lang, 'auth.required'));
    if (viewer.vendorId == null) throw new ForbiddenError(t(lang, 'auth.forbidden'));
    return viewer.vendorId;
  };
  return {
    app,
    prisma: app.prisma,
    viewer,
    lang,
    refreshedToken,
    vendorId,
    vendorDb() {
      scoped ??= scopedClient(app.prisma, vendorId());
      return scoped;
    },
  };
}
