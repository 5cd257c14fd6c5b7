// One HTTP attempt of a delivery, signed per the Standard Webhooks specification: headers
// webhook-id (the same on every attempt), webhook-timestamp (seconds) and webhook-signature
// (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, made by the `standardwebhooks` package).
// The connection refuses private addresses after DNS resolution (request-filtering-agent), and
// redirects are not followed.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';

export interface Attempt {
  url: string;
  secret: string;
  messageId: string;
  timestamp: Date;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

const USER_AGENT = 'salon-booking-webhooks/1';
const agents = {
  public: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  private: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: true }),
  },
};

/** The three Standard Webhooks headers of a message. */
export function signedHeaders(secret: string, messageId: string, timestamp: Date, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}

export function attemptDelivery(a: Attempt): Promise<AttemptResult> {
  const url = new URL(a.url);
  const secure = url.protocol === 'https:';
  if (!secure && !(a.allowPrivate && url.protocol === 'http:'))
    return Promise.resolve({ ok: false, status: null, error: 'only https targets are allowed' });
  const pool = a.allowPrivate ? agents.private : agents.public;
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(a.body)),
    'user-agent': USER_AGENT,
    ...signedHeaders(a.secret, a.messageId, a.timestamp, a.body),
  };
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers, agent: secure ? pool.https : pool.http, timeout: a.timeoutMs ?? 10_000 },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not kept: read and dropped so the connection can be reused.
        response.resume();
        response.on('end', () =>
          resolve({
            ok: status >= 200 && status < 300,
            status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          }),
        );
        response.on('error', (error) => resolve({ ok: false, status, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message.slice(0, 500) }));
    request.end(a.body);
  });
}
