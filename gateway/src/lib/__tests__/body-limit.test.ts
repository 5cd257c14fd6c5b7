import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useRequestBodyLimit } from '../body-limit.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { echo(text: String!): String! }',
    resolvers: { Query: { echo: (_, a) => a.text } },
  }),
  maxRequestBodySize: false,
  plugins: [useRequestBodyLimit(200)],
});

const body = (text: string) =>
  JSON.stringify({ query: 'query ($t: String!) { echo(text: $t) }', variables: { t: text } });

/** A body sent in chunks, without a Content-Length. */
const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(body(text));
      for (let i = 0; i < bytes.length; i += 50) controller.enqueue(bytes.slice(i, i + 50));
      controller.close();
    },
  });

const post = (init: { body: string | ReadableStream<Uint8Array>; headers?: Record<string, string> }) =>
  yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    duplex: 'half',
  } as RequestInit);

describe('GraphQL request-body limit', () => {
  it('serves a body within the limit, declared or chunked', async () => {
    const declared = await post({ body: body('hello'), headers: { 'content-length': String(body('hello').length) } });
    expect(declared.status).toBe(200);
    expect(await declared.json()).toEqual({ data: { echo: 'hello' } });
    const streamed = await post({ body: chunked('hello') });
    expect(await streamed.json()).toEqual({ data: { echo: 'hello' } });
  });

  it('refuses a declared length over the limit with 413 before reading the body', async () => {
    const res = await post({ body: '{}', headers: { 'content-length': '300' } });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('counts a chunked body and refuses it past the limit with 413', async () => {
    const res = await post({ body: chunked('x'.repeat(300)) });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('refuses a malformed Content-Length with 400', async () => {
    const res = await post({ body: body('hi'), headers: { 'content-length': '10, 10' } });
    expect(res.status).toBe(400);
  });
});
