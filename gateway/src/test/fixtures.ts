// Shared operations for integration tests.
import { seedDemo } from '../seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo.data.ts';
import { TokenService } from '../modules/auth/index.ts';
import type { TestApp } from './harness.ts';

export const LOGIN = `mutation ($u: String!, $p: String!) {
  login(usernameOrEmail: $u, password: $p) {
    __typename ... on AuthPayload { token user { id role } } ... on ValidationError { message errors }
  }
}`;

export async function login(t: TestApp, user: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.gql<{ login: { __typename: string; token: string } }>(LOGIN, { u: user, p: password });
  if (res.data?.login.__typename !== 'AuthPayload') throw new Error(`login failed: ${JSON.stringify(res)}`);
  return res.data.login.token;
}

export async function seedAndLogin(t: TestApp) {
  await seedDemo(t.app.services.prisma);
  return loginDemo(t);
}

/** Tokens of the demo admin, staff and customer, issued at the clock's current instant. */
export async function loginDemo(t: TestApp) {
  return {
    admin: await login(t, DEMO_LOGINS.admin),
    staff: await login(t, DEMO_LOGINS.staff),
    customer: await login(t, DEMO_LOGINS.customer),
  };
}

/**
 * A token of a new session of the user, signed with the app's secret, that expires in ttlSeconds:
 * near expiry, so it is refreshed.
 */
export async function shortLivedToken(t: TestApp, userId: number, name: string, ttlSeconds = 60): Promise<string> {
  const { jwtSecret, tokenRefreshSeconds } = t.app.services.config;
  const sid = `short-${userId}-${Math.random().toString(36).slice(2)}`;
  await t.app.services.prisma.session.create({ data: { id: sid, userId } });
  return new TokenService(jwtSecret, ttlSeconds, tokenRefreshSeconds).sign({
    sub: String(userId),
    sid,
    name,
    role: 1,
    notValidated: false,
    employeeId: null,
    vendorId: null,
    appId: 1,
  });
}
