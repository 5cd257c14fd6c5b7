// Spec §7 log in, sign up and e-mail validation (gateway module `auth`).
import { isLanguage, LANGUAGES } from '@salon/shared';
import { camelKeys } from '../case.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers } from '../wire/values.ts';

const authPayload = `__typename ... on AuthPayload { token message } ${errorMembers}`;

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/token.json',
    summary: 'Logs in; returns a token',
    input: { body: { usernameOrEmail: opt(w.text()), username_or_email: opt(w.text()), password: w.text(128) } },
    field: 'login',
    document: `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ${authPayload} } }`,
    variables: ({ body }) => ({
      u: String(body.usernameOrEmail ?? body.username_or_email ?? ''),
      p: String(body.password ?? ''),
    }),
  },
  {
    method: 'POST',
    path: '/users/register.json',
    summary: 'Signs a customer up; returns a token and a message',
    input: {
      body: {
        email: w.text(),
        password: w.text(128),
        firstname: w.text(),
        lastname: w.text(),
        username: opt(w.text()),
        language: opt(w.oneOf(LANGUAGES)),
      },
    },
    field: 'register',
    document: `mutation ($input: RegisterInput!) { register(input: $input) { ${authPayload} } }`,
    variables: ({ body }) => {
      const b = camelKeys(body) as Record<string, unknown>;
      return {
        input: {
          email: String(b.email ?? ''),
          password: String(b.password ?? ''),
          firstname: String(b.firstname ?? ''),
          lastname: String(b.lastname ?? ''),
          username: b.username ? String(b.username) : undefined,
          language: isLanguage(b.language) ? b.language : undefined,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/users/emailValidation.json',
    summary: 'Validates an e-mail address with the link token; returns a token and a message',
    input: { body: { id: w.id(), token: w.text(512) } },
    field: 'validateEmail',
    document: `mutation ($id: Int!, $token: String!) { validateEmail(userId: $id, token: $token) { ${authPayload} } }`,
    variables: ({ body }) => ({ id: Number(body.id), token: String(body.token ?? '') }),
  },
];
