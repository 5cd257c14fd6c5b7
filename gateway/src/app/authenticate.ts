// Who a request is: the viewer of its `Authorization` header, a person's login token (checked
// against the session store) or an integration's API key.
import { type AppServices, bearerToken, verifyToken } from '../context.ts';
import { AuthenticationError } from '../lib/errors.ts';
import { type Lang, t } from '../lib/i18n.ts';
import { apiKeyViewer, isApiKey } from '../modules/api-keys/index.ts';
import { m as authMessage, type Viewer } from '../modules/auth/index.ts';

/**
 * The viewer of an `Authorization` header: a person's login token or an integration's API key;
 * null without one. Throws an AuthenticationError for a bad token or key, a RateLimitError for a
 * key past its limit.
 */
export async function authenticate(
  app: AppServices,
  authorization: string | null | undefined,
  lang: Lang,
): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  if (isApiKey(token)) return apiKeyViewer(app.prisma, app.apiKeys, token, lang);
  let signed: Viewer;
  try {
    signed = await verifyToken(app.tokens, token);
  } catch {
    throw new AuthenticationError(t(lang, 'auth.badToken'));
  }
  // The token's claims are a copy: access is what the session and the account grant now.
  const access = signed.sessionId ? await app.sessions.access(signed.sessionId, signed.userId) : null;
  if (!access) throw new AuthenticationError(authMessage(lang, 'sessionEnded'));
  return { ...access, expiresAt: signed.expiresAt };
}
