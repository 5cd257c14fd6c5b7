// GraphQL request-body limit. Yoga's own (maxRequestBodySize) re-streams every body through a web
// TransformStream and a new Request to count its bytes, which costs about as much CPU as the rest
// of Yoga's work on a small operation. A body with a Content-Length needs no counting: node's HTTP
// parser reads exactly that many bytes, so the declared length is checked instead. Only bodies
// without one (chunked) are counted as they are read.
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
