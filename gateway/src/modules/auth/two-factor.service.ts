// Two-factor sign-in: the second step of a login (a code of the authenticator app, or a recovery
// code), its set-up from the account page, or from the login itself when the salon requires it of
// its admins (then a short-lived set-up token stands for the password just checked), and turning
// it off again.
import type { AppServices, Context } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';
import { nowMs } from '../../lib/clock.ts';
import { AuthenticationError, TwoFactorRequiredError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { decryptSecret, encryptSecret } from '../../lib/secret-box.ts';
import { m } from './auth.messages.ts';
import { verifyPassword } from './password.ts';
import { openSession } from './session.service.ts';
import {
  acceptedStep,
  enrolment,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
} from './two-factor.rules.ts';

const SETUP_PURPOSE = 'two-factor-setup';
const SETUP_TTL_SECONDS = 15 * 60;

type TwoFactorUser = Pick<User, 'id' | 'role' | 'totpSecret' | 'totpLastStep'>;

const binding = (userId: number) => `user:${userId}`;

/** Whether the user's salon requires two-factor sign-in of the user (an admin). */
async function requiredOf(app: AppServices, user: Pick<User, 'id' | 'role'>): Promise<boolean> {
  if (user.role < Role.admin) return false;
  const employee = await app.prisma.employee.findUnique({
    where: { userId: user.id },
    select: { vendor: { select: { requireTwoFactorForAdmins: true } } },
  });
  return employee?.vendor.requireTwoFactorForAdmins ?? false;
}

/** Accepts a code of the user's authenticator app, or one of their unused recovery codes, once. */
async function acceptCode(app: AppServices, user: TwoFactorUser, code: string): Promise<boolean> {
  if (isTotpCode(code)) {
    const secret = user.totpSecret && decryptSecret(app.config.twoFactorKey, user.totpSecret, binding(user.id));
    const step = secret ? await acceptedStep(secret, code, user.totpLastStep) : null;
    if (step == null) return false;
    // Two logins racing with one code: the conditional update lets one through.
    const { count } = await app.prisma.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1;
  }
  const { count } = await app.prisma.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date(nowMs()) },
  });
  return count === 1;
}

/**
 * The second step of a login whose password was right: passes, or throws what the client must do
 * (give the code, set two-factor sign-in up) or a wrong code, counted by the login limit.
 */
export async function secondStep(app: AppServices, lang: Lang, user: TwoFactorUser, code: string, login: string) {
  if (user.totpSecret) {
    if (!code.trim())
      throw new TwoFactorRequiredError(m(lang, 'codeRequired'), { code: { required: m(lang, 'codeRequired') } });
    if (await acceptCode(app, user, code)) return;
    await app.loginGuard.failed(login);
    throw new ValidationError(m(lang, 'badCode'), { code: { invalid: m(lang, 'badCode') } });
  }
  if (await requiredOf(app, user)) {
    const setupToken = await app.tokens.signPurpose(SETUP_PURPOSE, user.id, SETUP_TTL_SECONDS);
    throw new TwoFactorRequiredError(
      m(lang, 'setupRequired'),
      { code: { setupRequired: m(lang, 'setupRequired') } },
      setupToken,
    );
  }
}

/** The person setting two-factor sign-in up: the viewer, or the holder of a login's set-up token. */
async function setupUser(ctx: Context, setupToken: string | null | undefined): Promise<User> {
  const userId = setupToken
    ? await ctx.app.tokens.verifyPurpose(setupToken, SETUP_PURPOSE)
    : ctx.viewer?.sessionId
      ? ctx.viewer.userId
      : null;
  if (userId == null) {
    throw setupToken
      ? new AuthenticationError(m(ctx.lang, 'setupExpired'))
      : new AuthenticationError(t(ctx.lang, 'auth.required'));
  }
  const user = await ctx.prisma.user.findUnique({ where: { id: userId } });
  if (!user?.enabled) throw new AuthenticationError(m(ctx.lang, 'setupExpired'));
  return user;
}

/** A new secret to scan (kept pending until a code of it confirms it). */
export async function startTwoFactorSetup(ctx: Context, setupToken?: string | null) {
  const user = await setupUser(ctx, setupToken);
  if (user.totpSecret)
    throw new ValidationError(m(ctx.lang, 'alreadyOn'), { code: { excluded: m(ctx.lang, 'alreadyOn') } });
  const secret = newTotpSecret();
  await ctx.prisma.user.update({
    where: { id: user.id },
    data: { totpPendingSecret: encryptSecret(ctx.app.config.twoFactorKey, secret, binding(user.id)) },
  });
  return enrolment(secret, user.email);
}

/**
 * Turns two-factor sign-in on with a code of the pending secret; returns the ten recovery codes
 * (shown once) and, when it completes a login (set-up token), that login's session token.
 */
export async function confirmTwoFactorSetup(ctx: Context, code: string, setupToken?: string | null) {
  const user = await setupUser(ctx, setupToken);
  const pending =
    user.totpPendingSecret && decryptSecret(ctx.app.config.twoFactorKey, user.totpPendingSecret, binding(user.id));
  if (!pending) throw new ValidationError(m(ctx.lang, 'noSetup'), { code: { invalid: m(ctx.lang, 'noSetup') } });
  const step = await acceptedStep(pending, code, null);
  if (step == null) {
    await ctx.app.loginGuard.failed(user.email.toLowerCase());
    throw new ValidationError(m(ctx.lang, 'badCode'), { code: { invalid: m(ctx.lang, 'badCode') } });
  }
  const recoveryCodes = newRecoveryCodes();
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(nowMs()),
        totpLastStep: step,
      },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })),
    });
  });
  const token = setupToken ? await openSession(ctx.app, user.id) : null;
  return { recoveryCodes, token, session: token ? { token, user } : null };
}

/** Turns two-factor sign-in off, with the account's password; not for an admin whose salon requires it. */
export async function disableTwoFactor(ctx: Context, password: string): Promise<boolean> {
  const user = await setupUser(ctx, null);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new ValidationError(m(ctx.lang, 'wrongPassword'), {
      password: { credentials: m(ctx.lang, 'wrongPassword') },
    });
  if (await requiredOf(ctx.app, user))
    throw new ValidationError(m(ctx.lang, 'requiredByVendor'), {
      password: { excluded: m(ctx.lang, 'requiredByVendor') },
    });
  await ctx.prisma.$transaction([
    ctx.prisma.user.update({
      where: { id: user.id },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    }),
    ctx.prisma.recoveryCode.deleteMany({ where: { userId: user.id } }),
  ]);
  return true;
}

/** Unused recovery codes left to the user. */
export const recoveryCodesLeft = (app: AppServices, userId: number) =>
  app.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
