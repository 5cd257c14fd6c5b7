// Spec §7 Users: own account, language, password recovery, e-mail validation, uniqueness check.
// (register, token and emailValidation are in the first slice's routes.)
import { camelKeys } from '../case.ts';
import { errorMembers } from '../resources.ts';
import type { Route } from '../types.ts';

const userFields = 'id email username firstname lastname language role verified employeeId vendorId';
const authPayload = `__typename ... on AuthPayload { token message user { ${userFields} } } ${errorMembers}`;
const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

export const usersRoutes: Route[] = [
  {
    // Listed before /users/:id.json, which would otherwise take "check-field" for an id.
    method: 'GET',
    path: '/users/check-field.json',
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
    field: 'user',
    document: `query ($id: Int!) { user(id: $id) { ${userFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'PUT',
    path: '/users/:id.json',
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
    field: 'setLanguage',
    document: 'mutation ($language: Language!) { setLanguage(language: $language) { language } }',
    variables: ({ params }) => {
      if (params.lang !== 'fr' && params.lang !== 'en') throw new Error(`Unsupported language: ${params.lang}`);
      return { language: params.lang };
    },
  },
  {
    method: 'POST',
    path: '/users/forgottenPassword.json',
    field: 'forgottenPassword',
    document: 'mutation ($email: String!) { forgottenPassword(email: $email) { message } }',
    variables: ({ body }) => ({ email: String(body.email ?? '') }),
  },
  {
    method: 'POST',
    path: '/users/resetPassword.json',
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
    field: 'newEmailValidation',
    document: 'mutation ($email: String!) { newEmailValidation(email: $email) { message } }',
    variables: ({ body }) => ({ email: str(body.email) ?? '' }),
  },
];
