// API keys: made and revoked by an admin in person, shown once, stored hashed; a key acts for its
// vendor with its role on /api and /graphql, is rate-limited, and is refused where a person is needed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { type App, buildApp } from '../../../server.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const SIGN_UP = `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) {
  __typename ... on AuthPayload { token } ... on ValidationError { errors } } }`;
const CREATE_KEY = `mutation ($input: ApiKeyInput!) { createApiKey(input: $input) {
  __typename ... on CreatedApiKey { id key prefix role } } }`;
/** A REST payload: one object or a list of them. */
type WireRow = Record<string, unknown> & { id: number; message: string; lastname: string };

const CUSTOMERS = 'query { customers { items { id lastname } } }';

describe('API keys', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let otherCustomerId: number;

  const rest = async (method: string, path: string, key?: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as { data: WireRow[] & WireRow } };
  };
  const makeKey = async (role: 'staff' | 'admin', name = `${role} key`) => {
    const res = await rest('POST', '/api-keys.json', tokens.admin, { name, role });
    expect(res.status).toBe(201);
    return res.body.data as unknown as { id: number; name: string; role: string; key: string; prefix: string };
  };

  beforeAll(async () => {
    // The server's clock stands still: the last use of a key is this instant.
    setClock(new Date('2027-03-01T10:00:00Z'), { frozen: true });
    t = await startTestApp({ config: { apiKeyRequestsPerMinute: 30 } });
    tokens = await seedAndLogin(t);
    const signUp = await t.gql<{ signUpVendor: { token: string } }>(SIGN_UP, {
      input: {
        name: 'Keys B Sàrl',
        publicName: 'Keys B',
        email: 'hello@keys-b.ch',
        phone: '+41791112233',
        defaultLanguage: 'en',
        firstname: 'Berta',
        lastname: 'Bauer',
        password: 'secret-password',
        adminEmail: 'berta@keys-b.ch',
      },
    });
    const adminB = signUp.data!.signUpVendor.token;
    const created = await t.gql<{ createCustomer: { id: number } }>(
      'mutation { createCustomer(input: { firstname: "Other", lastname: "Vendor" }) { ... on Customer { id } } }',
      {},
      adminB,
    );
    otherCustomerId = created.data!.createCustomer.id;
  });
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  it('shows a new key once, keeps only its hash, and lists keys with prefix and last use', async () => {
    const created = await makeKey('staff', 'Website');
    expect(created).toMatchObject({ name: 'Website', role: 'staff' });
    expect(created.key).toMatch(/^slk_[\w-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await t.app.services.prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const before = await rest('GET', '/api-keys.json', tokens.admin);
    const listed = before.body.data.find((k: { id: number }) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Website',
      role: 'staff',
      prefix: created.prefix,
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(JSON.stringify(before.body)).not.toContain(created.key);

    expect((await rest('GET', '/customers.json', created.key)).status).toBe(200);
    await expect
      .poll(
        async () => (await t.app.services.prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt,
      )
      .toEqual(new Date('2027-03-01T10:00:00Z'));
    const after = await rest('GET', '/api-keys.json', tokens.admin);
    expect(after.body.data.find((k: { id: number }) => k.id === created.id)?.last_used_at).toBe(
      '2027-03-01T10:00:00.000Z',
    );
  });

  it("acts with the key's role through both doors", async () => {
    const staff = await makeKey('staff');
    const admin = await makeKey('admin');
    // Staff may read customers, not change the configuration (authentication first: 403 before 422).
    const customers = await rest('GET', '/customers.json', staff.key);
    expect(customers.status).toBe(200);
    expect(customers.body.data.map((c: { lastname: string }) => c.lastname)).toContain('Dubois');
    expect((await rest('POST', '/locations.json', staff.key, {})).status).toBe(403);
    expect((await rest('POST', '/locations.json', admin.key, {})).status).toBe(422);
    const gqlStaff = await t.gql('mutation { createLocation(input: { name: "X" }) { __typename } }', {}, staff.key);
    expect(gqlStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlRead = await t.gql<{ customers: { items: { lastname: string }[] } }>(CUSTOMERS, {}, staff.key);
    expect(gqlRead.data!.customers.items.map((c) => c.lastname)).toContain('Dubois');
  });

  it("never reaches another vendor's data", async () => {
    const admin = await makeKey('admin');
    expect((await rest('GET', `/customers/${otherCustomerId}.json`, admin.key)).status).toBe(404);
    const viaGraphql = await t.gql<{ customer: null }>(
      'query ($id: Int!) { customer(id: $id) { id } }',
      { id: otherCustomerId },
      admin.key,
    );
    expect(viaGraphql.data!.customer).toBeNull();
    const list = await rest('GET', '/customers.json?search=Vendor', admin.key);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(otherCustomerId);
  });

  it('is refused where a person is needed: managing keys, changing the account', async () => {
    const admin = await makeKey('admin');
    expect((await rest('POST', '/api-keys.json', admin.key, { name: 'more', role: 'admin' })).status).toBe(403);
    expect((await rest('GET', '/api-keys.json', admin.key)).status).toBe(403);
    expect((await rest('DELETE', `/api-keys/${admin.id}.json`, admin.key)).status).toBe(403);
    const viaGraphql = await t.gql(CREATE_KEY, { input: { name: 'more', role: 'admin' } }, admin.key);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'admin@salon-demo.ch' } });
    const password = await t.gql(
      'mutation ($id: Int!) { updateUser(id: $id, input: { password: "stolen-password", currentPassword: "x" }) { __typename } }',
      { id: me.id },
      admin.key,
    );
    expect(password.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Staff in person cannot manage keys either.
    expect((await rest('GET', '/api-keys.json', tokens.staff)).status).toBe(403);
  });

  it('stops working the moment it is revoked, and an unknown key is a 401', async () => {
    const staff = await makeKey('staff');
    expect((await rest('GET', '/customers.json', staff.key)).status).toBe(200);
    const revoked = await rest('DELETE', `/api-keys/${staff.id}.json`, tokens.admin);
    expect(revoked).toMatchObject({ status: 200, body: { data: { id: staff.id } } });
    expect((await rest('GET', '/customers.json', staff.key)).status).toBe(401);
    expect((await t.gql(CUSTOMERS, {}, staff.key)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest('GET', '/customers.json', `${staff.key.slice(0, -1)}x`)).status).toBe(401);
    const list = await rest('GET', '/api-keys.json', tokens.admin);
    expect(list.body.data.map((k: { id: number }) => k.id)).not.toContain(staff.id);
    expect((await rest('DELETE', `/api-keys/${staff.id}.json`, tokens.admin)).status).toBe(404);
  });

  it('can be tried from the API docs page', async () => {
    const page = await (await fetch(`${t.url}/api/docs`)).text();
    expect(page).toContain('id="try-key"');
    expect(page).toContain('<script src="/api/docs.js" defer></script>');
    const script = await fetch(`${t.url}/api/docs.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain("headers.authorization = 'Bearer '");
  });

  it('limits the requests of each key, not of the others', async () => {
    const busy = await makeKey('staff');
    const calm = await makeKey('staff');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await rest('GET', '/customers.json', busy.key)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await rest('GET', '/customers.json', busy.key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.data.message).toMatch(/Too many requests/);
    expect((await t.gql(CUSTOMERS, {}, busy.key)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await rest('GET', '/customers.json', calm.key)).status).toBe(200);
  });
});

