import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ScopedPrisma, scopedPrisma } from './db/scoped.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { AuthenticationError, ForbiddenError } from './lib/errors.ts';
import { type Lang, languageFromHeader, t } from './lib/i18n.ts';
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

export async function createContext(
  app: AppServices,
  authorization: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Promise<Context> {
  const lang = languageFromHeader(acceptLanguage);
  let viewer: Viewer | null = null;
  let refreshedToken: string | undefined;
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (token) {
    try {
      viewer = await app.tokens.verify(token);
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
      scoped ??= scopedPrisma(app.prisma, vendorId());
      return scoped;
    },
  };
}
