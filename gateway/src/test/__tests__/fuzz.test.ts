// Generative fuzzing of both doors with bad values (wrong types, out-of-range integers, impossible
// dates, over-long strings, NUL characters, unknown enum values): every REST route answers a 4xx in
// the spec's envelope naming the bad field, without GraphQL wording; every GraphQL mutation refuses
// with a client error, never an internal one; and the database is unchanged afterwards.
// A search for "%" matches a percent sign, not everything.
import { compileRoutes } from '@salon/rest-compat';
import { stringLimit } from '@salon/shared';
import fc from 'fast-check';
import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schema } from '../../schema.ts';
import { seedAndLogin } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';

const RUNS = 3;
const GRAPHQL_WORDING =
  /Variable "\$|cannot represent|GraphQL|Syntax Error|Expected type|was not provided|Int!|String!/;

/** Bad wire values of every kind; each run keeps those the field's declared shape refuses. */
const badValue = fc.oneof(
  fc.constantFrom('abc', 1.5, 2147483648, -2147483649, '2027-02-30', '2026-13-01', 'yes', true, {}, [], ''),
  fc.string({ minLength: 1, maxLength: 5 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 256, max: 6000 }).map((n) => 'x'.repeat(n)),
);

type Leaf = { part: 'params' | 'query' | 'body'; name: string; type: z.ZodType };

function leaves(shape: Record<string, z.ZodType>, part: Leaf['part']): Leaf[] {
  return Object.entries(shape).map(([name, type]) => ({ part, name, type }));
}

const sampleParam = (type: z.ZodType) => ['1', '2027-01-04', 'fr', 'x'].find((v) => type.safeParse(v).success) ?? '1';

