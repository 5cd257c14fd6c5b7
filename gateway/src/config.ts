import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** When set, subscription events travel through Redis so several gateways share them. */
  redisUrl?: string;
  /** Prefix of this product's Redis channel names, so that a shared Redis keeps products apart. */
  redisChannelPrefix: string;
  jwtSecret: string;
  /** Lifetime of a login token, and the window before expiry in which it is refreshed. */
  tokenTtlSeconds: number;
  tokenRefreshSeconds: number;
  /** Failed logins allowed per login name within loginWindowSeconds before it is blocked. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Seed the demo vendor on first start. */
  seedDemo: boolean;
  /** Folder of the built web app served at /. */
  webDist: string;
  logLevel: string;
  production: boolean;
  /** PostgreSQL pool size of one gateway process. */
  dbPoolSize: number;
  /** How long a transaction may wait for a connection, and how long it may run (ms). */
  txMaxWaitMs: number;
  txTimeoutMs: number;
  /** Requests served at once; more are answered 503 with Retry-After instead of queueing. */
  maxInflight: number;
  /** Pending connections the kernel keeps for accept() during a burst. */
  listenBacklog: number;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A positive integer from the environment, or the default. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const config: Config = {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? 'salon:',
    jwtSecret: overrides.jwtSecret || env.JWT_SECRET || readOrCreateSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    tokenRefreshSeconds: Number(env.TOKEN_REFRESH_SECONDS ?? 24 * 3600),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 10),
    loginWindowSeconds: Number(env.LOGIN_WINDOW_SECONDS ?? 900),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    dbPoolSize: positive(env.DB_POOL_SIZE, 20),
    txMaxWaitMs: positive(env.TX_MAX_WAIT_MS, 10_000),
    txTimeoutMs: positive(env.TX_TIMEOUT_MS, 15_000),
    maxInflight: positive(env.MAX_INFLIGHT, 512),
    listenBacklog: positive(env.LISTEN_BACKLOG, 4096),
  };
  return { ...config, ...overrides };
}
