// Health endpoints for operators, container health checks and the proxy:
// - /health/live: the process answers (restart it when this fails);
// - /health/ready: the database answers within a short time-out, Redis too when configured, and
//   every migration this code knows is applied; 503 naming the failing part otherwise, and 503
//   while the process drains (send it no new work);
// - /health: the original answer, kept as it was for existing checks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type Database, withTimeout } from '../db/database.ts';
import { listMigrationFolders } from '../db/migrations-dir.ts';

/** What readiness needs of Redis: the ioredis client's state and a ping. */
export interface RedisProbe {
  status: string;
  ping(): Promise<string>;
}

export interface HealthOptions {
  db: Database;
  redis?: RedisProbe;
  timeoutMs: number;
  log: Logger;
}

export type CheckName = 'database' | 'redis' | 'migrations';

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'unavailable' | 'draining';
  checks: Partial<Record<CheckName, string>>;
  failing: CheckName[];
}

export const HEALTH_PATHS = new Set(['/health', '/health/live', '/health/ready']);

export interface Health {
  /** Answers the health paths; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  readiness(): Promise<Readiness>;
  /** From now on readiness answers 503 "draining". */
  setDraining(): void;
}

export function createHealth({ db, redis, timeoutMs, log }: HealthOptions): Health {
  let draining = false;
  const known = listMigrationFolders();
  known.catch(() => {}); // reported by the check that awaits it

  const checks: [CheckName, () => Promise<string>][] = [
    [
      'database',
      async () => {
        await db.probe('SELECT 1', timeoutMs);
        return 'ok';
      },
    ],
    [
      'migrations',
      async () => {
        const rows = (await db.probe('SELECT name FROM "_migrations"', timeoutMs)) as { name: string }[];
        const applied = new Set(rows.map((r) => r.name));
        const pending = (await known).filter((name) => !applied.has(name));
        if (pending.length) throw new Error(`${pending.length} pending`);
        return 'ok';
      },
    ],
  ];
  if (redis)
    checks.push([
      'redis',
      async () => {
        // ioredis queues commands while disconnected: say so at once instead of waiting.
        if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`);
        await withTimeout(redis.ping(), timeoutMs);
        return 'ok';
      },
    ]);

  const readiness = async (): Promise<Readiness> => {
    if (draining) return { ready: false, status: 'draining', checks: {}, failing: [] };
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          return [name, await check(), true] as const;
        } catch (error) {
          const message = (error as Error).message;
          log.warn({ check: name, err: message }, 'readiness check failed');
          // The detail of a connection error (addresses) stays in the log; the answer names the part.
          const answer = /timed out|pending|not connected/.test(message) ? message : 'unreachable';
          return [name, answer, false] as const;
        }
      }),
    );
    const failing = results.filter(([, , ok]) => !ok).map(([name]) => name);
    return {
      ready: failing.length === 0,
      status: failing.length ? 'unavailable' : 'ready',
      checks: Object.fromEntries(results.map(([name, answer]) => [name, answer])),
      failing,
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));

  return {
    readiness,
    setDraining() {
      draining = true;
    },
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (!HEALTH_PATHS.has(path)) return false;
      req.resume();
      if (path === '/health') send(res, 200, { status: 'ok', database: db.kind });
      else if (path === '/health/live') send(res, 200, { status: 'live' });
      else
        void readiness().then((r) => {
          const { ready, ...body } = r;
          send(res, ready ? 200 : 503, body);
        });
      return true;
    },
  };
}
