// A small load balancer for tests, with the policy of docker/Caddyfile: round robin over the
// upstreams whose /health/ready answered 200 at the last active check (every `checkMs`, 5 s
// time-out); a request whose connection was refused (nothing was sent, so nothing can have been
// done) is tried on the next upstream, and a request that finds no upstream in rotation waits for
// one for up to 5 s (Caddy's lb_try_duration). Nothing else is retried: any other failure reaches
// the client as a 502.
// Each proxied request opens its own upstream connection (no keep-alive to the upstreams).
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LbProxy {
  url: string;
  /** Sets the upstream base URLs (http://127.0.0.1:port). */
  setUpstreams(urls: string[]): void;
  /** Upstreams in rotation now. */
  healthy(): string[];
  /** Requests refused by an upstream and sent to another one; requests answered 502. */
  stats: { retried: number; failed: number; waited: number; checksFailed: string[] };
  close(): Promise<void>;
}

export async function startLbProxy(options: { checkMs?: number } = {}): Promise<LbProxy> {
  let upstreams: string[] = [];
  const ready = new Map<string, boolean>();
  const stats = { retried: 0, failed: 0, waited: 0, checksFailed: [] as string[] };
  let next = 0;

  const check = async (upstream: string) => {
    try {
      const res = await fetch(`${upstream}/health/ready`, { signal: AbortSignal.timeout(5000) });
      const body = await res.text();
      ready.set(upstream, res.status === 200);
      if (res.status !== 200) stats.checksFailed.push(`${upstream} ${res.status} ${body}`);
    } catch (error) {
      ready.set(upstream, false);
      stats.checksFailed.push(`${upstream} ${String(error)}`);
    }
  };
  const timer = setInterval(() => {
    for (const upstream of upstreams) void check(upstream);
  }, options.checkMs ?? 200);

  const inRotation = () => upstreams.filter((u) => ready.get(u));

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: number, since = Date.now()) => {
    const candidates = inRotation();
    if (candidates.length === 0 && Date.now() - since < 5000) {
      if (tried === 0) stats.waited++;
      setTimeout(() => forward(req, res, body, tried + 1, since), 100);
      return;
    }
    if (candidates.length === 0) {
      stats.failed++;
      res.writeHead(502).end('no upstream');
      return;
    }
    const upstream = candidates[next++ % candidates.length]!;
    const target = new URL(req.url ?? '/', upstream);
    const headers = { ...req.headers, host: target.host, connection: 'close' };
    const outgoing = request(target, { method: req.method, headers, agent: false }, (answer) => {
      const responseHeaders = { ...answer.headers };
      delete responseHeaders.connection;
      delete responseHeaders['keep-alive'];
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      answer.pipe(res);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        stats.retried++;
        ready.set(upstream, false);
        forward(req, res, body, tried + 1, since);
        return;
      }
      stats.failed++;
      if (!res.headersSent) res.writeHead(502).end(`upstream error ${error.code}`);
      else res.destroy();
    });
    outgoing.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUpstreams(urls) {
      upstreams = urls;
      for (const upstream of urls) void check(upstream);
    },
    healthy: inRotation,
    stats,
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
