// GraphQL request-body limit. Yoga's own (maxRequestBodySize) re-streams every body through a web
// TransformStream and a new Request to count its bytes, which costs about as much CPU as the rest
// of Yoga's work on a small operation. A body with a Content-Length needs no counting: node's HTTP
// parser reads exactly that many bytes, so the declared length is checked instead. Only bodies
// without one (chunked) are counted as they are read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { langOf, msg } from '@salon/shared';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const tooLarge = () =>
  new GraphQLError('Request body too large', {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });

/** One non-negative integer: anything else (signs, lists of values) is refused, not skipped. */
const CONTENT_LENGTH = /^\d+$/;

export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared != null) {
        if (!CONTENT_LENGTH.test(declared)) {
          throw new GraphQLError('Content-Length header is invalid.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      const body = request.body;
      if (!requestParser || !body) return;
      const parse = requestParser;
      setRequestParser((req) => {
        let read = 0;
        const counted = body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: counted,
            duplex: 'half',
          } as RequestInit),
        );
      });
    },
  };
}

/** The largest body each door accepts, in bytes: checked on the declared length before routing. */
export const BODY_LIMITS = {
  graphql: 25_000_000,
  rest: 8 * 1024 * 1024,
  /** File downloads take a few query fields; the web app and health checks take none. */
  small: 64 * 1024,
} as const;

export function bodyLimitFor(url: string): number {
  if (url.startsWith('/graphql')) return BODY_LIMITS.graphql;
  if (url.startsWith('/api/reports/download') || url.startsWith('/api/vendors/export/')) return BODY_LIMITS.small;
  if (url.startsWith('/api/') || url === '/api') return BODY_LIMITS.rest;
  return BODY_LIMITS.small;
}

/**
 * 413 before anything reads a body whose declared length is over the door's limit (400 for a
 * Content-Length that is not one number). The envelope is the door's: GraphQL errors on /graphql,
 * the REST `{data: {message, errors}}` elsewhere. What the client still sends is read and dropped,
 * so it gets the answer rather than a reset connection. Returns true when it answered.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = req.headers['content-length'];
  if (declared === undefined) return false;
  const url = req.url ?? '/';
  const valid = CONTENT_LENGTH.test(declared);
  if (valid && Number(declared) <= bodyLimitFor(url)) return false;
  const lang = langOf(req.headers['accept-language']);
  const message = msg(lang, valid ? 'tooLarge' : 'badBody');
  const status = valid ? 413 : 400;
  const body = url.startsWith('/graphql')
    ? { errors: [{ message, extensions: { code: valid ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST' } }] }
    : { data: { message, errors: {} } };
  req.resume();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  return true;
}