describe('fuzzing with bad values', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const fingerprint = async () => {
    const rows = await t.app.services.db.sql.session(async (exec) => {
      const tables = (await exec(
        `SELECT table_name AS t FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_migrations' ORDER BY 1`,
      )) as { t: string }[];
      const parts = tables.map(
        ({ t: name }) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${name}" x)`,
      );
      return exec(`SELECT md5(${parts.join(' || ')}) AS h`);
    });
    return (rows[0] as { h: string }).h;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  }, 120_000);
  afterAll(() => t.stop());

  it('every REST route answers bad values with a 4xx envelope naming the field, and changes nothing', async () => {
    const before = await fingerprint();
    const { compiled } = compileRoutes(schema);
    let requests = 0;
    for (const c of compiled) {
      const body = c.body as unknown as { shape?: Record<string, z.ZodType> };
      const fields = [
        ...leaves(c.params.shape as Record<string, z.ZodType>, 'params'),
        ...leaves(c.query.shape as Record<string, z.ZodType>, 'query'),
        ...leaves(body.shape ?? {}, 'body'),
      ];
      if (!fields.length) continue;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), badValue, async (leaf, value) => {
          // Only values the declared shape refuses (an empty text may be fine, 1.5 may be a number).
          const raw = leaf.part === 'body' ? value : typeof value === 'string' ? value : JSON.stringify(value);
          fc.pre(!leaf.type.safeParse(leaf.part === 'body' ? value : raw).success);
          fc.pre(!(leaf.part !== 'body' && raw === ''));
          let path = c.route.path;
          for (const [name, type] of Object.entries(c.params.shape as Record<string, z.ZodType>)) {
            const v = leaf.part === 'params' && leaf.name === name ? String(raw) : sampleParam(type);
            path = path.replace(`:${name}`, encodeURIComponent(v));
          }
          const query = leaf.part === 'query' ? `?${new URLSearchParams({ [leaf.name]: String(raw) })}` : '';
          const res = await fetch(`${t.url}/api${path}${query}`, {
            method: c.route.method === 'GET' ? 'GET' : 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens.admin}`,
              'accept-language': 'en',
              ...(['PUT', 'DELETE'].includes(c.route.method) ? { 'x-http-method-override': c.route.method } : {}),
            },
            body:
              c.route.method === 'GET' ? undefined : JSON.stringify(leaf.part === 'body' ? { [leaf.name]: value } : {}),
          });
          requests++;
          const text = await res.text();
          const where = `${c.route.method} ${c.route.path} ${leaf.part}.${leaf.name}=${JSON.stringify(value).slice(0, 40)}`;
          expect(res.status, `${where}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(text, where).not.toMatch(GRAPHQL_WORDING);
          const envelope = JSON.parse(text) as { data: { message: string; errors: Record<string, unknown> } };
          expect(typeof envelope.data.message, where).toBe('string');
          if (res.status === 422) {
            expect(
              Object.keys(envelope.data.errors).some((k) => k === leaf.name || k.startsWith(`${leaf.name}.`)),
              where,
            ).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: 20261122 },
      );
    }
    expect(requests).toBeGreaterThan(compiled.length);
    console.info(`fuzz: ${requests} REST requests over ${compiled.length} routes`);
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  /** A bad value of a GraphQL input type, every leaf bad. */
  function badInput(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
    if (isNonNullType(type)) return badInput(type.ofType, name);
    if (isListType(type)) return badInput(type.ofType, name).map((v) => [v]);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc
        .tuple(...fields.map((f) => badInput(f.type, f.name)))
        .map((values) => Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    }
    if (isEnumType(type)) return fc.constant('NOT_A_VALUE');
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return fc.constantFrom(2147483648, 1.5, 'abc');
        case 'Float':
          return fc.constantFrom('abc', true);
        case 'Boolean':
          return fc.constantFrom('yes', 2);
        case 'Date':
          return fc.constantFrom('2027-02-30', 'abc', '2027-13-01');
        case 'DateTime':
          return fc.constantFrom('abc', '2027-02-30T10:00:00Z');
        default:
          return fc.oneof(fc.constant(`a\u0000b`), fc.constant('x'.repeat(Math.min(stringLimit(name), 10_000) + 1)));
      }
    }
    return fc.constant('abc');
  }

  it('every GraphQL mutation refuses bad values with a client error and changes nothing', async () => {
    const before = await fingerprint();
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((f) =>
      f.args.some((a) => getNamedType(a.type).name !== 'JSON'),
    );
    expect(mutations.length).toBeGreaterThan(40);
    for (const field of mutations) {
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
      const document = `mutation (${field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')}) {
        ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selection} }`;
      const args = fc.tuple(...field.args.map((a) => badInput(a.type, a.name)));
      await fc.assert(
        fc.asyncProperty(args, async (values) => {
          const variables = Object.fromEntries(field.args.map((a, i) => [a.name, values[i]]));
          const res = await t.gql<Record<string, { __typename?: string }>>(document, variables, tokens.admin, 'en');
          const codes = (res.errors ?? []).map((e) => e.extensions?.code);
          const typename = res.data?.[field.name]?.__typename;
          const where = `${field.name} ${JSON.stringify(variables).slice(0, 200)}: ${JSON.stringify(res).slice(0, 300)}`;
          expect(codes, where).not.toContain('INTERNAL_SERVER_ERROR');
          expect(
            codes.length > 0 || ['ValidationError', 'NotFoundError', 'ConflictError'].includes(typename ?? ''),
            where,
          ).toBe(true);
        }),
        { numRuns: RUNS, seed: 20261122 },
      );
    }
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it('escapes LIKE wildcards: a search for "%" or "_" does not match everything', async () => {
    const created = await fetch(`${t.url}/api/vouchers.json`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ face_value: 5000, valid_from: '2026-01-01', valid_until: '2030-12-31' }),
    });
    expect(created.status).toBe(201);
    const all = await fetch(`${t.url}/api/vouchers/all.json`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(((await all.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    for (const search of ['%', '_', '%%']) {
      const res = await fetch(`${t.url}/api/vouchers.json?search=${encodeURIComponent(search)}`, {
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
    }
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const json = await fetch(`${t.url}/api/openapi.json`);
    expect(json.status).toBe(200);
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/api/bookings.json');
    // Nothing loaded from elsewhere: the one script is the page's own "Try a call" form, on this host.
    expect(html).not.toMatch(/https?:\/\//);
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/api/docs.js" defer>']);
  });

  it('answers keyword routes before id routes, 404 in the request language, 401 before 422', async () => {
    const auth = { authorization: `Bearer ${tokens.admin}` };
    for (const path of [
      '/vouchers/all.json',
      '/customers/all.json',
      '/timetables/all.json',
      '/timetable-date-exceptions/all.json',
    ]) {
      const res = await fetch(`${t.url}/api${path}`, { headers: auth });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(((await res.json()) as { data: unknown }).data), path).toBe(true);
    }
    const service = await t.app.services.prisma.service.findFirstOrThrow({ where: { parentId: null } });
    const children = await fetch(`${t.url}/api/child-services/all/${service.id}.json?parent_id=${service.id}`, {
      headers: auth,
    });
    expect(children.status).toBe(200);
    const exception = await fetch(`${t.url}/api/timetable-date-exceptions/999999.json`, {
      headers: { ...auth, 'accept-language': 'fr' },
    });
    expect(exception.status).toBe(404);
    expect(await exception.json()).toEqual({ data: { message: 'Introuvable', errors: {} } });
    const none = await fetch(`${t.url}/api/nothing-here.json`, { headers: { 'accept-language': 'en' } });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { data: { message: string } }).data.message).toBe(
      'No route for GET /api/nothing-here.json',
    );
    const anonymous = await fetch(`${t.url}/api/bookings/express.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: 'nope', customer_id: 1.5 }),
    });
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${t.url}/api/bookings/2147483648.json`, { headers: { ...auth, 'accept-language': 'en' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      data: { message: 'There are errors in the form', errors: { id: { maximumValue: 'At most 2147483647' } } },
    });
    expect(bad.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    const day = await fetch(`${t.url}/api/bookings/availabilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ vendor_id: 1, location_id: 1, services: [1], date_from: '2027-02-30' }),
    });
    expect(day.status).toBe(422);
    expect(((await day.json()) as { data: { errors: Record<string, unknown> } }).data.errors).toHaveProperty(
      'date_from.invalidDate',
    );
  });

  it('signs a vendor up from a multipart form with its picture', async () => {
    // A PNG header of 240×240: the picture check reads the IHDR dimensions.
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(240, 16);
    png.writeUInt32BE(240, 20);
    const form = new FormData();
    form.set('name', 'Salon Multipart SA');
    form.set('public_name', 'Salon Multipart');
    form.set('email', 'contact@multipart.ch');
    form.set('phone', '+41 21 555 12 34');
    form.set('default_language', 'en');
    form.set('employees[0][firstname]', 'Mia');
    form.set('employees[0][lastname]', 'Part');
    form.set('employees[0][user][email]', 'mia@multipart.ch');
    form.set('employees[0][user][password]', 'secret12');
    form.set('picture', new Blob([png], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${t.url}/api/vendors.json`, { method: 'POST', body: form });
    const body = (await res.json()) as { data: { token?: string } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data.token).toBeTruthy();
    const vendor = await t.app.services.prisma.vendor.findFirstOrThrow({ where: { email: 'contact@multipart.ch' } });
    expect(vendor.picture).toMatch(/^data:image\/png;base64,/);
  });
});
