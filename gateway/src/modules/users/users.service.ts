// A user's own account: read and edit, language, password recovery, e-mail validation, uniqueness checks.
import type { AppServices } from '../../context.ts';
import { enums, object, optional, string } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Language, Prisma, User } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { LANGUAGES, password, requiredEmail as email, requiredString } from '@salon/shared';
import { parseInput } from '../../lib/validate.ts';
import {
  type AuthResult,
  endSessions,
  hashPassword,
  limitTrigger,
  openSession,
  sessionToken,
  verifyPassword,
} from '../auth/index.ts';
import { accountEmail, queueEmail } from '../notifications/index.ts';
import { storedPhone } from '@salon/shared/phone';
import { m as customerMessage } from '../customers/index.ts';
import { m } from './users.messages.ts';
import { consumeUserToken, createUserToken } from './users.tokens.ts';

type Tx = Prisma.TransactionClient;

export const UpdateUserInput = object({
  email: optional(email()),
  username: optional(string()),
  firstname: optional(requiredString()),
  lastname: optional(requiredString()),
  phone: optional(string()),
  language: optional(enums(LANGUAGES)),
  password: optional(password()),
  currentPassword: optional(string()),
});

const ResetInput = object({ password: password() });

const insensitive = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/** Only the user themself: another id looks like a user that does not exist. */
function ownId(ctx: Context, id: number): number {
  if (!ctx.viewer || ctx.viewer.userId !== id) throw new NotFoundError(t(ctx.lang, 'notFound.generic'));
  return id;
}

export function getOwnUser<Q extends object>(ctx: Context, id: number, query: Q) {
  return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ownId(ctx, id) } });
}

/** Ids of other users already holding this e-mail or username (spec §5: an empty username passes). */
export async function takenBy(
  db: Pick<Tx, 'user'>,
  fields: { email?: string | null; username?: string | null; exceptId?: number | null },
): Promise<number[]> {
  const emailAddress = fields.email?.trim();
  const username = fields.username?.trim();
  const or = [
    ...(emailAddress ? [{ email: insensitive(emailAddress) }] : []),
    ...(username ? [{ username: insensitive(username) }] : []),
  ];
  if (or.length === 0) return [];
  const rows = await db.user.findMany({
    where: { OR: or, ...(fields.exceptId ? { id: { not: fields.exceptId } } : {}) },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

function sendValidationEmail(app: AppServices, tx: Tx, user: User, secret: string) {
  return queueEmail(tx, accountEmail(app, 'emailValidation', user, secret));
}

export async function updateOwnUser(ctx: Context, id: number, raw: unknown): Promise<AuthResult> {
  ownId(ctx, id);
  const input = parseInput(UpdateUserInput, raw, ctx.lang);
  const current = await ctx.prisma.user.findUniqueOrThrow({ where: { id } });
  const emailAddress = input.email?.toLowerCase();
  const emailChanged = emailAddress !== undefined && emailAddress !== current.email;
  const username = input.username === undefined ? undefined : input.username.trim() || null;

  const errors: Record<string, Record<string, string>> = {};
  // Spec §5 phone rule; kept as spec §1 shows it (a Swiss number in E.164, another as typed).
  const phone = input.phone === undefined ? undefined : input.phone.trim() ? storedPhone(input.phone) : null;
  if (phone === null && input.phone?.trim()) {
    errors.phone = { invalidPhone: customerMessage(ctx.lang, 'invalidPhone') };
  }
  for (const [field, value] of [
    ['email', emailChanged ? emailAddress : undefined],
    ['username', username !== current.username ? username : undefined],
  ] as const) {
    if (value && (await takenBy(ctx.prisma, { [field]: value, exceptId: id })).length > 0) {
      errors[field] = { valueAlreadyRegistered: t(ctx.lang, 'validation.valueAlreadyRegistered', { value }) };
    }
  }
  // A new password, like a new e-mail address, needs the current password.
  if ((input.password || emailChanged) && !(await verifyPassword(current.passwordHash, input.currentPassword ?? ''))) {
    errors.currentPassword = { credentials: m(ctx.lang, 'wrongPassword') };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);

  const user = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id },
      data: {
        firstname: input.firstname,
        lastname: input.lastname,
        username,
        ...(phone !== undefined ? { phone } : {}),
        language: input.language as Language | undefined,
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
        ...(emailChanged ? { email: emailAddress, verified: false } : {}),
      },
    });
    // The user's customer records at each vendor get the number the reminders are sent to.
    if (phone !== undefined) await tx.customer.updateMany({ where: { userId: id }, data: { phoneMobile: phone } });
    if (emailChanged)
      await sendValidationEmail(ctx.app, tx, updated, await createUserToken(tx, id, 'EMAIL_VALIDATION'));
    return updated;
  });
  // A new password ends the account's other sessions (whoever knew the old one is out); the
  // name and validation are read again by every gateway. This session gets a fresh token.
  const sessionId = ctx.viewer?.sessionId;
  if (input.password) await endSessions(ctx.app, id, sessionId ? { except: sessionId } : {});
  else ctx.app.sessions.changed(id);
  return {
    token: sessionId ? await sessionToken(ctx.app, id, sessionId) : await openSession(ctx.app, id),
    // In the language just chosen: the page switches to it as the answer arrives.
    message: m(user.language, emailChanged ? 'emailChanged' : 'saved'),
    user,
  };
}

