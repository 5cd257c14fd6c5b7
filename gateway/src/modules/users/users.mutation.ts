import { builder } from '../../builder.ts';
import { AuthPayload } from '../auth/index.ts';
import { LanguageEnum, mutationErrors } from '../common/index.ts';
import {
  requestPasswordReset,
  resendEmailValidation,
  resetPassword,
  setOwnLanguage,
  updateOwnUser,
} from './users.service.ts';
import { LanguageResult, MessageResult } from './users.type.ts';

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    email: t.string(),
    username: t.string(),
    firstname: t.string(),
    lastname: t.string(),
    phone: t.string({ description: 'A mobile number for SMS reminders; empty removes it.' }),
    language: t.field({ type: LanguageEnum }),
    password: t.string({ description: 'A new password; needs currentPassword.' }),
    currentPassword: t.string({ description: 'Needed to change the password or the e-mail address.' }),
  }),
});

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: AuthPayload,
    errors: mutationErrors,
    authScopes: { $all: { loggedIn: true, person: true } },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_root, args, ctx) => updateOwnUser(ctx, args.id, args.input),
  }),
  setLanguage: t.field({
    type: LanguageResult,
    description: "Keeps the logged-in user's language (a guest's choice stays in the browser).",
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: async (_root, args, ctx) => ({ language: await setOwnLanguage(ctx, args.language) }),
  }),
  forgottenPassword: t.field({
    type: MessageResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ message: await requestPasswordReset(ctx, args.email) }),
  }),
  resetPassword: t.field({
    type: AuthPayload,
    errors: mutationErrors,
    args: {
      userId: t.arg.int({ required: true }),
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx, args.userId, args.token, { password: args.password }),
  }),
  newEmailValidation: t.field({
    type: MessageResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ message: await resendEmailValidation(ctx, args.email) }),
  }),
}));
