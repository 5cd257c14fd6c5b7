// Readiness tells the truth: the database (and Redis when configured) must answer within the
// time-out and every migration must be applied; liveness only says the process answers.
// The database and Redis are taken away and brought back through a TCP forwarder.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server.ts';
import { createPostgresDatabase, startTestApp, type TestApp } from '../../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createHealth } from '../health.ts';
import { seedDemo } from '../../seed/demo.ts';

const pgUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface ReadyBody {
  status: string;
  checks: Record<string, string>;
  failing: string[];
}

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as ReadyBody & { database?: string } };
}

/** Polls readiness until it answers `status` (a reconnection takes a moment), at most 20 s. */
async function readyUntil(base: string, status: number) {
  let last = await get(`${base}/health/ready`);
  for (let i = 0; i < 80 && last.status !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await get(`${base}/health/ready`);
  }
  return last;
}

const appConfig = (databaseUrl?: string, redis?: string) => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  redisUrl: redis,
  dataDir: undefined as unknown as string,
  jwtSecret: randomBytes(32).toString('hex'),
  logLevel: 'silent',
  seedDemo: false,
  healthTimeoutMs: 500,
});

/**
 * An app whose database (`postgres`) or Redis (`redis`) is reached through a TCP forwarder that a
 * test can stop and start; PostgreSQL when DATABASE_URL is set, else PGlite.
 */
function behindProxy(part: 'postgres' | 'redis') {
  const env = { url: '', proxy: undefined as unknown as TcpProxy, services: undefined as unknown as App['services'] };
  let app: App | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    database = pgUrl ? await createPostgresDatabase(pgUrl) : undefined;
    env.proxy = await startTcpProxy(part === 'postgres' ? database!.url : redisUrl!);
    app = await buildApp(part === 'postgres' ? appConfig(env.proxy.url) : appConfig(database?.url, env.proxy.url));
    env.services = app.services;
    env.url = await app.start();
  });
  afterAll(async () => {
    await env.proxy?.start().catch(() => {});
    await app?.stop();
    await env.proxy?.close();
    await database?.drop();
  });
  return env;
}

describe('health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('answers live, ready with each check, and the original /health', async () => {
    expect(await get(`${t.url}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    // Redis connects in the background after the start: ready once it has.
    const ready = await readyUntil(t.url, 200);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', failing: [], checks: { database: 'ok', migrations: 'ok' } });
    if (redisUrl) expect(ready.body.checks.redis).toBe('ok');
    expect(await get(`${t.url}/health`)).toEqual({
      status: 200,
      body: { status: 'ok', database: pgUrl ? 'postgres' : 'pglite' },
    });
  });

  it('is not ready while a migration of this code is missing from the database', async () => {
    const prisma = t.app.services.prisma;
    const [last] = await prisma.$queryRawUnsafe<{ name: string; checksum: string }[]>(
      'SELECT name, checksum FROM "_migrations" ORDER BY name DESC LIMIT 1',
    );
    await prisma.$executeRawUnsafe('DELETE FROM "_migrations" WHERE name = $1', last!.name);
    try {
      const missing = await get(`${t.url}/health/ready`);
      expect(missing.status).toBe(503);
      expect(missing.body).toMatchObject({
        status: 'unavailable',
        failing: ['migrations'],
        checks: { database: 'ok', migrations: '1 pending' },
      });
    } finally {
      await prisma.$executeRawUnsafe(
        'INSERT INTO "_migrations"(name, checksum) VALUES ($1, $2)',
        last!.name,
        last!.checksum,
      );
    }
    expect((await get(`${t.url}/health/ready`)).status).toBe(200);
  });

  it('answers draining once the process drains, whatever the database says', async () => {
    const health = createHealth({ db: t.app.services.db, timeoutMs: 1000, log: pino({ level: 'silent' }) });
    expect((await health.readiness()).ready).toBe(true);
    health.setDraining();
    expect(await health.readiness()).toEqual({ ready: false, status: 'draining', checks: {}, failing: [] });
  });
});

describe.runIf(pgUrl)('readiness with PostgreSQL stopped and restarted', () => {
  const env = behindProxy('postgres');

  it('answers 503 naming the database while it is gone, stays live, and is ready again when it is back', async () => {
    expect((await readyUntil(env.url, 200)).status).toBe(200);
    await seedDemo(env.services.prisma);
    const login = await fetch(`${env.url}/api/users/token.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'admin@salon-demo.ch', password: 'demo1234' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    await env.proxy.stop();
    const down = await get(`${env.url}/health/ready`);
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('unavailable');
    expect(down.body.failing).toContain('database');
    expect(down.body.checks.database).toMatch(/unreachable|timed out/);
    // Liveness does not depend on the database: the process itself is fine.
    expect((await get(`${env.url}/health/live`)).status).toBe(200);
    // Requests that need it answer 503 with when to try again, on GraphQL and REST, never a 500.
    const gql = await fetch(`${env.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { locationBySlug(vendorSlug: "a", locationSlug: "b") { id } }' }),
    });
    expect(gql.status).toBe(503);
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'UNAVAILABLE',
    );
    const rest = await fetch(`${env.url}/api/vendors/slug/salon-demo`, { headers: { 'accept-language': 'en' } });
    expect(rest.status).toBe(503);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await rest.json()) as { data: { message: string } }).data.message).toBe(
      'The service is temporarily unavailable, try again in 5 s',
    );
    // A signed-in user is not told their session is bad (which would log them out): 503 as well.
    const signedIn = await fetch(`${env.url}/api/employees/all.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers.get('retry-after')).toBeTruthy();
    const signedInGql = await fetch(`${env.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ employeesAll { id } }' }),
    });
    expect(signedInGql.status).toBe(503);

    await env.proxy.start();
    const back = await readyUntil(env.url, 200);
    expect(back.body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    // The app's own pool recovers too: a query that reads the database is answered.
    const res = await fetch(`${env.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query { locationBySlug(vendorSlug: "nobody", locationSlug: "nowhere") { id } }',
      }),
    });
    expect(await res.json()).toEqual({ data: { locationBySlug: null } });
  });
});

describe.runIf(redisUrl)('readiness with Redis stopped and restarted', () => {
  const env = behindProxy('redis');

  it('answers 503 naming Redis while it is gone and is ready again when it is back', async () => {
    expect((await readyUntil(env.url, 200)).body.checks.redis).toBe('ok');
    await env.proxy.stop();
    const down = await readyUntil(env.url, 503);
    expect(down.status).toBe(503);
    expect(down.body.failing).toEqual(['redis']);
    await env.proxy.start();
    const back = await readyUntil(env.url, 200);
    expect(back.body).toMatchObject({ status: 'ready', failing: [], checks: { redis: 'ok' } });
  });
});