/** Spec §1: the language is kept per user. A guest's choice lives in the browser only. */
export async function setOwnLanguage(ctx: Context, language: Lang): Promise<Lang> {
  if (ctx.viewer && !ctx.viewer.apiKeyId)
    await ctx.prisma.user.update({ where: { id: ctx.viewer.userId }, data: { language } });
  return language;
}

/** Always the same answer, so the call cannot tell which addresses have an account. */
export async function requestPasswordReset(ctx: Context, emailAddress: string): Promise<string> {
  await limitTrigger(ctx.app, ctx.lang, 'passwordReset', emailAddress);
  const user = await ctx.prisma.user.findFirst({ where: { email: insensitive(emailAddress.trim()), enabled: true } });
  if (user) {
    await ctx.prisma.$transaction(async (tx) => {
      const secret = await createUserToken(tx, user.id, 'PASSWORD_RESET');
      await queueEmail(tx, accountEmail(ctx.app, 'passwordReset', user, secret));
    });
  }
  return m(ctx.lang, 'resetRequested');
}

export async function resetPassword(ctx: Context, userId: number, secret: string, raw: unknown): Promise<AuthResult> {
  const input = parseInput(ResetInput, raw, ctx.lang);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.prisma.$transaction(async (tx) => {
    if (!(await consumeUserToken(tx, userId, 'PASSWORD_RESET', secret))) {
      throw new ValidationError(m(ctx.lang, 'badResetToken'), { token: { invalid: m(ctx.lang, 'badResetToken') } });
    }
    // The link reached the mailbox: the address is proven too. The language the person is using
    // on the page is the one the account remembers (as when they switch it), so that signing in
    // does not switch the page to an older choice.
    return tx.user.update({ where: { id: userId }, data: { passwordHash, verified: true, language: ctx.lang } });
  });
  // Every session of the account ends; the reset opens a new one on this device.
  await endSessions(ctx.app, userId);
  return { token: await openSession(ctx.app, userId), message: m(ctx.lang, 'resetDone'), user };
}

/** Sends a fresh validation link to an address that still awaits validation. */
export async function resendEmailValidation(ctx: Context, emailAddress: string): Promise<string> {
  await limitTrigger(ctx.app, ctx.lang, 'emailValidation', emailAddress);
  const user = await ctx.prisma.user.findFirst({ where: { email: insensitive(emailAddress.trim()), verified: false } });
  if (user) {
    await ctx.prisma.$transaction(async (tx) =>
      sendValidationEmail(ctx.app, tx, user, await createUserToken(tx, user.id, 'EMAIL_VALIDATION')),
    );
  }
  return m(ctx.lang, 'validationSent');
}
