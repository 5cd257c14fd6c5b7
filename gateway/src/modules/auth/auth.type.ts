import { builder } from '../../builder.ts';
import { LanguageEnum } from '../common/scalars.ts';
import type { AuthResult } from './auth.service.ts';

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
  }),
});

export const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    message: t.string({ description: 'Empty when there is nothing to tell.', resolve: (r) => r.message ?? '' }),
    user: t.field({ type: UserType, resolve: (r) => r.user }),
  }),
});
