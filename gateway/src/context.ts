import type { PublicUrl } from './lib/public-url.ts';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ScopedPrisma, scopedPrisma } from './db/scoped.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { AuthenticationError, ForbiddenError } from './lib/errors.ts';
import { type Lang, languageFromHeader, t } from './lib/i18n.ts';
import { mapFor, setBounded } from './lib/maps.ts';
import type { AppMetrics } from './lib/metrics.types.ts';
import type { LoginGuard, TriggerGuard } from './lib/rate-limit.ts';
import type { ApiKeyGuard } from './modules/api-keys/index.ts';
import type { SessionStore, TokenService, Viewer } from './modules/auth/index.ts';
import type { PendingChange } from './modules/changes/index.ts';
import type { AppPubSub } from './pubsub.ts';
import { nowMs } from './lib/clock.ts';

/** Long-lived services of one running app. */
export interface AppServices {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  pubsub: AppPubSub;
  tokens: TokenService;
  /** Login sessions: what a token grants now (cached, invalidated on every gateway). */
  sessions: SessionStore;
  loginGuard: LoginGuard;
  /** Limits of the e-mail and SMS triggers a stranger can pull. */
  triggerGuard: TriggerGuard;
  log: Logger;
  metrics: AppMetrics;
  /** Absolute links in e-mails, SMS and calendar files (PUBLIC_URL). */
  publicUrl: PublicUrl;
  /** Rate limit of the requests made with API keys. */
  apiKeys: ApiKeyGuard;
  /**
   * The viewer of an `Authorization` header (app/authenticate.ts, wired by app/services.ts):
   * a person's login token or an integration's API key; null without one.
   */
  authenticate(authorization: string | null | undefined, lang: Lang): Promise<Viewer | null>;
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
  /** The door the request came through, when not the app's GraphQL endpoint. */
  via?: 'rest';
  /** Changes the request recorded, dispatched once its operation is done (modules/changes). */
  changes: PendingChange[];
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
 * Verified tokens per token service, until they expire: the signature check is a pure function of
 * the token and the key, so a repeated token need not be verified again. Whether its session is
 * still open is asked of the session store on every request.
 */
const verifiedTokens = new WeakMap<TokenService, Map<string, Viewer>>();
const MAX_VERIFIED_TOKENS = 10_000;

export async function verifyToken(tokens: TokenService, token: string, now = nowMs()): Promise<Viewer> {
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
  const viewer = await app.authenticate(authorization, lang);
  const refreshedToken =
    viewer?.sessionId && app.tokens.needsRefresh(viewer)
      ? await app.tokens.reissue({ ...viewer, sessionId: viewer.sessionId })
      : undefined;
  return contextFor(app, viewer, lang, refreshedToken);
}

/** The context of a known viewer (a request's, or a job acting for a vendor). */
export function contextFor(app: AppServices, viewer: Viewer | null, lang: Lang, refreshedToken?: string): Context {
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
    changes: [],
    vendorId,
    vendorDb() {
      scoped ??= scopedClient(app.prisma, vendorId());
      return scoped;
    },
  };
}
