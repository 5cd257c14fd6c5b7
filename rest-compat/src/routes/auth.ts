// Spec §7 log in, sign up and e-mail validation (gateway module `auth`).
import { isLanguage, LANGUAGES } from '@salon/shared';
import { camelKeys } from '../case.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers } from '../wire/values.ts';

const authPayload = `__typename ... on AuthPayload { token message } ${errorMembers}`;
const loginPayload = `${authPayload} ... on TwoFactorRequired { errorMessage: message errors setupToken }`;

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/token.json',
    summary:
      'Logs in; returns a token. With two-factor sign-in on, answers 401 with `two_factor_required` until the ' +
      'same call also gives `code` (the authenticator app code or a recovery code); an admin whose salon requires ' +
      'it and has not set it up also gets a `setup_token` for /users/two-factor/setup.json and confirm.json.',
    input: {
      body: {
        usernameOrEmail: opt(w.text()),
        username_or_email: opt(w.text()),
        password: w.text(128),
        code: opt(w.text(64)),
      },
    },
    field: 'login',
    document: `mutation ($u: String!, $p: String!, $code: String) {
      login(usernameOrEmail: $u, password: $p, code: $code) { ${loginPayload} } }`,
    variables: ({ body }) => ({
      u: String(body.usernameOrEmail ?? body.username_or_email ?? ''),
      p: String(body.password ?? ''),
      code: body.code == null ? undefined : String(body.code),
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

const sessionFields = 'id device createdAt lastUsedAt current';
const setupFields = `__typename ... on TwoFactorSetup { secret otpauthUrl qrCodeSvg } ${errorMembers}`;
const confirmFields = `__typename ... on TwoFactorConfirmation { recoveryCodes token } ${errorMembers}`;
const doneFields = `__typename ... on MutationEndSessionSuccess { data } ${errorMembers}`;
const disableFields = `__typename ... on MutationDisableTwoFactorSuccess { data } ${errorMembers}`;

/** Sessions and two-factor sign-in of the caller's own account. */
export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/logout.json',
    summary: 'Ends the session of the token sent (it no longer works)',
    field: 'logout',
    document: 'mutation { logout }',
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/users/logout-everywhere.json',
    summary: "Ends every session of the caller's account, this one included",
    field: 'endAllSessions',
    document: 'mutation { endAllSessions }',
    variables: () => ({}),
  },
  {
    method: 'GET',
    path: '/users/sessions.json',
    summary: "The sessions open on the caller's account (device, last use), this one first",
    field: 'sessions',
    document: `query { sessions { ${sessionFields} } }`,
    variables: () => ({}),
  },
  {
    method: 'DELETE',
    path: '/users/sessions/:id.json',
    summary: "Ends one of the caller's sessions",
    input: { params: { id: w.text(64) } },
    field: 'endSession',
    document: `mutation ($id: String!) { endSession(id: $id) { ${doneFields} } }`,
    variables: ({ params }) => ({ id: String(params.id) }),
    shape: (value) => (value as { data: boolean }).data,
  },
  {
    method: 'POST',
    path: '/users/two-factor/setup.json',
    summary: 'Starts two-factor sign-in set-up: a secret and its QR code (as the caller, or with a setup_token)',
    input: { body: { setup_token: opt(w.text(1024)) } },
    field: 'startTwoFactorSetup',
    document: `mutation ($s: String) { startTwoFactorSetup(setupToken: $s) { ${setupFields} } }`,
    variables: ({ body }) => ({ s: body.setup_token == null ? undefined : String(body.setup_token) }),
  },
  {
    method: 'POST',
    path: '/users/two-factor/confirm.json',
    summary:
      'Turns two-factor sign-in on with a code of the new secret; returns the recovery codes (and a token with setup_token)',
    input: { body: { code: w.text(64), setup_token: opt(w.text(1024)) } },
    field: 'confirmTwoFactorSetup',
    document: `mutation ($c: String!, $s: String) { confirmTwoFactorSetup(code: $c, setupToken: $s) { ${confirmFields} } }`,
    variables: ({ body }) => ({
      c: String(body.code ?? ''),
      s: body.setup_token == null ? undefined : String(body.setup_token),
    }),
  },
  {
    method: 'POST',
    path: '/users/two-factor/disable.json',
    summary: "Turns two-factor sign-in off, with the account's password",
    input: { body: { password: w.text(128) } },
    field: 'disableTwoFactor',
    document: `mutation ($p: String!) { disableTwoFactor(password: $p) { ${disableFields} } }`,
    variables: ({ body }) => ({ p: String(body.password ?? '') }),
    shape: (value) => (value as { data: boolean }).data,
  },
];
