// With SENTRY_DSN set, an unexpected server error reaches the error-reporting service with the
// request id the client got; a client's mistake is not reported. The "service" is a local HTTP
// server that receives Sentry envelopes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { flushErrorReports } from '../error-reporting.ts';

describe('server-side error reporting', () => {
  const envelopes: string[] = [];
  let sentry: Server;
  let t: TestApp;
  beforeAll(async () => {
    sentry = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString());
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const port = (sentry.address() as AddressInfo).port;
    t = await startTestApp({ config: { sentryDsn: `http://publickey@127.0.0.1:${port}/42` } });
  });
  afterAll(async () => {
    await t.stop();
    await new Promise((resolve) => sentry.close(resolve));
  });

  it('reports an unexpected error with its request id, and not a refused request', async () => {
    // A client's mistake: answered, not reported.
    const refused = await t.gql('query { noSuchField }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A broken database: an internal error, masked for the client and reported.
    await t.app.services.prisma.$executeRawUnsafe('ALTER TABLE "Location" RENAME TO "LocationGone"');
    try {
      const res = await t.gql('query { locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne") { id } }');
      const error = res.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      const requestId = String(error?.extensions?.requestId);
      expect(requestId).toMatch(/^[\w-]{8,}$/);
      await flushErrorReports(5000);
      const events = envelopes.filter((e) => e.includes('"type":"event"'));
      expect(events).toHaveLength(1);
      expect(events[0]).toContain(`"requestId":"${requestId}"`);
      expect(events[0]).toContain('"stacktrace"');
      expect(events[0]).toContain('The table `public.Location` does not exist');
      expect(envelopes.join('\n')).not.toContain('noSuchField');
    } finally {
      await t.app.services.prisma.$executeRawUnsafe('ALTER TABLE "LocationGone" RENAME TO "Location"');
    }
  });
});
