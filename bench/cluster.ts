// Shared set-up of the multi-process benchmarks: a fresh PostgreSQL database (migrated, vendor ids
// far from other runs', since Redis channels are per vendor id), gateway child processes on it, and
// tokens of real sessions signed with their secret.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../gateway/src/db/database.ts';
import { migrate } from '../gateway/src/db/migrate.ts';
import { TokenService } from '../gateway/src/modules/auth/index.ts';
import { type GatewayProcess, startGateway } from '../gateway/src/test/gateway-process.ts';
import { createPostgresDatabase } from '../gateway/src/test/harness.ts';

export function requireEnv(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) {
    console.error(
      `this benchmark needs ${name} (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379)`,
    );
    process.exit(1);
  }
  return value;
}

export async function openBenchDatabase(baseUrl: string) {
  const database = await createPostgresDatabase(baseUrl);
  const db = await openDatabase({ databaseUrl: database.url });
  await migrate(db.sql);
  await db.prisma.$executeRawUnsafe(`SELECT setval('"Vendor_id_seq"', ${1_000_000 + Math.floor(Math.random() * 1e9)})`);
  return {
    url: database.url,
    db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

export interface Cluster {
  gateways: GatewayProcess[];
  secret: string;
  /** A login token of a new session of the user (role, vendor and employee are the account's). */
  token(userId: number): Promise<string>;
  stop(): Promise<void>;
}

/** `count` gateways on the database (BENCH_BUILT=1: the built gateway/dist/main.js instead of tsx). */
export async function startCluster(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const secret = randomBytes(32).toString('hex');
  const gateways = await Promise.all(
    Array.from({ length: count }, () =>
      startGateway(
        {
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.REDIS_URL,
          JWT_SECRET: secret,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
          NOTIFICATIONS_INTERVAL_SECONDS: '0',
          NODE_ENV: 'production',
          ...env,
        },
        { built: process.env.BENCH_BUILT === '1' },
      ),
    ),
  );
  // The gateway's default lifetime, so that no request is answered with a refreshed token.
  const tokens = new TokenService(secret, 7 * 24 * 3600, 24 * 3600);
  const sessions = await openDatabase({ databaseUrl });
  return {
    gateways,
    secret,
    async token(userId) {
      const sid = randomBytes(18).toString('base64url');
      await sessions.prisma.session.create({ data: { id: sid, userId, device: 'bench' } });
      // The gateway reads the claims from the account; the token names the session.
      return tokens.sign({
        sub: String(userId),
        sid,
        name: 'Bench',
        role: 0,
        notValidated: false,
        employeeId: null,
        vendorId: null,
        appId: 1,
      });
    },
    async stop() {
      await Promise.all(gateways.map((g) => g.stop()));
      await sessions.close();
    },
  };
}
