// Webhook delivery latency: the time from the answer to a change (a new customer through the REST
// API) to the arrival of its signed delivery at a local receiver, through the job queue polled
// every JOBS_POLL_MS (default 1000 ms, also run at 100 ms). The real app on PostgreSQL when
// DATABASE_URL is set, else PGlite.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_LOGINS } from '../gateway/src/seed/demo.ts';
import { login } from '../gateway/src/test/fixtures.ts';
import { seedDemo } from '../gateway/src/seed/demo.ts';
import { startTestApp } from '../gateway/src/test/harness.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const arrived = new Map<number, number>();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    arrived.set((JSON.parse(body) as { data: { id: number } }).data.id, performance.now());
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;

const figures: Record<string, number> = {};
for (const pollMs of [1000, 100]) {
  const t = await startTestApp({ config: { webhookAllowPrivateTargets: true, jobsPollMs: pollMs } });
  try {
    arrived.clear();
    await seedDemo(t.app.services.prisma);
    const admin = await login(t, DEMO_LOGINS.admin);
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { id: number } }>);
    await call('POST', '/webhooks.json', { url: `http://127.0.0.1:${port}/hook`, events: ['customer.created'] });
    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { data } = await call('POST', '/customers.json', { firstname: 'Bench', lastname: `Hook ${i}` });
      const answered = performance.now();
      while (!arrived.has(data.id)) await new Promise((r) => setTimeout(r, 2));
      if (i >= 3) latencies.push(arrived.get(data.id)! - answered);
      // Spread the changes over the poll period, as real changes are.
      await new Promise((r) => setTimeout(r, Math.round(Math.random() * pollMs)));
    }
    figures[`poll${pollMs}_p50_ms`] = percentile(latencies, 50);
    figures[`poll${pollMs}_p99_ms`] = percentile(latencies, 99);
  } finally {
    await t.stop();
  }
}
receiver.close();
console.log(
  JSON.stringify({
    bench: 'webhooks',
    runs: RUNS,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    ...figures,
  }),
);
