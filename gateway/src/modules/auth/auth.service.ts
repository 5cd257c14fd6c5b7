import { createHash, randomBytes } from 'node:crypto';
import { boolean, enums, object, optional, string } from 'superstruct';
import type { AppServices } from '../../context.ts';
import type { TriggerKind } from '../../lib/rate-limit.ts';
import type { Language, User } from '../../generated/prisma/client.ts';
import { RateLimitError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { LANGUAGES, password, phone, requiredEmail as email, requiredString } from '@salon/shared';
import { storedPhone } from '@salon/shared/phone';
import { parseInput } from '../../lib/validate.ts';
import { accountEmail, queueEmail } from '../notifications/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openSession } from './session.service.ts';
import { secondStep } from './two-factor.service.ts';
import { nowMs } from '../../lib/clock.ts';

const EMAIL_VALIDATION_HOURS = 48;

export const RegisterInput = object({
  email: email(),
  password: password(),
  firstname: requiredString(),
  lastname: requiredString(),
  username: optional(string()),
  /** Optional mobile number (spec §5 phone rule), for SMS reminders. */
  phone: optional(phone()),
  language: optional(enums(LANGUAGES)),
  acceptTerms: optional(boolean()),
});

export interface AuthResult {
  token: string;
  message?: string;
  user: User;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A password hash of no account: verified against when the login names nobody, so that an unknown
 * name takes as long to refuse as a wrong password (the timing tells nothing either).
 */
let dummyHash: Promise<string> | undefined;
const absentAccountHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Logs in with a password and, when the account has two-factor sign-in on, a code (a second
 * call with the same password and the code, or a recovery code). Opens a session.
 */
export async function login(
  app: AppServices,
  lang: Lang,
  usernameOrEmail: string,
  pass: string,
  code = '',
): Promise<AuthResult> {
  const login = usernameOrEmail.trim().toLowerCase();
  const wait = await app.loginGuard.retryAfter(login);
  if (wait > 0) throw new RateLimitError(t(lang, 'auth.tooManyAttempts', { minutes: Math.ceil(wait / 60) }), wait);
  const user = await app.prisma.user.findFirst({
    where: {
      OR: [{ email: { equals: login, mode: 'insensitive' } }, { username: { equals: login, mode: 'insensitive' } }],
    },
  });
  // The same answer, in the same time, for an unknown login and a wrong password.
  const passwordRight = await verifyPassword(user?.passwordHash ?? (await absentAccountHash()), pass);
  if (!user || !passwordRight) {
    await app.loginGuard.failed(login);
    throw new ValidationError(t(lang, 'auth.badCredentials'), {
      usernameOrEmail: { credentials: t(lang, 'auth.badCredentials') },
    });
  }
  if (!user.enabled) throw new ValidationError(t(lang, 'auth.disabled'), {});
  await secondStep(app, lang, user, code, login);
  await app.loginGuard.succeeded(login);
  return { token: await openSession(app, user.id), user };
}

/**
 * Counts an e-mail or SMS trigger for `address` and the client; over the limit it is refused with
 * RATE_LIMITED before anything is looked up, so the answer is the same whether the address has an
 * account or not.
 */
export async function limitTrigger(app: AppServices, lang: Lang, kind: TriggerKind, address: string) {
  const wait = await app.triggerGuard.consume(kind, address);
  if (wait > 0) throw new RateLimitError(t(lang, 'auth.tooManyRequests', { minutes: Math.ceil(wait / 60) }), wait);
}

export async function register(app: AppServices, lang: Lang, raw: unknown): Promise<AuthResult> {
  const input = parseInput(RegisterInput, raw, lang);
  const emailAddress = input.email.toLowerCase();
  await limitTrigger(app, lang, 'signUp', emailAddress);
  const username = input.username?.trim() || null;
  const taken = await app.prisma.user.findFirst({
    where: {
      OR: [
        { email: { equals: emailAddress, mode: 'insensitive' } },
        ...(username ? [{ username: { equals: username, mode: 'insensitive' as const } }] : []),
      ],
    },
  });
  if (taken) {
    const field = taken.email.toLowerCase() === emailAddress ? 'email' : 'username';
    const value = field === 'email' ? emailAddress : (username ?? '');
    throw new ValidationError(t(lang, 'form.errors'), {
      [field]: { valueAlreadyRegistered: t(lang, 'validation.valueAlreadyRegistered', { value }) },
    });
  }
  const secret = randomBytes(24).toString('base64url');
  const user = await app.prisma.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        email: emailAddress,
        username,
        passwordHash: await hashPassword(input.password),
        firstname: input.firstname,
        lastname: input.lastname,
        // E.164, copied to the customer record at each vendor so that SMS reminders reach them.
        phone: input.phone ? storedPhone(input.phone) : null,
        language: (input.language ?? lang) as Language,
        role: Role.customer,
      },
    });
    await tx.userToken.create({
      data: {
        userId: created.id,
        kind: 'EMAIL_VALIDATION',
        tokenHash: hashToken(secret),
        expiresAt: new Date(nowMs() + EMAIL_VALIDATION_HOURS * 3600_000),
      },
    });
    await queueEmail(tx, accountEmail(app, 'emailValidation', created, secret));
    return created;
  });
  return { token: await openSession(app, user.id), message: t(lang, 'auth.registered'), user };
}

export async function validateEmail(app: AppServices, lang: Lang, userId: number, secret: string): Promise<AuthResult> {
  const user = await app.prisma.$transaction(async (tx) => {
    const token = await tx.userToken.findUnique({ where: { tokenHash: hashToken(secret) } });
    const valid =
      token &&
      token.userId === userId &&
      token.kind === 'EMAIL_VALIDATION' &&
      !token.usedAt &&
      token.expiresAt > new Date(nowMs());
    if (!valid)
      throw new ValidationError(t(lang, 'auth.badValidationToken'), {
        token: { invalid: t(lang, 'auth.badValidationToken') },
      });
    await tx.userToken.update({ where: { id: token.id }, data: { usedAt: new Date(nowMs()) } });
    return tx.user.update({ where: { id: userId }, data: { verified: true } });
  });
  // Validated: the account's open sessions lose their "not validated" claim at once.
  app.sessions.changed(user.id);
  return { token: await openSession(app, user.id), message: t(lang, 'auth.emailValidated'), user };
}
