import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { LanguageEnum } from '../common/scalars.ts';
import { login, register, validateEmail } from './auth.service.ts';
import { AuthPayload } from './auth.type.ts';

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
    errors: mutationErrors,
    args: { usernameOrEmail: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx.app, ctx.lang, args.usernameOrEmail, args.password),
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
