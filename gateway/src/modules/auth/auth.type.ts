import { builder } from '../../builder.ts';
import { TwoFactorRequiredError } from '../../lib/errors.ts';
import { ErrorInterface, LanguageEnum } from '../common/index.ts';
import type { AuthResult } from './auth.service.ts';
import { recoveryCodesLeft } from './two-factor.service.ts';

export const UserType = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username', { nullable: true }),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    phone: t.exposeString('phone', { nullable: true, description: 'E.164, for SMS reminders.' }),
    language: t.expose('language', { type: LanguageEnum }),
    role: t.exposeInt('role'),
    verified: t.exposeBoolean('verified'),
    enabled: t.exposeBoolean('enabled', { description: 'Whether the login may sign in.' }),
    employeeId: t.int({
      nullable: true,
      select: { employee: { select: { id: true } } },
      resolve: (user) => user.employee?.id ?? null,
    }),
    vendorId: t.int({
      nullable: true,
      select: { employee: { select: { vendorId: true } } },
      resolve: (user) => user.employee?.vendorId ?? null,
    }),
    twoFactorEnabled: t.boolean({
      description: 'Whether logging in asks for a code of an authenticator app.',
      select: { totpSecret: true },
      resolve: (user) => !!user.totpSecret,
    }),
    recoveryCodesLeft: t.int({
      description: 'Unused recovery codes of two-factor sign-in.',
      resolve: (user, _args, ctx) => recoveryCodesLeft(ctx.app, user.id),
    }),
  }),
});

export const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    message: t.string({ description: 'Empty when there is nothing to tell.', resolve: (r) => r.message ?? '' }),
    user: t.field({ type: UserType, resolve: (r) => r.user }),
  }),
});

builder.objectType(TwoFactorRequiredError, {
  name: 'TwoFactorRequired',
  description:
    'The password was right; the login needs its second step: call login again with the code of the ' +
    'authenticator app (or a recovery code), or, with setupToken, set two-factor sign-in up first.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TwoFactorRequiredError,
  fields: (t) => ({
    errors: t.field({ type: 'JSON', description: 'Nested {field: {rule: message}}', resolve: (err) => err.errors }),
    setupToken: t.string({
      nullable: true,
      description:
        'Set when the salon requires two-factor sign-in of this admin and it is not set up: valid 15 minutes for startTwoFactorSetup and confirmTwoFactorSetup.',
      resolve: (err) => err.setupToken,
    }),
  }),
});

export const SessionRef = builder.prismaObject('Session', {
  description: 'A login session open on the account: a browser or an app that logged in.',
  fields: (t) => ({
    id: t.exposeString('id'),
    device: t.exposeString('device', { description: 'The browser and system, as its User-Agent tells.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', description: 'Within five minutes.' }),
    current: t.boolean({
      description: 'The session of this request.',
      resolve: (session, _args, ctx) => session.id === ctx.viewer?.sessionId,
    }),
  }),
});

export const TwoFactorSetupRef = builder
  .objectRef<{ secret: string; otpauthUrl: string; qrCodeSvg: string }>('TwoFactorSetup')
  .implement({
    description: 'A secret to add to an authenticator app; confirmed by a code of it.',
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'To type in when the QR code cannot be scanned.' }),
      otpauthUrl: t.exposeString('otpauthUrl'),
      qrCodeSvg: t.exposeString('qrCodeSvg', { description: 'The otpauth address as an SVG QR code.' }),
    }),
  });

export const TwoFactorConfirmationRef = builder
  .objectRef<{ recoveryCodes: string[]; token: string | null; session: AuthResult | null }>('TwoFactorConfirmation')
  .implement({
    fields: (t) => ({
      recoveryCodes: t.exposeStringList('recoveryCodes', {
        description: 'Ten single-use codes for when the phone is lost: shown this once, never again.',
      }),
      token: t.exposeString('token', {
        nullable: true,
        description: 'The session token, when the set-up completed a login (setupToken).',
      }),
      session: t.field({
        type: AuthPayload,
        nullable: true,
        description: 'The login the set-up completed (setupToken): its token and user.',
        resolve: (r) => r.session,
      }),
    }),
  });
