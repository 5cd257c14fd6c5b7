// A rolling restart under load: two gateway processes behind a load balancer with the policy of
// docker/Caddyfile (test/lb-proxy.ts), clients reading and writing without pause, e-mails being
// delivered by both schedulers. Gateway A gets SIGTERM and a replacement is started:
// - no client request fails (A finishes what it has, new requests go to B once A's readiness
//   says 503; nothing is retried except a refused connection);
// - a request A was still receiving when the signal came is answered in full;
// - A's websocket subscribers are closed with 1012 (service restart), so they reconnect;
// - every queued e-mail is delivered exactly once (A finishes its delivery step; none is lost
//   or sent twice), and every customer a client was told was created exists.
// Runs with DATABASE_URL and REDIS_URL (two gateways on one database need Redis).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../seed/demo.data.ts';
import { LOGIN } from '../fixtures.ts';
import { type GatewayProcess, startGateway } from '../gateway-process.ts';
import { createPostgresDatabase } from '../harness.ts';
import { type LbProxy, startLbProxy } from '../lb-proxy.ts';
import { queueEmail } from '../../modules/notifications/index.ts';
import { type SmtpCounter, startSmtpCounter } from '../smtp.ts';

const pgUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const START_TIMEOUT = 240_000;
const EMAILS = 200;
const CLIENTS = 6;

