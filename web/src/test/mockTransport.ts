import { GraphQLRequestError, type Transport } from '../lib/graphqlRequest.ts';

/** The mocks' shape of Apollo's MockLink, so one list serves both clients in page tests. */
export interface MockedResponse {
  request: { query: object; variables?: Record<string, unknown> };
  result?: { data?: unknown; errors?: readonly { message: string }[] } | (() => { data?: unknown });
  error?: Error;
  delay?: number;
  maxUsageCount?: number;
}

/** JSON form: undefined fields dropped, as on the wire. */
const wire = (value: unknown) =>
  JSON.stringify(value ?? {}, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Answers each operation from the first unused mock of the same document and variables. */
export function mockTransport(mocks: ReadonlyArray<MockedResponse>): Transport {
  const uses = new Map<MockedResponse, number>();
  return async (body, document) => {
    const mock = mocks.find(
      (m) =>
        m.request.query === (document as object) &&
        (m.request.variables === undefined || wire(m.request.variables) === wire(body.variables)) &&
        (uses.get(m) ?? 0) < (m.maxUsageCount ?? 1),
    );
    if (!mock) {
      throw new GraphQLRequestError(
        `No more mocked responses for the query: ${body.operationName} ${wire(body.variables)}`,
      );
    }
    uses.set(mock, (uses.get(mock) ?? 0) + 1);
    if (mock.delay) await new Promise((resolve) => setTimeout(resolve, mock.delay));
    if (mock.error) throw mock.error;
    const result = typeof mock.result === 'function' ? mock.result() : mock.result;
    return { ...(result ?? { data: null }) };
  };
}

/** A document of the light client (gql/public.ts, operation text) rather than an Apollo DocumentNode. */
export function isPublicDocument(query: unknown): boolean {
  return query instanceof String;
}
