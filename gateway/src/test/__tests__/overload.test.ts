// Overload is answered, not dropped: 2,000 clients open their connections at once; every one gets
// an HTTP status (200, or 503 with Retry-After and the REST envelope from admission control), none
// a reset, and the process is healthy afterwards.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';

const CLIENTS = 2_000;

type Answer = { status: number; retryAfter?: string; body: string } | { error: string };

function get(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { 'accept-language': 'en' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }),
      );
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
  });
}

describe('overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A small admission limit so that the burst certainly saturates it.
    t = await startTestApp({ config: { maxInflight: 16 } });
    await seedAndLogin(t);
  }, 120_000);
  afterAll(() => t.stop());

  it(`answers every one of ${CLIENTS} simultaneous clients with an HTTP status`, async () => {
    const base = t.url.replace('localhost', '127.0.0.1');
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        // One in ten reads the database; the others are answered by the REST boundary alone.
        get(i % 10 === 0 ? `${base}/api/vendors/slug/salon-demo` : `${base}/api/bookings/99999999.json`),
      ),
    );
    const errors = answers.filter((a) => 'error' in a);
    expect(errors).toEqual([]);
    const statuses = new Map<number, number>();
    for (const a of answers) if ('status' in a) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    // 200 (vendor page), 401 (a booking without a token), 503 when saturated; never a 5xx other than 503.
    expect([...statuses.keys()].every((s) => [200, 401, 503].includes(s))).toBe(true);
    for (const a of answers) {
      if ('status' in a && a.status === 503) {
        expect(a.retryAfter).toBe('1');
        expect(JSON.parse(a.body)).toEqual({ data: { message: expect.stringContaining('busy'), errors: {} } });
      }
    }
    console.info(`overload: ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Healthy afterwards: the next request is served normally.
    const after = await get(`${base}/api/vendors/slug/salon-demo`);
    expect(after).toMatchObject({ status: 200 });
    const health = await get(`${base}/health`);
    expect(health).toMatchObject({ status: 200 });
  }, 120_000);

  it('answers 503 with Retry-After in the envelope while saturated, then serves again', async () => {
    const { port } = new URL(t.url);
    // Sixteen requests whose bodies never finish keep the server at its admission limit.
    const held = Array.from({ length: 16 }, () => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/users/token.json',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      req.on('error', () => undefined);
      req.write('{"usernameOrEmail":');
      return req;
    });
    await new Promise((r) => setTimeout(r, 500));
    const refused = await get(`http://127.0.0.1:${port}/api/vendors/slug/salon-demo`);
    expect(refused).toMatchObject({ status: 503, retryAfter: '1' });
    expect(JSON.parse((refused as { body: string }).body)).toEqual({
      data: { message: 'The server is busy, try again in 1 s', errors: {} },
    });
    for (const req of held) req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(await get(`http://127.0.0.1:${port}/api/vendors/slug/salon-demo`)).toMatchObject({ status: 200 });
  }, 60_000);
});