const PAGE = `query { locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") { id services { id } } }`;
const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { __typename ... on Customer { id } } }`;

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  type Body = { data?: Record<string, unknown>; errors?: unknown[]; text?: string };
  try {
    return { status: res.status, body: JSON.parse(text) as Body };
  } catch {
    return { status: res.status, body: { text } as Body };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(pgUrl && redisUrl)('restarting a gateway under load', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let replacement: GatewayProcess | undefined;
  let proxy: LbProxy;
  let smtp: SmtpCounter;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!);
    db = await openDatabase({ databaseUrl: database.url });
    await migrate(db.sql);
    // Vendor ids far from other test files' (Redis channels are per vendor id).
    await db.prisma.$executeRawUnsafe(
      `SELECT setval('"Vendor_id_seq"', ${100_000 + Math.floor(Math.random() * 1_000_000_000)})`,
    );
    await seedDemo(db.prisma);
    // The seed's own e-mails are not part of this count.
    await db.prisma.emailMessage.deleteMany({});
    // A slow mail server: a delivery step is under way when the signal comes.
    smtp = await startSmtpCounter({ delayMs: 15 });
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gw-restart-')),
      SMTP_URL: smtp.url,
      NOTIFICATIONS_INTERVAL_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '60',
      // The balancer checks readiness every 200 ms: a second is ample to leave its rotation.
      SHUTDOWN_DELAY_SECONDS: '1',
      LOG_LEVEL: 'info',
    };
    [a, b] = await Promise.all([startGateway(env), startGateway(env)]);
    proxy = await startLbProxy({ checkMs: 200 });
    proxy.setUpstreams([a.url, b.url]);
  }, START_TIMEOUT);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop(), replacement?.stop()]);
    await smtp?.close();
    await db?.close();
    await database?.drop();
  });

  it(
    'answers every request, finishes in-flight work, moves websockets and loses no job',
    async () => {
      while (proxy.healthy().length < 2) await sleep(50);
      const login = await post(proxy.url, LOGIN, { u: DEMO_LOGINS.staff, p: DEMO_PASSWORD });
      const staff = (login.body.data?.login as { token?: string } | undefined)?.token ?? '';
      expect(staff).toBeTruthy();

      // Websocket subscribers of A, told to reconnect when A goes.
      const closeCodes: number[] = [];
      const ws = createClient({
        url: `${a.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${staff}` },
        retryAttempts: 0,
        on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
      });
      const from = new Date(Date.UTC(2031, 0, 1)).toISOString();
      const to = new Date(Date.UTC(2031, 0, 2)).toISOString();
      const connected = new Promise<void>((resolve) => ws.on('connected', () => resolve()));
      ws.subscribe(
        {
          query:
            'subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) { type } }',
          variables: { from, to },
        },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
      await connected;

      // Jobs: e-mails waiting in the outbox, delivered by both gateways' schedulers.
      const recipients = Array.from({ length: EMAILS }, (_, i) => `client${i}@example.ch`);
      await db.prisma.$transaction(async (tx) => {
        for (const to of recipients) await queueEmail(tx, { to, subject: 'Rappel', body: 'À bientôt' });
      });

      // Load: clients reading the public page and creating customers, without pause.
      let running = true;
      const failures: string[] = [];
      const created: number[] = [];
      let requests = 0;
      const client = async (n: number) => {
        let i = 0;
        while (running) {
          i++;
          try {
            const write = i % 3 === 0;
            const res = write
              ? await post(proxy.url, CREATE, { input: { firstname: `Load${n}`, lastname: `Client ${i}` } }, staff)
              : await post(proxy.url, PAGE);
            requests++;
            const data = res.body.data;
            if (res.status !== 200 || res.body.errors || !data) {
              failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              continue;
            }
            if (write) {
              const customer = data.createCustomer as { __typename: string; id: number };
              if (customer.__typename !== 'Customer') failures.push(JSON.stringify(customer));
              else created.push(customer.id);
            }
          } catch (error) {
            failures.push(String(error));
          }
        }
      };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
      // Delivery under way before the signal (at most 30 s of waiting for it).
      const started = Date.now();
      while ((smtp.delivered.length < 10 || Date.now() - started < 1500) && Date.now() - started < 30_000)
        await sleep(50);
      const deliveredBefore = smtp.delivered.length;

      // A request A is still receiving when SIGTERM comes: half its body now, the rest later.
      const slowBody = JSON.stringify({ query: PAGE });
      const slow = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const req = request(`${a.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(slowBody) },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
        req.write(slowBody.slice(0, 20));
        setTimeout(() => req.end(slowBody.slice(20)), 2500);
      });
      await sleep(200);

      const exited = new Promise<number | null>((resolve) => a.child.once('exit', (code) => resolve(code)));
      a.child.kill('SIGTERM');
      // The replacement starts while A drains; the balancer takes it in once it is ready.
      replacement = await startGateway(env, { timeoutMs: START_TIMEOUT });
      proxy.setUpstreams([b.url, replacement.url]);
      expect(await exited).toBe(0);
      while (proxy.healthy().length < 2) await sleep(50);
      await sleep(1500);
      running = false;
      await load;

      expect(failures, JSON.stringify(proxy.stats)).toEqual([]);
      expect(proxy.stats.failed).toBe(0);
      expect(requests).toBeGreaterThan(100);
      // The slow request was answered in full, and its connection was not kept.
      const answered = await slow;
      expect(answered.status).toBe(200);
      expect(answered.connection).toBe('close');
      expect(JSON.parse(answered.body).data.locationBySlug.id).toEqual(expect.any(Number));
      // A said goodbye to its websocket subscribers with "service restart".
      expect(closeCodes).toEqual([1012]);
      expect(a.output()).toContain('drained');

      // Every customer a client was told about exists.
      const stored = await db.prisma.customer.count({ where: { id: { in: created } } });
      expect(stored).toBe(created.length);
      // Every e-mail delivered exactly once: the queued ones and the reminders the schedulers
      // planned meanwhile, some before A went and the rest after.
      const outbox = async () => (await db.prisma.emailMessage.findMany({ select: { to: true } })).map((m) => m.to);
      const until = Date.now() + 60_000;
      while (Date.now() < until && smtp.delivered.length < (await outbox()).length) await sleep(200);
      await sleep(1500); // a message sent twice would arrive now
      expect(deliveredBefore).toBeGreaterThanOrEqual(10);
      expect(deliveredBefore).toBeLessThan(EMAILS);
      const all = await outbox();
      expect(all).toEqual(expect.arrayContaining(recipients));
      expect([...smtp.delivered].sort()).toEqual([...all].sort());
      expect(await db.prisma.emailMessage.count({ where: { status: { not: 'SENT' } } })).toBe(0);
      await ws.dispose();
    },
    START_TIMEOUT + 120_000,
  );
});
