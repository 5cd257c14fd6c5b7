// A hostile client against the real app: what a stranger without an account sends to hurt the
// server (prototype keys in every body, query string, form field name and GraphQL variable;
// oversized bodies; GraphQL bombs over HTTP and the websocket; forged tokens; a foreign Origin).
// After each case: the expected 4xx, logins still work, and the process's memory stayed bounded.
import { request as httpRequest } from 'node:http';
import { compileRoutes } from '@salon/rest-compat';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SignJWT } from 'jose';
import { now } from '../../lib/clock.ts';
import { schema } from '../../schema.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../seed/demo.data.ts';
import { LOGIN, loginDemo, seedAndLogin } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;
const MB = 1024 * 1024;
const ALLOWED_ORIGIN = 'https://booking.example.ch';

/** A concrete path of a route ("/customers/{id}.json" -> "/customers/1.json"). */
const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}|:\w+/g, '1')}`;

/** Sends raw bytes and resolves with the status and body text (no fetch: any header, any length). */
function raw(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string | number>; body?: Buffer | string },
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('a hostile client', () => {
  let t: TestApp;
  const heap: number[] = [];

  /** Logins on both doors still work, and no prototype was polluted. */
  async function stillHealthy() {
    const rest = await fetch(`${t.url}/api/users/token.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username_or_email: DEMO_LOGINS.customer, password: DEMO_PASSWORD }),
    });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { data: { token?: string } }).data.token).toBeTruthy();
    const gql = await t.gql<{ login: { __typename: string } }>(LOGIN, { u: DEMO_LOGINS.staff, p: DEMO_PASSWORD });
    expect(gql.data?.login.__typename).toBe('AuthPayload');
    const plain: Record<string, unknown> = {};
    expect(plain.role).toBeUndefined();
    expect(plain.x).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    heap.push(process.memoryUsage().heapUsed);
  }

  beforeAll(async () => {
    // Behind a trusted proxy: each case gives its own client address in X-Forwarded-For.
    t = await startTestApp({ config: { corsOrigins: [ALLOWED_ORIGIN], trustProxy: true } });
    await seedAndLogin(t);
  });
  afterAll(async () => {
    await t.stop();
    // Memory before the first case and after the last (in MB), for the record.
    if (heap.length) console.info('hostile: heap MB', heap.map((h) => Math.round(h / MB)).join(' → '));
  });

  describe('prototype keys', () => {
    it('the poisoned login body gets a 400 and the process stays healthy', async () => {
      await stillHealthy();
      const poisoned =
        '{"__proto__":{"role":3},"constructor":{"prototype":{"x":1}},"usernameOrEmail":"a@b.ch","password":"xxxxxx"}';
      const res = await raw(t.url, {
        method: 'POST',
        path: '/api/users/token.json',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: poisoned,
      });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).data.message).toMatch(/forbidden field name/);
      await stillHealthy();
    });

    it('the multipart vendor sign-up with prototype field names gets a 400', async () => {
      for (const name of ['__proto__[email]', 'constructor[prototype][role]', 'employees[0][user][__proto__][x]']) {
        const form = new FormData();
        form.set('name', 'Evil');
        form.set(name, 'x@evil.example');
        const res = await fetch(`${t.url}/api/vendors.json`, { method: 'POST', body: form });
        expect(res.status, name).toBe(400);
        // A JSON part with a forbidden key is refused too.
        const withJson = new FormData();
        withJson.set('data', '{"name":"Evil","constructor":{"prototype":{"role":3}}}');
        expect((await fetch(`${t.url}/api/vendors.json`, { method: 'POST', body: withJson })).status).toBe(400);
      }
      // Inherited names (toString, hasOwnProperty) are no way to the prototypes either.
      const inherited = new FormData();
      inherited.set('toString[x]', '1');
      inherited.set('name', 'a');
      inherited.set('name[x]', '1');
      expect((await fetch(`${t.url}/api/vendors.json`, { method: 'POST', body: inherited })).status).toBe(400);
      expect((Object.prototype.toString as unknown as Record<string, unknown>).x).toBeUndefined();
      await stillHealthy();
    });

    it('every REST route refuses a prototype key in its JSON body and its query string, with a 400', async () => {
      const { compiled } = compileRoutes(schema);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...compiled.map((c) => c.route)),
          fc.constantFrom(...FORBIDDEN),
          fc.array(fc.constantFrom('data', 'input', 'user', '0', 'x'), { maxLength: 3 }),
          async (route, key, above) => {
            // The forbidden key at some depth of an object body.
            let nested: Record<string, unknown> = JSON.parse(`{"${key}":{"role":3}}`);
            for (const k of above.reverse()) nested = { [k]: nested };
            const path = concrete(route.path);
            const body = await raw(t.url, {
              method: route.method === 'GET' ? 'POST' : route.method,
              path,
              headers: {
                'content-type': 'application/json',
                ...(route.method === 'GET' ? { 'x-http-method-override': 'GET' } : {}),
              },
              body: JSON.stringify({ ...nested, name: 'x' }),
            });
            // A GET route does not read a POST body: 404 for the method, else 400.
            if (route.method !== 'GET') expect(body.status, `${route.method} ${path}`).toBe(400);
            const query = await raw(t.url, {
              method: route.method,
              path: `${path}?${encodeURIComponent(`${key}[role]`)}=3&page=1`,
              headers: route.method === 'GET' ? {} : { 'content-type': 'application/json', 'content-length': 2 },
              body: route.method === 'GET' ? undefined : '{}',
            });
            expect(query.status, `${route.method} ${path}?${key}`).toBe(400);
          },
        ),
        { numRuns: 60 },
      );
      await stillHealthy();
    });

    it('every GraphQL mutation refuses a prototype key in its variables, with a 400', async () => {
      const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
      expect(mutations.length).toBeGreaterThan(20);
      for (const field of mutations) {
        const key = FORBIDDEN[field.name.length % FORBIDDEN.length] as string;
        const variables = Object.fromEntries(
          (field.args.length ? field.args : [{ name: 'input' }]).map((a) => [a.name, JSON.parse(`{"${key}":{"x":1}}`)]),
        );
        const res = await raw(t.url, {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `mutation { ${field.name} { __typename } }`, variables }),
        });
        expect(res.status, field.name).toBe(400);
        expect(res.text).toMatch(/interdit/);
      }
      // In a GET query string too, and in extensions.
      const get = await raw(t.url, {
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent('{"a":{"__proto__":{"x":1}}}')}`,
        headers: { accept: 'application/json' },
      });
      expect(get.status).toBe(400);
      const ext = await raw(t.url, {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }","extensions":{"constructor":{"prototype":{"x":1}}}}',
      });
      expect(ext.status).toBe(400);
      await stillHealthy();
    });
  });

  describe('GraphQL bombs', () => {
    /** vendorBySlug { locations { vendor { locations { vendor … } } } }, `levels` fields deep. */
    const recursive = (levels: number) => {
      let inner = 'id';
      for (let i = levels - 1; i >= 1; i--) inner = `${i % 2 ? 'locations' : 'vendor'} { ${inner} }`;
      return `{ vendorBySlug(slug: "salon-demo") { ${inner} } }`;
    };
    const post = async (body: unknown, lang = 'en') => {
      const started = performance.now();
      const res = await raw(t.url, {
        method: 'POST',
        path: '/graphql',
        // What the web app's Apollo client accepts: a refused operation is then a 400.
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json,application/json;q=0.9',
          'accept-language': lang,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const ms = Math.round(performance.now() - started);
      return {
        ...res,
        ms,
        json: JSON.parse(res.text) as {
          errors?: { message: string; extensions?: { code?: string; limit?: string } }[];
        },
      };
    };
    const times: Record<string, number> = {};
    afterAll(() => console.info('hostile: ms to refuse each bomb', JSON.stringify(times)));

    it('refuses the 25-level recursive query, 800 aliases, and token, directive, cost bombs with a 400 in the request language', async () => {
      const heapBefore = process.memoryUsage().heapUsed;
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: vendorBySlug(slug: "salon-demo") { id }`).join(' ')} }`;
      const bombs: Record<string, [string, string]> = {
        depth25: [recursive(25), 'depth'],
        recursion: [recursive(4), 'recursion'],
        aliases20: [aliases(20), 'aliases'],
        // 800 aliases are over the token limit already: refused while the query is read.
        aliases800: [aliases(800), 'tokens'],
        tokens: [`{ ${'__typename '.repeat(5000)} }`, 'tokens'],
        directives: [`{ __typename ${'@include(if: true) '.repeat(60)} }`, 'directives'],
        cost: [
          `{ ${Array.from(
            { length: 12 },
            (_, i) =>
              `v${i}: vendorBySlug(slug: "salon-demo") { locations { services { prices { id amount validFrom } currentPrice { id amount } translations { name description } } } }`,
          ).join(' ')} }`,
          'cost',
        ],
      };
      for (const [name, [query, limit]] of Object.entries(bombs)) {
        const res = await post({ query });
        times[name] = res.ms;
        expect(res.status, name).toBe(400);
        const error = res.json.errors?.[0];
        // A document over the token limit is refused by the parser: Yoga names it a parse failure.
        if (limit === 'tokens') expect(error, name).toMatchObject({ message: 'Query too long (at most 2000)' });
        else expect(error?.extensions, name).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit });
      }
      const fr = await post({ query: recursive(25) }, 'fr');
      expect(fr.json.errors?.[0]?.message).toMatch(/^Requête trop profonde/);
      // Twenty more of the worst one: the heap stays flat.
      for (let i = 0; i < 20; i++) expect((await post({ query: recursive(25) })).status).toBe(400);
      const grown = process.memoryUsage().heapUsed - heapBefore;
      console.info('hostile: heap growth over the GraphQL bombs MB', Math.round(grown / MB));
      expect(grown).toBeLessThan(64 * MB);
      await stillHealthy();
    });

    it('refuses fragment cycles, fragment fan-outs and batches', async () => {
      const cycle = await post({
        query: `{ vendorBySlug(slug: "salon-demo") { ...A } }
          fragment A on Vendor { locations { ...B } } fragment B on Location { vendor { ...A } }`,
      });
      times.fragmentCycle = cycle.ms;
      expect(cycle.status).toBe(400);
      // Each fragment spreads the next under two aliases: 2^20 paths if expanded.
      const fan = Array.from(
        { length: 20 },
        (_, i) =>
          `fragment F${i} on Vendor { a: locations { vendor { ...F${i + 1} } } b: locations { vendor { ...F${i + 1} } } }`,
      ).join(' ');
      const fanout = await post({
        query: `{ vendorBySlug(slug: "salon-demo") { ...F0 } } ${fan} fragment F20 on Vendor { id }`,
      });
      times.fragmentFanout = fanout.ms;
      expect(fanout.status).toBe(400);
      const batch = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
      expect(batch.status).toBeGreaterThanOrEqual(400);
      expect(batch.status).toBeLessThan(500);
      // Masked: a misspelt field gets no suggestion of the schema's names.
      const typo = await post({ query: '{ vendorBySlg(slug: "x") { id } }' });
      expect(typo.status).toBe(400);
      expect(typo.text).not.toMatch(/Did you mean/);
      await stillHealthy();
    });

    it('every operation of the web app passes the limits', async () => {
      // The generated map of the web app's documents: each key is one document's text.
      const source = readFileSync(new URL('../../../../web/src/gql/gql.ts', import.meta.url), 'utf8');
      const texts = [...source.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
        (m) => JSON.parse(m[1] as string) as string,
      );
      expect(texts.length).toBeGreaterThan(50);
      const fragments = new Map<string, string>();
      for (const text of texts) {
        for (const d of parse(text).definitions)
          if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, text);
      }
      const needed = (text: string, out = new Set<string>()) => {
        visit(parse(text), {
          FragmentSpread(node) {
            const f = fragments.get(node.name.value);
            if (f && !out.has(f)) {
              out.add(f);
              needed(f, out);
            }
          },
        });
        return out;
      };
      for (const text of texts.filter((x) => /^\s*(query|mutation|subscription)/.test(x))) {
        if (/^\s*subscription/.test(text)) continue;
        // What Apollo Client sends: without the client-only `@unmask` of the shared fragments' spreads.
        const query = print(
          visit(parse([text, ...needed(text)].join('\n')), {
            Directive: (node) => (node.name.value === 'unmask' ? null : undefined),
          }),
        );
        const res = await post({ query });
        const refused = res.json.errors?.find((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX');
        expect(refused, text.slice(0, 80)).toBeUndefined();
      }
    });

    it('over the websocket: bombs are refused, floods of subscriptions and bad messages close or refuse', async () => {
      const open = (connectionParams: Record<string, unknown> = {}) =>
        new Promise<{
          ws: WebSocket;
          messages: { id?: string; type: string; payload?: unknown }[];
          closed: Promise<number>;
        }>((resolve, reject) => {
          const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
          const messages: { id?: string; type: string; payload?: unknown }[] = [];
          const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
          ws.on('message', (data) => {
            const m = JSON.parse(String(data));
            messages.push(m);
            if (m.type === 'connection_ack') resolve({ ws, messages, closed });
          });
          ws.on('error', reject);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
        });
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      };
      // Without a token: a depth bomb gets its error, not an execution.
      const anonymous = await open({ 'accept-language': 'en' });
      const started = performance.now();
      anonymous.ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: recursive(25) } }));
      await until(() => anonymous.messages.some((m) => m.id === '1'));
      times.websocketDepth25 = Math.round(performance.now() - started);
      const refused = anonymous.messages.find((m) => m.id === '1') as {
        type: string;
        payload: { extensions?: { code?: string } }[];
      };
      expect(refused.type).toBe('error');
      expect(refused.payload[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      anonymous.ws.close();
      // A staff member's socket: a flood of subscriptions is refused past the cap of 50.
      const staff = await t.gql<{ login: { token: string } }>(LOGIN, { u: DEMO_LOGINS.staff, p: DEMO_PASSWORD });
      const a = await open({ authorization: `Bearer ${staff.data?.login.token}` });
      // A flood of subscriptions on one socket: past the cap each is refused.
      const sub =
        'subscription ($f: DateTime!, $t: DateTime!) { calendarEventsChanged(from: $f, to: $t) { __typename } }';
      for (let i = 0; i < 200; i++) {
        a.ws.send(
          JSON.stringify({
            id: `s${i}`,
            type: 'subscribe',
            payload: { query: sub, variables: { f: '2027-01-01T00:00:00Z', t: '2027-01-02T00:00:00Z' } },
          }),
        );
      }
      const flood = () => a.messages.filter((m) => m.id?.startsWith('s'));
      await until(() => flood().filter((m) => m.type === 'error').length >= 149);
      const tooMany = flood().filter(
        (m) =>
          m.type === 'error' &&
          (m.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code === 'TOO_MANY_OPERATIONS',
      );
      expect(tooMany.length).toBeGreaterThanOrEqual(149);
      expect(tooMany.length).toBeLessThanOrEqual(150);
      // A prototype key in a message closes the socket with 4400.
      a.ws.send('{"id":"p","type":"subscribe","payload":{"query":"{ __typename }","variables":{"__proto__":{"x":1}}}}');
      expect(await a.closed).toBe(4400);
      // A second connection_init, and a message over the size limit, close too.
      const b = await open();
      b.ws.send(JSON.stringify({ type: 'connection_init' }));
      expect(await b.closed).toBe(4429);
      const c = await open();
      c.ws.send(JSON.stringify({ type: 'ping', payload: { x: 'x'.repeat(300 * 1024) } }));
      expect(await c.closed).toBe(1009);
      // A flood of connections that never send connection_init is closed by the server.
      const idle = Array.from(
        { length: 20 },
        () => new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws'),
      );
      const codes = await Promise.all(idle.map((ws) => new Promise<number>((r) => ws.on('close', (code) => r(code)))));
      expect(new Set(codes)).toEqual(new Set([4408]));
      await stillHealthy();
    }, 30_000);

    it('one client address holds at most 50 live connections; a closed one frees its place', async () => {
      const connect = (ip: string) =>
        new Promise<{ ws: WebSocket; status: number }>((resolve) => {
          const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
            headers: { 'x-forwarded-for': ip },
          });
          ws.on('open', () => resolve({ ws, status: 101 }));
          ws.on('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
          ws.on('error', () => {});
        });
      const held = await Promise.all(Array.from({ length: 50 }, () => connect('203.0.113.50')));
      expect(held.map((c) => c.status)).toEqual(Array(50).fill(101));
      expect((await connect('203.0.113.50')).status).toBe(429);
      // Another address is not affected.
      const other = await connect('203.0.113.51');
      expect(other.status).toBe(101);
      // Closing one socket gives the address its place back.
      const closed = new Promise((r) => held[0]!.ws.once('close', r));
      held[0]!.ws.close();
      await closed;
      let again = { status: 0 } as { ws?: WebSocket; status: number };
      for (let i = 0; i < 40 && again.status !== 101; i++) {
        again = await connect('203.0.113.50');
        if (again.status !== 101) await new Promise((r) => setTimeout(r, 50));
      }
      expect(again.status).toBe(101);
      for (const c of [...held, other, again]) c.ws?.terminate();
      await stillHealthy();
    }, 30_000);
  });

  describe('browsers', () => {
    it('a foreign Origin gets no CORS headers, a listed one gets them with credentials', async () => {
      const doors = [
        { method: 'POST', path: '/graphql', body: '{"query":"{ __typename }"}' },
        { method: 'POST', path: '/api/users/token.json', body: '{}' },
      ];
      for (const door of doors) {
        for (const method of [door.method, 'OPTIONS']) {
          const preflight = method === 'OPTIONS';
          const ask = (origin: string) =>
            raw(t.url, {
              method,
              path: door.path,
              headers: {
                origin,
                'content-type': 'application/json',
                ...(preflight
                  ? {
                      'access-control-request-method': 'POST',
                      'access-control-request-headers': 'authorization,content-type',
                    }
                  : {}),
              },
              body: preflight ? undefined : door.body,
            });
          const evil = await ask('https://evil.example');
          expect(evil.headers['access-control-allow-origin'], `${method} ${door.path}`).toBeUndefined();
          expect(evil.headers['access-control-allow-credentials'], `${method} ${door.path}`).toBeUndefined();
          const listed = await ask(ALLOWED_ORIGIN);
          expect(listed.headers['access-control-allow-origin'], `${method} ${door.path}`).toBe(ALLOWED_ORIGIN);
          expect(listed.headers['access-control-allow-credentials']).toBe('true');
        }
      }
      // "null" (a sandboxed page, a file) and a look-alike are foreign too.
      for (const origin of ['null', 'https://booking.example.ch.evil.example', 'http://booking.example.ch']) {
        const res = await raw(t.url, {
          method: 'POST',
          path: '/graphql',
          headers: { origin, 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        });
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });

    it('every door sends the browser protections', async () => {
      for (const path of [
        '/',
        '/salon-demo',
        '/graphql?query=%7B__typename%7D',
        '/api/users/me.json',
        '/assets/x.js',
        '/health',
      ]) {
        const res = await raw(t.url, { method: 'GET', path, headers: { accept: 'application/json' } });
        const csp = String(res.headers['content-security-policy']);
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("script-src 'self';");
        expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['x-frame-options'], path).toBe('DENY');
        expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(res.headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
      }
    });

    it('static files: path traversal and encoded tricks never leave the web folder', async () => {
      for (const path of [
        '/../../../../etc/passwd',
        '/..%2f..%2f..%2f..%2fetc%2fpasswd',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/assets/..%5c..%5c..%5cetc%5cpasswd',
        '/index.html%00.js',
        '/%c0%ae%c0%ae/etc/passwd',
        '/....//....//etc/passwd',
      ]) {
        const res = await raw(t.url, { method: 'GET', path });
        expect(res.status, path).toBeLessThan(500);
        expect(res.text, path).not.toMatch(/root:.*:0:0:/);
      }
      await stillHealthy();
    });
  });

  describe('abuse limits', () => {
    const recover = (email: string, ip: string) =>
      raw(t.url, {
        method: 'POST',
        path: '/api/users/forgottenPassword.json',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-forwarded-for': `203.0.113.9, ${ip}`,
        },
        body: JSON.stringify({ email }),
      });
    const mails = (to: string) => t.app.services.prisma.emailMessage.count({ where: { to } });

    it('25 password recoveries for one address send 3 e-mails, the rest get 429 with Retry-After, the same for an unknown address', async () => {
      const known = DEMO_LOGINS.customer;
      const before = await mails(known);
      const answers = { known: [] as string[], unknown: [] as string[] };
      for (let i = 0; i < 25; i++) {
        const a = await recover(known, '198.51.100.1');
        const b = await recover('nobody-here@example.ch', '198.51.100.2');
        // The same answer, up to the seconds left to wait (the two requests are not at one instant).
        const shape = (r: typeof a) =>
          `${r.status} ${r.headers['retry-after'] ? 'wait' : ''} ${r.text.replace(/\d+/g, 'n')}`;
        answers.known.push(shape(a));
        answers.unknown.push(shape(b));
        if (i >= 3) {
          expect(a.status).toBe(429);
          expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
          expect(JSON.parse(a.text).data).toMatchObject({
            message: expect.stringMatching(/Too many requests/),
            retry_after: expect.any(Number),
          });
        } else expect(a.status).toBe(200);
      }
      expect(await mails(known)).toBe(before + 3);
      // No account enumeration: the unknown address got exactly the same answers.
      expect(answers.unknown).toEqual(answers.known);
    });

    it('one client walking through many addresses is stopped past its limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await recover(`walk-${i}@example.ch`, '198.51.100.3')).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses.slice(20)).toEqual(Array(5).fill(429));
      // Another client is not affected.
      expect((await recover('walk-0@example.ch', '198.51.100.4')).status).toBe(200);
    });

    it('validation resends, sign-ups and vendor sign-ups are limited per address on GraphQL too', async () => {
      const ask = async (query: string, variables: Record<string, unknown>) => {
        const res = await raw(t.url, {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.5' },
          body: JSON.stringify({ query, variables }),
        });
        return {
          status: res.status,
          retryAfter: res.headers['retry-after'],
          body: JSON.parse(res.text) as { errors?: { extensions?: Record<string, unknown> }[] },
        };
      };
      const cases = [
        [
          'mutation ($e: String!) { newEmailValidation(email: $e) { message } }',
          (i: number) => ({ e: 'resend@example.ch', i }),
        ],
        [
          'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }',
          (i: number) => ({
            input: { email: 'same@example.ch', password: `secret${i}x`, firstname: 'A', lastname: 'B' },
          }),
        ],
        [
          'mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename } }',
          (i: number) => ({
            input: {
              adminEmail: 'owner@example.ch',
              defaultLanguage: 'fr',
              email: `salon${i}@example.ch`,
              firstname: 'A',
              lastname: 'B',
              name: `Salon ${i}`,
              publicName: `Salon ${i}`,
              password: 'secret1',
              phone: `+41 21 555 0${i} 0${i}`,
            },
          }),
        ],
      ] as const;
      for (const [query, vars] of cases) {
        const codes: unknown[] = [];
        for (let i = 0; i < 6; i++) {
          const { i: _i, ...variables } = vars(i) as Record<string, unknown>;
          const res = await ask(query, variables);
          codes.push(res.body.errors?.[0]?.extensions?.code ?? 'ok');
          if (i >= 3) {
            expect(res.status).toBe(429);
            expect(Number(res.retryAfter)).toBeGreaterThan(0);
            expect(res.body.errors?.[0]?.extensions?.retryAfter).toEqual(Number(res.retryAfter));
          }
        }
        expect(codes.slice(3)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
      }
      await stillHealthy();
    });
  });

  describe('recent doors: manage links, webhooks, API keys, data export', () => {
    /** A GraphQL answer: never a 5xx, never an unexpected error. */
    async function gqlNever500(query: string, variables: Record<string, unknown>, token?: string) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const text = await res.text();
      expect(res.status, text.slice(0, 300)).toBeLessThan(500);
      expect(text, JSON.stringify(variables).slice(0, 200)).not.toContain('INTERNAL_SERVER_ERROR');
      return { status: res.status, body: JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] } };
    }
    const odd = [
      '',
      '.',
      '..',
      '%',
      '%E0%A4%A',
      '__proto__',
      'constructor',
      'x'.repeat(4000),
      'a.b.c',
      'eyJhbGciOiJub25lIn0.e30.',
    ];

    it('the manage link routes answer odd, malformed and oversized tokens with 4xx', async () => {
      for (const token of odd) {
        for (const method of ['GET', 'POST', 'HEAD']) {
          const res = await raw(t.url, {
            method,
            path: `/api/manage-booking/${token}/booking.ics?__proto__[x]=1&token=%`,
            headers: { 'content-type': 'application/json' },
            body: method === 'POST' ? '{"__proto__":{"x":1}}' : undefined,
          });
          expect(res.status, `${method} ${token.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${token.slice(0, 20)}`).toBeLessThan(500);
        }
        for (const op of [
          'query ($t: String!) { managedBooking(token: $t) { id } }',
          'mutation ($t: String!) { cancelManagedBooking(token: $t) { __typename } }',
        ]) {
          const { body } = await gqlNever500(op, { t: token });
          expect(JSON.stringify(body)).toMatch(/NOT_FOUND|NotFoundError|BAD_USER_INPUT/);
        }
      }
      // Odd types and values in a move: refused before anything is looked up.
      const move =
        'mutation ($t: String!, $e: [ManagedEventInput!]!) { moveManagedBooking(token: $t, events: $e) { __typename } }';
      const event = { serviceId: 1, employeeId: 1, start: '2026-11-23T09:00:00Z' };
      for (const events of [
        [{ ...event, start: 'not a date' }],
        [{ ...event, serviceId: 2 ** 40 }],
        [{ ...event, employeeId: '1; drop' }],
        [{ ...event, start: '9999-99-99T99:99:99Z' }],
        [],
        Array.from({ length: 500 }, () => event),
        'x',
        [{ ...event, extra: 1 }],
      ]) {
        await gqlNever500(move, { t: 'a.b.c', e: events });
      }
      await stillHealthy();
    });

    it('webhooks and API keys refuse hostile input with a validation answer, never a 500', async () => {
      const { admin } = await loginDemo(t);
      const create =
        'mutation ($i: WebhookInput!) { createWebhook(input: $i) { __typename ... on ValidationError { errors } } }';
      for (const url of [
        'javascript:alert(1)',
        'file:///etc/passwd',
        'http://[::1',
        'https://[::1]/x',
        'https://169.254.169.254/latest/meta-data',
        'https://user:pw@203.0.113.9/x',
        `https://203.0.113.9/${'a'.repeat(50_000)}`,
        'https://%00/',
        '   ',
      ]) {
        const { body } = await gqlNever500(create, { i: { url, events: ['booking.created'] } }, admin);
        expect(
          (body.data?.createWebhook as { __typename?: string } | undefined)?.__typename ?? 'refused',
          url.slice(0, 40),
        ).not.toBe('CreatedWebhook');
      }
      for (const events of [
        ['__proto__'],
        ['x'.repeat(10_000)],
        Array.from({ length: 5000 }, (_, i) => `e${i}`),
        [1],
        'x',
      ]) {
        await gqlNever500(create, { i: { url: 'https://203.0.113.9/hook', events } }, admin);
      }
      for (const [webhookId, limit, page] of [
        [-1, 10, 1],
        [2 ** 31 - 1, 1e6, -5],
        [1, 0, 2 ** 31 - 1],
      ]) {
        await gqlNever500(
          'query ($w: Int!, $l: Int, $p: Int) { webhookDeliveries(webhookId: $w, limit: $l, page: $p) { items { id } } }',
          { w: webhookId, l: limit, p: page },
          admin,
        );
      }
      const key = 'mutation ($i: ApiKeyInput!) { createApiKey(input: $i) { __typename } }';
      for (const input of [
        { name: '', role: 'staff' },
        { name: 'x'.repeat(100_000), role: 'staff' },
        { name: '\u0000\u202e', role: 'staff' },
        { name: 'k', role: 'OWNER' },
        { name: 'k', role: 'staff', admin: true },
      ]) {
        await gqlNever500(key, { i: input }, admin);
      }
      await gqlNever500('mutation { revokeApiKey(id: -1) { __typename } }', {}, admin);
      // Forged, truncated and oversized keys at the door: 401, never a 500.
      for (const forged of ['slk_', 'slk_%', `slk_${'a'.repeat(6000)}`, 'slk_\u0000', 'slk_../../etc']) {
        const res = await fetch(`${t.url}/api/customers.json`, {
          headers: { authorization: `Bearer ${encodeURI(forged)}` },
        });
        expect(res.status, forged.slice(0, 20)).toBe(401);
      }
      await stillHealthy();
    });

    it('the data export answers odd paths, queries and tokens with 4xx', async () => {
      const { admin, staff } = await loginDemo(t);
      for (const path of [
        '/api/vendors/export/%E0%A4%A.csv',
        '/api/vendors/export/all.csv',
        '/api/vendors/export/__proto__.json',
        '/api/vendors/export/customers.json?__proto__[x]=1&from=%',
        `/api/vendors/export/${'x'.repeat(5000)}.json`,
        '/api/vendors/export/customers.json/..%2f..%2fetc',
      ]) {
        for (const token of [admin, staff, 'x.y.z', undefined]) {
          const res = await raw(t.url, {
            method: 'GET',
            path,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          const who = token === admin ? 'admin' : token === staff ? 'staff' : token;
          expect(res.status, `${path.slice(0, 60)} ${who}`).toBeLessThan(500);
          // The admin's one well-formed path gets its file whatever its query string says.
          if (!(token === admin && path.startsWith('/api/vendors/export/customers.json?')))
            expect(res.status, `${path.slice(0, 60)} ${who}`).toBeGreaterThanOrEqual(400);
        }
      }
      // On GraphQL: odd enum values and types are refused, a staff member or a stranger gets no file.
      const exportQuery =
        'query ($f: ExportFormat!, $k: ExportKind) { vendorExport(format: $f, kind: $k) { fileName } }';
      for (const [variables, token] of [
        [{ f: 'xlsx' }, admin],
        [{ f: 'CSV', k: '__proto__' }, admin],
        [{ f: ['csv'], k: 1 }, admin],
        [{ f: 'CSV', k: 'CUSTOMERS' }, staff],
        [{ f: 'JSON' }, undefined],
      ] as const) {
        const { body } = await gqlNever500(exportQuery, variables, token);
        expect(body.data?.vendorExport ?? null).toBeNull();
        expect(body.errors?.length).toBeGreaterThan(0);
      }
      await stillHealthy();
    });
  });

  describe('forged tokens', () => {
    it('alg none, a wrong signature, a tampered claim, another algorithm and an expired token are all 401', async () => {
      const customer = await t.gql<{ login: { token: string; user: { id: number } } }>(LOGIN, {
        u: DEMO_LOGINS.customer,
        p: DEMO_PASSWORD,
      });
      const { token, user } = customer.data!.login;
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const admin = { ...claims, role: 3, vendorId: 1, employeeId: 1 };
      const secret = new TextEncoder().encode(t.app.services.config.jwtSecret);
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const forged: Record<string, string> = {
        algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(admin)}.`,
        algNoneSigned: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(admin)}.${signature}`,
        wrongSignature: await new SignJWT(admin)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('not-the-secret-of-this-app-at-all!!')),
        tamperedClaim: `${header}.${b64(admin)}.${signature}`,
        otherAlgorithm: await new SignJWT(admin).setProtectedHeader({ alg: 'HS512' }).sign(secret),
        expired: await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(nowSeconds - 7200)
          .setExpirationTime(nowSeconds - 3600)
          .sign(secret),
        garbage: 'a.b.c',
      };
      for (const [name, bad] of Object.entries(forged)) {
        const rest = await raw(t.url, {
          method: 'GET',
          path: `/api/users/${user.id}.json`,
          headers: { authorization: `Bearer ${bad}` },
        });
        expect(rest.status, name).toBe(401);
        const gql = await t.gql('{ me { id role } }', {}, bad);
        expect(gql.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
        expect(gql.data?.me ?? null, name).toBeNull();
        const download = await raw(t.url, {
          method: 'GET',
          path: '/api/reports/download.csv?date_from=2027-01-01',
          headers: { authorization: `Bearer ${bad}` },
        });
        expect(download.status, name).toBe(401);
      }
      // The real token still works.
      expect((await t.gql<{ me: { id: number } }>('{ me { id } }', {}, token)).data?.me.id).toBe(user.id);
    });
  });

  describe('oversized bodies', () => {
    it('every door answers 413 to a body over its limit, before reading it and without a token', async () => {
      const { compiled } = compileRoutes(schema);
      const paths = [
        '/graphql',
        '/api/reports/download.csv',
        '/api/vendors/export/all.zip',
        '/',
        ...new Set(compiled.map((c) => concrete(c.route.path))),
      ];
      // The bodies are made before measuring: the server runs in this process.
      const body300 = Buffer.alloc(300 * MB, 0x20);
      const body9 = Buffer.alloc(9 * MB, 0x20);
      const before = process.memoryUsage().rss;
      for (const path of paths) {
        // Declared far over the limit, with only a little sent: refused on the declaration.
        const res = await raw(t.url, {
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', 'content-length': 300 * MB, connection: 'close' },
          body: undefined,
        }).catch((error: Error) => ({ status: -1, text: error.message }));
        expect(res.status, path).toBe(413);
      }
      // A real 300 MB body to the report download, unauthenticated: a 413 envelope, not a reset.
      const big = await raw(t.url, {
        method: 'POST',
        path: '/api/reports/download.csv',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: body300,
      });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toEqual({ data: { message: 'The request body is too large', errors: {} } });
      // A chunked (undeclared) body over the REST limit is counted as it comes.
      const chunked = await raw(t.url, {
        method: 'POST',
        path: '/api/users/token.json',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: body9,
      });
      expect(chunked.status).toBe(413);
      const grown = process.memoryUsage().rss - before;
      console.info('hostile: rss growth over the oversized bodies MB', Math.round(grown / MB));
      expect(grown).toBeLessThan(100 * MB);
      await stillHealthy();
    });
  });
});
