// The execution time limit: a query (or a subscription's setup) still running past the limit is
// answered with QUERY_TIMEOUT in the request language and no longer awaited; a mutation is never cut.
import type { GraphQLFieldResolver } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { LOGIN } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { useExecutionTimeout } from '../graphql-limits.ts';

const LIMIT_MS = 100;
// In the app, a limit a real query on a loaded machine and PostgreSQL stays well under.
const APP_LIMIT_MS = 1000;
const never = () => new Promise<never>(() => undefined);
const later = <T>(ms: number, value: () => T) => new Promise<T>((r) => setTimeout(() => r(value()), ms));

describe('the GraphQL execution time limit, in the app', () => {
  let t: TestApp;
  const fields = () => ({
    query: schema.getQueryType()!.getFields().vendorBySlug!,
    mutation: schema.getMutationType()!.getFields().login!,
  });
  let original: { query?: GraphQLFieldResolver<unknown, unknown>; mutation?: GraphQLFieldResolver<unknown, unknown> };

  beforeAll(async () => {
    t = await startTestApp({
      config: {
        graphqlLimits: {
          ...(await import('../graphql-limits.ts')).DEFAULT_GRAPHQL_LIMITS,
          executionTimeoutMs: APP_LIMIT_MS,
        },
      },
    });
    const f = fields();
    original = { query: f.query.resolve, mutation: f.mutation.resolve };
  });
  afterAll(async () => {
    const f = fields();
    f.query.resolve = original.query;
    f.mutation.resolve = original.mutation;
    await t.stop();
  });

  it('answers a query that never ends with QUERY_TIMEOUT (503) in the request language', async () => {
    let started = 0;
    fields().query.resolve = () => {
      started++;
      return never();
    };
    const before = performance.now();
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({ query: '{ vendorBySlug(slug: "x") { id } }' }),
    });
    const elapsed = performance.now() - before;
    expect(started).toBe(1);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('QUERY_TIMEOUT');
    expect(body.errors[0]?.message).toMatch(/trop de temps.*1000 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(APP_LIMIT_MS - 5);
    const en = await t.gql('{ vendorBySlug(slug: "x") { id } }', {}, undefined, 'en');
    expect(en.errors?.[0]?.message).toMatch(/took too long/);
    // The REST route of the same query: a 503 envelope that says why, with Retry-After.
    const rest = await fetch(`${t.url}/api/vendors/slug/x`, { headers: { 'accept-language': 'en' } });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(((await rest.json()) as { data: { message: string } }).data.message).toMatch(
      /took too long \(over 1000 ms\)/,
    );
    // The process serves the next query at once.
    fields().query.resolve = original.query;
    const next = await t.gql<{ vendorBySlug: null }>('{ vendorBySlug(slug: "nobody") { id } }');
    expect(next.errors).toBeUndefined();
    expect(next.data?.vendorBySlug).toBeNull();
  });

  it('never cuts a mutation: one slower than the limit is answered with its outcome', async () => {
    const resolve = original.mutation!;
    fields().mutation.resolve = (...args) => later(APP_LIMIT_MS * 3, () => resolve(...args));
    const res = await t.gql<{ login: { __typename: string } }>(LOGIN, { u: 'nobody@example.ch', p: 'wrong-password' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.__typename).toBe('ValidationError');
    fields().mutation.resolve = original.mutation;
  });
});

describe('the execution time limit plugin', () => {
  const yoga = createYoga({
    logging: false,
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query { slow: String fast: String }
        type Mutation { change: String }
        type Subscription { ticks: Int }
      `,
      resolvers: {
        Query: { slow: never, fast: () => 'ok' },
        Mutation: { change: () => later(LIMIT_MS * 3, () => 'committed') },
        Subscription: {
          ticks: {
            // A setup that never ends (e.g. a lookup stuck before the stream starts).
            subscribe: never,
          },
        },
      },
    }),
    plugins: [useExecutionTimeout(LIMIT_MS)],
  });
  const post = (query: string, headers: Record<string, string> = {}) =>
    yoga.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  it('cuts a query, not a fast one, and never a mutation', async () => {
    const slow = await post('{ slow }', { 'accept-language': 'en' });
    expect(slow.status).toBe(503);
    expect(((await slow.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'QUERY_TIMEOUT',
    );
    expect(await (await post('{ fast }')).json()).toEqual({ data: { fast: 'ok' } });
    expect(await (await post('mutation { change }')).json()).toEqual({ data: { change: 'committed' } });
  });

  it("cuts a subscription's setup that never ends", async () => {
    const res = await post('subscription { ticks }', { accept: 'text/event-stream' });
    const text = await res.text();
    expect(text).toContain('QUERY_TIMEOUT');
  });

  it('closes a stream whose setup ends after the limit', async () => {
    let closed = false;
    // A source stream that says when it is closed (a generator not started yet would not).
    const ticks = (): AsyncIterableIterator<{ ticks: number }> => ({
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => never(),
      return: async () => {
        closed = true;
        return { done: true, value: undefined };
      },
    });
    const late = createYoga({
      logging: false,
      schema: createSchema({
        typeDefs: 'type Query { x: Int } type Subscription { ticks: Int }',
        resolvers: {
          Subscription: { ticks: { subscribe: () => later(LIMIT_MS * 2, () => ticks()) } },
        },
      }),
      plugins: [useExecutionTimeout(LIMIT_MS)],
    });
    const res = await late.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { ticks }' }),
    });
    expect(await res.text()).toContain('QUERY_TIMEOUT');
    for (let i = 0; i < 40 && !closed; i++) await later(25, () => undefined);
    expect(closed).toBe(true);
  });
});
