// Several gateways may serve one PostgreSQL database only when they share live events through
// Redis. Each gateway holds a session advisory lock for its lifetime: shared with REDIS_URL,
// exclusive without it. So a gateway without Redis refuses to start beside any other gateway
// (it would never see their bookings, nor they its own), and a gateway with Redis refuses to start
// beside one without. The lock goes with the connection: a crashed process leaves nothing behind.
import pg from 'pg';

/** Advisory lock key of "a gateway serves this database" (distinct from the migration lock). */
export const INSTANCE_LOCK_KEY = 724_311_906;

export class InstanceConflictError extends Error {}

export interface InstanceLock {
  release(): Promise<void>;
}

export async function claimInstance(
  config: { databaseUrl?: string; redisUrl?: string },
  onLost: (error: Error) => void = () => {},
): Promise<InstanceLock> {
  // The embedded PGlite database belongs to one process anyway.
  if (!config.databaseUrl) return { release: async () => {} };
  const client = new pg.Client({ connectionString: config.databaseUrl, application_name: 'salon-gateway-instance' });
  await client.connect();
  const shared = Boolean(config.redisUrl);
  const fn = shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const { rows } = await client.query<{ ok: boolean }>(`SELECT ${fn}($1) AS ok`, [INSTANCE_LOCK_KEY]);
  if (!rows[0]?.ok) {
    await client.end();
    throw new InstanceConflictError(
      shared
        ? 'Another gateway without REDIS_URL already serves this PostgreSQL database; live updates cannot be shared with it. Give every gateway the same REDIS_URL, or stop the other one.'
        : 'Another gateway already serves this PostgreSQL database. Without REDIS_URL live updates stay inside one process, so a second gateway would silently miss them: set REDIS_URL on every gateway to run several.',
    );
  }
  // A dropped connection loses the lock; the process keeps serving but says so.
  client.on('error', onLost);
  return {
    async release() {
      client.removeListener('error', onLost);
      await client.end().catch(() => undefined);
    },
  };
}
