// A token is a session, not a pass: access follows the account at once (a demotion, a deleted or
// disabled login, a password change or reset, a logout, "log out everywhere"), the account page
// lists the sessions and ends each one, and logins take as long for unknown names as for known ones.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../seed/demo.data.ts';
import { LOGIN, login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const CREATE_EMPLOYEE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) {
  __typename ... on Employee { id } ... on ValidationError { errors } } }`;
const UPDATE_EMPLOYEE = `mutation ($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) {
  __typename ... on ValidationError { errors } } }`;
const DELETE_EMPLOYEE = 'mutation ($id: Int!) { deleteEmployee(id: $id) { __typename } }';
const API_KEYS = '{ apiKeys { id } }';
const CUSTOMERS = '{ customers { items { id } } }';
const ME = '{ me { id role } }';
const SESSIONS = '{ sessions { id device current lastUsedAt } }';
const UPDATE_USER = `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) {
  __typename ... on AuthPayload { token } ... on ValidationError { errors } } }`;

describe('sessions', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const code = async (query: string, token: string, variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, token);
    return res.errors?.[0]?.extensions?.code ?? 'OK';
  };
  const loginAs = async (email: string, password: string, userAgent: string) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ query: LOGIN, variables: { u: email, p: password } }),
    });
    const body = (await res.json()) as { data: { login: { token: string; user: { id: number } } } };
    return body.data.login;
  };

  beforeAll(async () => {
    // Many wrong passwords in the timing test: the login limit is not what is measured here.
    t = await startTestApp({ config: { loginMaxFailures: 1000 } });
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('ends an employee login at once when an admin demotes, disables or deletes it', async () => {
    const created = await t.gql<{ createEmployee: { id: number } }>(
      CREATE_EMPLOYEE,
      {
        input: {
          firstname: 'Ada',
          lastname: 'Admin',
          email: 'ada@salon-demo.ch',
          password: 'secret-ada',
          role: 'ADMIN',
        },
      },
      tokens.admin,
    );
    const id = created.data!.createEmployee.id;
    const ada = await login(t, 'ada@salon-demo.ch', 'secret-ada');
    expect(await code(API_KEYS, ada)).toBe('OK');

    // Demoted: her token no longer opens the admin-only list, nor anything else.
    await t.gql(UPDATE_EMPLOYEE, { id, input: { role: 'STAFF' } }, tokens.admin);
    expect(await code(API_KEYS, ada)).toBe('UNAUTHENTICATED');
    expect(await code(CUSTOMERS, ada)).toBe('UNAUTHENTICATED');
    // Logging in again gives her current role: staff.
    const adaStaff = await login(t, 'ada@salon-demo.ch', 'secret-ada');
    expect(await code(CUSTOMERS, adaStaff)).toBe('OK');
    expect(await code(API_KEYS, adaStaff)).toBe('FORBIDDEN');

    // Disabled: refused, and she cannot log in until it is enabled again.
    await t.gql(UPDATE_EMPLOYEE, { id, input: { loginEnabled: false } }, tokens.admin);
    expect(await code(CUSTOMERS, adaStaff)).toBe('UNAUTHENTICATED');
    const disabled = await t.gql<{ login: { __typename: string } }>(LOGIN, { u: 'ada@salon-demo.ch', p: 'secret-ada' });
    expect(disabled.data!.login.__typename).toBe('ValidationError');
    await t.gql(UPDATE_EMPLOYEE, { id, input: { loginEnabled: true } }, tokens.admin);
    const again = await login(t, 'ada@salon-demo.ch', 'secret-ada');
    expect(await code(CUSTOMERS, again)).toBe('OK');

    // Deleted: her token is refused, the customer list with it.
    await t.gql(DELETE_EMPLOYEE, { id }, tokens.admin);
    expect(await code(CUSTOMERS, again)).toBe('UNAUTHENTICATED');
    expect(await t.app.services.prisma.session.count({ where: { user: { email: 'ada@salon-demo.ch' } } })).toBe(0);
  });

  it('uses the account as it is now, not the copy in the token, also when the token is refreshed', async () => {
    const staff = await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'staff@salon-demo.ch' } });
    const token = await login(t, 'staff@salon-demo.ch');
    // Changed behind the app's back (no session ended): the cache is dropped the way every
    // change of access drops it, and the next request reads the account.
    await t.app.services.prisma.user.update({ where: { id: staff.id }, data: { role: 3 } });
    t.app.services.sessions.changed(staff.id);
    const me = await t.gql<{ me: { role: number } }>(ME, {}, token);
    expect(me.data!.me.role).toBe(3);
    expect(await code(API_KEYS, token)).toBe('OK');
    await t.app.services.prisma.user.update({ where: { id: staff.id }, data: { role: 2 } });
    t.app.services.sessions.changed(staff.id);
    expect(await code(API_KEYS, token)).toBe('FORBIDDEN');
  });

  it('ends the other sessions on a password change, keeping the one that changed it', async () => {
    const customer = await loginAs(
      'customer@salon-demo.ch',
      DEMO_PASSWORD,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const laptop = await loginAs(
      'customer@salon-demo.ch',
      DEMO_PASSWORD,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    const listed = await t.gql<{ sessions: { id: string; device: string; current: boolean }[] }>(
      SESSIONS,
      {},
      laptop.token,
    );
    const devices = listed.data!.sessions;
    expect(devices[0]).toMatchObject({ current: true, device: 'Chrome 131 · Linux' });
    expect(devices.map((d) => d.device)).toContain('Safari 17 · iPhone');

    const changed = await t.gql<{ updateUser: { __typename: string; token: string } }>(
      UPDATE_USER,
      { id: customer.user.id, input: { password: 'new-secret', currentPassword: DEMO_PASSWORD } },
      laptop.token,
    );
    expect(changed.data!.updateUser.__typename).toBe('AuthPayload');
    expect(await code(ME, customer.token)).toBe('UNAUTHENTICATED');
    expect(await code(ME, laptop.token)).toBe('OK');
    expect(await code(ME, changed.data!.updateUser.token)).toBe('OK');
    const left = await t.gql<{ sessions: { id: string }[] }>(SESSIONS, {}, laptop.token);
    expect(left.data!.sessions).toHaveLength(1);
    // Back to the demo password, for the other tests.
    await t.gql(
      UPDATE_USER,
      { id: customer.user.id, input: { password: DEMO_PASSWORD, currentPassword: 'new-secret' } },
      laptop.token,
    );
  });

  it('ends every session on a password reset', async () => {
    const before = await login(t, 'customer@salon-demo.ch');
    const prisma = t.app.services.prisma;
    await t.gql('mutation { forgottenPassword(email: "customer@salon-demo.ch") { message } }');
    const mail = await prisma.emailMessage.findFirstOrThrow({
      where: { to: 'customer@salon-demo.ch', body: { contains: 'reset' } },
      orderBy: { id: 'desc' },
    });
    const link = new URL(mail.body.match(/https?:\/\/[^\s\]]+reset[^\s\]]*/)![0]);
    const reset = await t.gql<{ resetPassword: { __typename: string; token: string } }>(
      `mutation ($id: Int!, $token: String!, $password: String!) { resetPassword(userId: $id, token: $token, password: $password) {
        __typename ... on AuthPayload { token } } }`,
      { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token'), password: DEMO_PASSWORD },
    );
    expect(reset.data!.resetPassword.__typename).toBe('AuthPayload');
    expect(await code(ME, before)).toBe('UNAUTHENTICATED');
    expect(await code(ME, reset.data!.resetPassword.token)).toBe('OK');
  });

  it('logs out this device, ends another one, and logs out everywhere', async () => {
    const a = await login(t, 'customer@salon-demo.ch');
    const b = await login(t, 'customer@salon-demo.ch');
    const c = await login(t, 'customer@salon-demo.ch');
    expect(await code('mutation { logout }', a)).toBe('OK');
    expect(await code(ME, a)).toBe('UNAUTHENTICATED');
    expect(await code(ME, b)).toBe('OK');

    const sessions = await t.gql<{ sessions: { id: string; current: boolean }[] }>(SESSIONS, {}, b);
    const other = sessions.data!.sessions.find((s) => !s.current)!;
    const ended = await t.gql<{ endSession: { __typename: string } }>(
      'mutation ($id: String!) { endSession(id: $id) { __typename } }',
      { id: other.id },
      b,
    );
    expect(ended.data!.endSession.__typename).toBe('MutationEndSessionSuccess');
    // Nobody ends another account's session: the id is not found.
    const staff = await login(t, 'staff@salon-demo.ch');
    const mine = await t.gql<{ sessions: { id: string }[] }>(SESSIONS, {}, b);
    const foreign = await t.gql<{ endSession: { __typename: string } }>(
      'mutation ($id: String!) { endSession(id: $id) { __typename } }',
      { id: mine.data!.sessions[0]!.id },
      staff,
    );
    expect(foreign.data!.endSession.__typename).toBe('NotFoundError');
    expect(await code(ME, b)).toBe('OK');

    expect(await code('mutation { endAllSessions }', b)).toBe('OK');
    expect(await code(ME, b)).toBe('UNAUTHENTICATED');
    expect(await code(ME, c)).toBe('UNAUTHENTICATED');
    expect(await code(ME, staff)).toBe('OK');
  });

  it('closes the live connection of a session that ends', async () => {
    const token = await login(t, 'staff@salon-demo.ch');
    let closed: number | undefined;
    const client: Client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (event) => (closed = (event as { code: number }).code) },
    });
    const events = client.iterate({ query: 'subscription { notificationCountersChanged }' });
    const first = events.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gql('mutation { logout }', {}, token);
    await Promise.race([first.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await expect.poll(() => closed, { timeout: 3000 }).toBe(4401);
    await client.dispose();
  });

  it('takes as long to refuse an unknown login as a wrong password', async () => {
    const time = async (u: string) => {
      const start = performance.now();
      await t.gql(LOGIN, { u, p: 'not-the-password' });
      return performance.now() - start;
    };
    await time('warm-up@nowhere.ch');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 6; i++) {
      unknown.push(await time(`nobody-${i}@nowhere.ch`));
      known.push(await time('staff@salon-demo.ch'));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});

describe('what strangers and integrations meet at the door', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('logs a bad or revoked token or key as a refused request, without an error or a stack', async () => {
    const log = t.app.services.log;
    const error = vi.spyOn(log, 'error');
    const info = vi.spyOn(log, 'info');
    const key = await t.gql<{ createApiKey: { id: number; key: string } }>(
      'mutation { createApiKey(input: { name: "Till", role: staff }) { ... on CreatedApiKey { id key } } }',
      {},
      tokens.admin,
    );
    const { id, key: secret } = key.data!.createApiKey;
    await t.gql('mutation ($id: Int!) { revokeApiKey(id: $id) { __typename } }', { id }, tokens.admin);
    for (const bad of [secret, 'slk_unknown', 'not.a.token']) {
      const res = await t.gql(ME, {}, bad);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const rest = await fetch(`${t.url}/api/customers.json`, { headers: { authorization: `Bearer ${bad}` } });
      expect(rest.status).toBe(401);
    }
    expect(error).not.toHaveBeenCalled();
    expect(
      info.mock.calls.filter(([fields]) => (fields as { code?: string }).code === 'UNAUTHENTICATED').length,
    ).toBeGreaterThanOrEqual(3);
    error.mockRestore();
    info.mockRestore();
  });

  it("answers an API key's me with no person, and names the key and its role", async () => {
    const key = await t.gql<{ createApiKey: { key: string } }>(
      'mutation { createApiKey(input: { name: "Front desk tablet", role: staff }) { ... on CreatedApiKey { key } } }',
      {},
      tokens.admin,
    );
    const res = await t.gql<{ me: unknown; currentApiKey: { name: string; role: string } }>(
      '{ me { id email } currentApiKey { name role } }',
      {},
      key.data!.createApiKey.key,
    );
    expect(res.data).toEqual({ me: null, currentApiKey: { name: 'Front desk tablet', role: 'staff' } });
    const person = await t.gql<{ currentApiKey: unknown }>('{ currentApiKey { name } }', {}, tokens.admin);
    expect(person.data!.currentApiKey).toBeNull();
  });

  it('tells caches that answers vary by Origin, on every door', async () => {
    for (const [path, init] of [
      [
        '/graphql',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' },
      ],
      ['/api/users/check-field.json?email=a@b.ch', {}],
      ['/salon-demo/lausanne-centre', {}],
      ['/health/live', {}],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, {
        ...init,
        headers: { ...(init as RequestInit).headers, origin: 'https://evil.example' },
      });
      expect(res.headers.get('vary') ?? '', path).toMatch(/\bOrigin\b/);
    }
  });

  it('serves the sessions on REST: list, end one, log out, log out everywhere', async () => {
    const rest = async (method: string, path: string, token: string) => {
      const res = await fetch(`${t.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as { data: unknown } };
    };
    const a = await login(t, 'customer@salon-demo.ch');
    const b = await login(t, 'customer@salon-demo.ch');
    const list = await rest('GET', '/users/sessions.json', a);
    expect(list.status).toBe(200);
    const sessions = list.body.data as { id: string; current: boolean; last_used_at: string }[];
    expect(sessions[0]).toMatchObject({ current: true, last_used_at: expect.any(String) });
    const other = sessions.find((x) => !x.current)!;
    expect((await rest('DELETE', `/users/sessions/${other.id}.json`, a)).status).toBe(200);
    expect((await rest('DELETE', '/users/sessions/nope.json', a)).status).toBe(404);
    expect((await rest('POST', '/users/logout.json', a)).status).toBe(200);
    expect((await rest('GET', '/users/sessions.json', a)).status).toBe(401);
    const c = await login(t, 'customer@salon-demo.ch');
    const d = await login(t, 'customer@salon-demo.ch');
    expect((await rest('POST', '/users/logout-everywhere.json', c)).status).toBe(200);
    expect((await rest('GET', '/users/sessions.json', d)).status).toBe(401);
    void b;
  });
});
