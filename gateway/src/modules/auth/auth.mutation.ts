import { builder } from '../../builder.ts';
import { TwoFactorRequiredError } from '../../lib/errors.ts';
import { LanguageEnum, mutationErrors } from '../common/index.ts';
import { login, register, validateEmail } from './auth.service.ts';
import { AuthPayload, TwoFactorConfirmationRef, TwoFactorSetupRef } from './auth.type.ts';
import { endAllSessions, endSession, logout } from './session.service.ts';
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from './two-factor.service.ts';

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    username: t.string(),
    phone: t.string({ description: 'An optional mobile number, for SMS reminders.' }),
    language: t.field({ type: LanguageEnum }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    description: 'Opens a session. With two-factor sign-in on, the answer is TwoFactorRequired until `code` is given.',
    errors: { types: [...mutationErrors.types, TwoFactorRequiredError] },
    args: {
      usernameOrEmail: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      code: t.arg.string({ description: 'The code of the authenticator app, or a recovery code.' }),
    },
    resolve: (_root, args, ctx) => login(ctx.app, ctx.lang, args.usernameOrEmail, args.password, args.code ?? ''),
  }),
  logout: t.boolean({
    description: 'Ends the session of this request (its token no longer works, on any gateway).',
    authScopes: { person: true },
    resolve: (_root, _args, ctx) => logout(ctx),
  }),
  endSession: t.field({
    type: 'Boolean',
    description: "Ends one of the viewer's sessions (another device's, or this one).",
    authScopes: { person: true },
    errors: { ...mutationErrors, directResult: false },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => endSession(ctx, args.id),
  }),
  endAllSessions: t.boolean({
    description: "Log out everywhere: ends every session of the viewer's account, this one included.",
    authScopes: { person: true },
    resolve: (_root, _args, ctx) => endAllSessions(ctx),
  }),
  startTwoFactorSetup: t.field({
    type: TwoFactorSetupRef,
    description: "A new secret for the viewer's authenticator app (or, with a login's setupToken, the admin's).",
    errors: mutationErrors,
    args: { setupToken: t.arg.string() },
    resolve: (_root, args, ctx) => startTwoFactorSetup(ctx, args.setupToken),
  }),
  confirmTwoFactorSetup: t.field({
    type: TwoFactorConfirmationRef,
    description: 'Turns two-factor sign-in on with a code of the new secret; answers the recovery codes.',
    errors: mutationErrors,
    args: { code: t.arg.string({ required: true }), setupToken: t.arg.string() },
    resolve: (_root, args, ctx) => confirmTwoFactorSetup(ctx, args.code, args.setupToken),
  }),
  disableTwoFactor: t.field({
    type: 'Boolean',
    description: "Turns two-factor sign-in off, with the account's password.",
    authScopes: { person: true },
    errors: { ...mutationErrors, directResult: false },
    args: { password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => disableTwoFactor(ctx, args.password),
  }),
  register: t.field({
    type: AuthPayload,
    errors: mutationErrors,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_root, args, ctx) => register(ctx.app, ctx.lang, args.input),
  }),
  validateEmail: t.field({
    type: AuthPayload,
    errors: mutationErrors,
    args: { userId: t.arg.int({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => validateEmail(ctx.app, ctx.lang, args.userId, args.token),
  }),
}));
