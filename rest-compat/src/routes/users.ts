// Spec §7 Users: own account, language, password recovery, e-mail validation, uniqueness check.
// (register, token and emailValidation are in the first slice's routes.)
import { isLanguage, LANGUAGES } from '@salon/shared';
import { camelKeys } from '../case.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers, text } from '../wire/values.ts';

const userFields = 'id email username firstname lastname language role verified employeeId vendorId';
const authPayload = `__typename ... on AuthPayload { token message user { ${userFields} } } ${errorMembers}`;

export const usersRoutes: Route[] = [
  {
    method: 'GET',
    path: '/users/check-field.json',
    input: { query: { email: opt(w.text()), username: opt(w.text()), id: opt(w.id()), app_id: opt(w.id()) } },
    field: 'checkUserField',
    document:
      'query ($email: String, $username: String, $id: Int) { checkUserField(email: $email, username: $username, id: $id) }',
    variables: ({ query }) => ({
      email: query.get('email') || undefined,
      username: query.get('username') || undefined,
      id: query.get('id') ? Number(query.get('id')) : undefined,
    }),
    // A non-empty list means taken.
    shape: (value) => (value as unknown as number[]).map((id) => ({ id })),
  },
  {
    method: 'GET',
    path: '/users/:id.json',
    input: { params: { id: w.id() } },
    field: 'user',
    document: `query ($id: Int!) { user(id: $id) { ${userFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'PUT',
    path: '/users/:id.json',
    input: { params: { id: w.id() }, bodyType: 'UpdateUserInput' },
    field: 'updateUser',
    document: `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${authPayload} } }`,
    variables: ({ params, body }, schema) => ({
      id: Number(params.id),
      input: schema.toInput('UpdateUserInput', body),
    }),
  },
  {
    method: 'POST',
    path: '/users/locale/:lang',
    input: { params: { lang: w.oneOf(LANGUAGES) } },
    field: 'setLanguage',
    document: 'mutation ($language: Language!) { setLanguage(language: $language) { language } }',
    variables: ({ params }) => {
      if (!isLanguage(params.lang)) throw new Error(`Unsupported language: ${params.lang}`);
      return { language: params.lang };
    },
  },
  {
    method: 'POST',
    path: '/users/forgottenPassword.json',
    input: { body: { email: w.text() } },
    field: 'forgottenPassword',
    document: 'mutation ($email: String!) { forgottenPassword(email: $email) { message } }',
    variables: ({ body }) => ({ email: String(body.email ?? '') }),
  },
  {
    method: 'POST',
    path: '/users/resetPassword.json',
    input: {
      body: { id: opt(w.id()), userId: opt(w.id()), user_id: opt(w.id()), token: w.text(512), password: w.text(128) },
    },
    field: 'resetPassword',
    document: `mutation ($id: Int!, $token: String!, $password: String!) {
      resetPassword(userId: $id, token: $token, password: $password) { ${authPayload} } }`,
    variables: ({ body }) => {
      const b = camelKeys(body) as Record<string, unknown>;
      return { id: Number(b.id ?? b.userId), token: String(b.token ?? ''), password: String(b.password ?? '') };
    },
  },
  {
    method: 'POST',
    path: '/users/new-email-validation.json',
    input: { body: { email: w.text() } },
    field: 'newEmailValidation',
    document: 'mutation ($email: String!) { newEmailValidation(email: $email) { message } }',
    variables: ({ body }) => ({ email: text(body.email) ?? '' }),
  },
];