// Two gateways on one PostgreSQL database: a key revoked through one is refused by the other at once.
describe.runIf(process.env.DATABASE_URL)('API key revocation across gateways', () => {
  let a: TestApp;
  let b: App;
  let bUrl: string;

  beforeAll(async () => {
    a = await startTestApp();
    await seedAndLogin(a);
    b = await buildApp({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: a.app.services.config.databaseUrl,
      jwtSecret: a.app.services.config.jwtSecret,
      logLevel: 'silent',
      seedDemo: false,
    });
    bUrl = await b.start();
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  it('is refused by the second gateway right after the first revoked it', async () => {
    const admin = await login(a, 'admin@salon-demo.ch');
    const call = (base: string, method: string, path: string, key: string, body?: unknown) =>
      fetch(`${base}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await call(a.url, 'POST', '/api-keys.json', admin, { name: 'Zapier', role: 'staff' });
    const { data } = (await created.json()) as { data: { id: number; key: string } };
    expect((await call(bUrl, 'GET', '/customers.json', data.key)).status).toBe(200);
    expect((await call(a.url, 'DELETE', `/api-keys/${data.id}.json`, admin)).status).toBe(200);
    expect((await call(bUrl, 'GET', '/customers.json', data.key)).status).toBe(401);
  });
});
