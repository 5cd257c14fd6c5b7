// The fetch that calendar sync hands to tsdav: node http(s) through request-filtering-agent, so the
// address actually connected to is checked after DNS resolution (no loopback, private, link-local
// or metadata address unless private targets are allowed), the same guard as webhooks. Redirects
// are never followed here: tsdav's service discovery reads the Location itself and its next
// request goes through this fetch again, checked anew.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

const TIMEOUT_MS = 20_000;
const MAX_BODY = 20 * 1024 * 1024;
const USER_AGENT = 'salon-booking-calendar-sync/1';

const agents = {
  public: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  private: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: true }),
  },
};

const NULL_BODY = new Set([101, 204, 205, 304]);

function headerRecord(init: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init ?? {}).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export function guardedFetch(allowPrivate: boolean): typeof fetch {
  const pool = allowPrivate ? agents.private : agents.public;
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const secure = url.protocol === 'https:';
    if (!secure && !(allowPrivate && url.protocol === 'http:'))
      throw new Error('only https calendar servers are allowed');
    const body = init.body == null ? undefined : Buffer.from(String(init.body));
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...headerRecord(init.headers) };
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const request = (secure ? https : http).request(
        url,
        { method: init.method ?? 'GET', headers, agent: secure ? pool.https : pool.http, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY) request.destroy(new Error('calendar answer too large'));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [key, value] of Object.entries(res.headers)) {
              if (value == null) continue;
              for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
            }
            const response = new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage ?? '',
              headers: responseHeaders,
            });
            Object.defineProperty(response, 'url', { value: url.href });
            resolve(response);
          });
          res.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('calendar server timed out')));
      request.on('error', reject);
      request.end(body);
    });
  }) as typeof fetch;
}
