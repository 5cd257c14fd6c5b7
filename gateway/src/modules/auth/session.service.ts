// Login sessions: opened by a sign-in (login, sign-up, e-mail validation, password reset, vendor
// sign-up), listed and ended from the account page, ended by logout, by a password change or reset
// and by an admin changing an employee's login. The token of a session carries its id (`sid`).
import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { AppServices, Context } from '../../context.ts';
import { nowMs } from '../../lib/clock.ts';
import { AuthenticationError, NotFoundError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { currentUserAgent } from '../../lib/rate-limit.ts';

/** A device as a person recognises it: "Chrome 131 on macOS", "Safari on iPhone". */
export function deviceName(userAgent: string): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.platform.model && parsed.platform.type !== 'desktop' ? parsed.platform.model : parsed.os.name;
  const name = [browser, system].filter(Boolean).join(' · ');
  return (name || userAgent).slice(0, 120);
}

/** A signed token of `sessionId` with the account's current claims. */
export async function sessionToken(app: AppServices, userId: number, sessionId: string): Promise<string> {
  const user = await app.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      firstname: true,
      lastname: true,
      role: true,
      verified: true,
      appId: true,
      employee: { select: { id: true, vendorId: true } },
    },
  });
  return app.tokens.sign({
    sub: String(user.id),
    sid: sessionId,
    name: `${user.firstname} ${user.lastname}`.trim(),
    role: user.role,
    notValidated: !user.verified,
    employeeId: user.employee?.id ?? null,
    vendorId: user.employee?.vendorId ?? null,
    appId: user.appId,
  });
}

/** Opens a session for the user on the requesting device; returns its token. */
export async function openSession(app: AppServices, userId: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const at = nowMs();
  // Sessions unused for longer than a token lives are over: cleared as the user signs in again.
  await app.prisma.session.deleteMany({
    where: { userId, lastUsedAt: { lt: new Date(at - app.config.tokenTtlSeconds * 1000) } },
  });
  await app.prisma.session.create({
    data: { id, userId, device: deviceName(currentUserAgent()), createdAt: new Date(at), lastUsedAt: new Date(at) },
  });
  return sessionToken(app, userId, id);
}

/** Ends the user's sessions (all, or all but `except`), on every gateway at once. */
export async function endSessions(app: AppServices, userId: number, options: { except?: string } = {}) {
  await app.prisma.session.deleteMany({
    where: { userId, ...(options.except ? { id: { not: options.except } } : {}) },
  });
  app.sessions.changed(userId);
}

/** The viewer's own login session, or an AuthenticationError (guests and API keys have none). */
function ownSession(ctx: Context): { userId: number; sessionId: string } {
  const viewer = ctx.viewer;
  if (!viewer?.sessionId) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  return { userId: viewer.userId, sessionId: viewer.sessionId };
}

/** The sessions open on the viewer's account, the current one first, then by last use. */
export async function listSessions(ctx: Context) {
  const { userId, sessionId } = ownSession(ctx);
  const since = new Date(nowMs() - ctx.app.config.tokenTtlSeconds * 1000);
  const rows = await ctx.prisma.session.findMany({
    where: { userId, lastUsedAt: { gte: since } },
    orderBy: [{ lastUsedAt: 'desc' }, { createdAt: 'desc' }],
  });
  return rows
    .map((row) => ({ ...row, current: row.id === sessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Logout: ends the viewer's current session. */
export async function logout(ctx: Context): Promise<boolean> {
  const { userId, sessionId } = ownSession(ctx);
  await ctx.prisma.session.deleteMany({ where: { id: sessionId, userId } });
  ctx.app.sessions.changed(userId);
  return true;
}

/** Ends one of the viewer's sessions (another device, or this one). */
export async function endSession(ctx: Context, id: string): Promise<boolean> {
  const { userId } = ownSession(ctx);
  const { count } = await ctx.prisma.session.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError(t(ctx.lang, 'notFound.generic'));
  ctx.app.sessions.changed(userId);
  return true;
}

/** "Log out everywhere": ends every session of the viewer's account, this one included. */
export async function endAllSessions(ctx: Context): Promise<boolean> {
  await endSessions(ctx.app, ownSession(ctx).userId);
  return true;
}
