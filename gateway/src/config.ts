import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GRAPHQL_LIMITS } from './lib/graphql-limits.ts';
import { corsOrigins } from './lib/web-security.ts';
import { DEFAULT_LIVE_CONNECTIONS_PER_CLIENT } from './lib/websocket-limits.ts';
import type { Config } from './config.types.ts';

export type { Config } from './config.types.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or empty variable is absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const integer = (min: number, max: number, fallback: number) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
  ).transform((v) => v ?? fallback);

const url = (protocols: string[], example: string) =>
  optional(
    z.string().refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`,
    ),
  );

const flag = (fallback: boolean) =>
  optional(z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' })).transform((v) =>
    v === undefined ? fallback : v === 'true' || v === '1',
  );

const text = (fallback: string) => optional(z.string()).transform((v) => v ?? fallback);
const optionalText = () => optional(z.string());

const HTTP = ['http:', 'https:'];

/** A comma-separated list of http(s) origins. */
const origins = (example: string) =>
  optional(
    z.string().refine(
      (value) =>
        value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .every((o) => {
            try {
              return HTTP.includes(new URL(o).protocol);
            } catch {
              return false;
            }
          }),
      `must be comma-separated origins starting with http:// or https:// (e.g. ${example})`,
    ),
  );

/**
 * Every variable the gateway reads, with its rule. Modules that read their own variables
 * (notifications, team chat) are listed too, so that a bad value stops the start with its name.
 */
const envSchema = z.object({
  PORT: integer(0, 65_535, 4000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/salon'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://host:6379'),
  REDIS_CHANNEL_PREFIX: z
    .string()
    .optional()
    .transform((v) => v ?? 'salon:'),
  JWT_SECRET: optionalText(),
  TOKEN_TTL_SECONDS: integer(60, 366 * 24 * 3600, 7 * 24 * 3600),
  TOKEN_REFRESH_SECONDS: integer(0, 366 * 24 * 3600, 24 * 3600),
  LOGIN_MAX_FAILURES: integer(1, 1_000_000, 10),
  LOGIN_WINDOW_SECONDS: integer(1, 366 * 24 * 3600, 900),
  SEED_DEMO: flag(true),
  WEB_DIST: optionalText(),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })).transform(
    (v) => v ?? 'info',
  ),
  NODE_ENV: optionalText(),
  DB_POOL_SIZE: integer(1, 10_000, 20),
  TX_MAX_WAIT_MS: integer(1, 3_600_000, 10_000),
  TX_TIMEOUT_MS: integer(1, 3_600_000, 15_000),
  MAX_INFLIGHT: integer(1, 1_000_000, 512),
  LISTEN_BACKLOG: integer(1, 1_000_000, 4096),
  PUBLIC_URL: url(HTTP, 'https://booking.example.ch'),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  SENTRY_DSN: url(HTTP, 'https://key@sentry.example.ch/1'),
  SHUTDOWN_GRACE_SECONDS: integer(0, 3600, 20),
  SHUTDOWN_DELAY_SECONDS: integer(0, 600, 0),
  HEALTH_TIMEOUT_MS: integer(1, 60_000, 2000),
  JOBS_POLL_MS: integer(0, 600_000, 1000),
  JOBS_LEASE_SECONDS: integer(1, 86_400, 120),
  TRIGGER_MAX_PER_ADDRESS: integer(1, 1_000_000, 3),
  TRIGGER_MAX_PER_CLIENT: integer(1, 1_000_000, 20),
  TRIGGER_WINDOW_SECONDS: integer(1, 366 * 24 * 3600, 3600),
  BOOKING_MESSAGES_PER_RECIPIENT: integer(1, 1_000_000, 10),
  BOOKING_MESSAGES_WINDOW_SECONDS: integer(1, 366 * 24 * 3600, 3600),
  LIVE_CONNECTIONS_PER_CLIENT: integer(1, 100_000, DEFAULT_LIVE_CONNECTIONS_PER_CLIENT),
  TRUST_PROXY: flag(false),
  CORS_ORIGINS: origins('https://booking.example.ch,https://partner.example.ch'),
  CSP_CONNECT_SOURCES: origins('https://sentry.example.ch'),
  GRAPHQL_MAX_DEPTH: integer(1, 1000, DEFAULT_GRAPHQL_LIMITS.maxDepth),
  GRAPHQL_MAX_ALIASES: integer(0, 100_000, DEFAULT_GRAPHQL_LIMITS.maxAliases),
  GRAPHQL_MAX_DIRECTIVES: integer(0, 100_000, DEFAULT_GRAPHQL_LIMITS.maxDirectives),
  GRAPHQL_MAX_TOKENS: integer(10, 10_000_000, DEFAULT_GRAPHQL_LIMITS.maxTokens),
  GRAPHQL_MAX_COST: integer(1, 100_000_000, DEFAULT_GRAPHQL_LIMITS.maxCost),
  GRAPHQL_MAX_RECURSION: integer(1, 100, DEFAULT_GRAPHQL_LIMITS.maxRecursion),
  GRAPHQL_EXECUTION_TIMEOUT_MS: integer(1, 3_600_000, DEFAULT_GRAPHQL_LIMITS.executionTimeoutMs),
  // Read by the notifications module (notification.config.ts).
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.ch:587'),
  MAIL_FROM: optionalText(),
  SMS_WEBHOOK_URL: url(HTTP, 'https://sms.example.ch/send'),
  SMS_FROM: optionalText(),
  SMS_PROVIDER: optional(z.enum(['webhook', 'twilio'])),
  SMS_TIMEOUT_MS: integer(100, 120_000, 10_000),
  TWILIO_ACCOUNT_SID: optionalText(),
  TWILIO_AUTH_TOKEN: optionalText(),
  TWILIO_API_URL: url(HTTP, 'https://api.twilio.com'),
  NOTIFICATIONS_INTERVAL_SECONDS: integer(0, 86_400, 60),
  // Read by the team-chat integration (chat.service.ts).
  TEAM_CHAT_AUTHORIZE_URL: url(HTTP, 'https://chat.example.ch/oauth/authorize'),
  TEAM_CHAT_TOKEN_URL: url(HTTP, 'https://chat.example.ch/oauth/token'),
  TEAM_CHAT_REVOKE_URL: url(HTTP, 'https://chat.example.ch/oauth/revoke'),
  TEAM_CHAT_POST_URL: url(HTTP, 'https://chat.example.ch/api/post'),
  TEAM_CHAT_CLIENT_ID: optionalText(),
  TEAM_CHAT_CLIENT_SECRET: optionalText(),
  TEAM_CHAT_REDIRECT_URL: url(HTTP, 'https://booking.example.ch/settings/integrations'),
  TEAM_CHAT_SCOPE: optionalText(),
  // Integrations: API keys and webhooks.
  API_KEY_REQUESTS_PER_MINUTE: integer(1, 1_000_000, 600),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(false),
  // Calendar sync (CalDAV).
  CALENDAR_ENCRYPTION_KEY: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)',
      ),
  ),
  CALENDAR_ALLOW_PRIVATE_TARGETS: optional(z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' })),
  CALENDAR_SYNC_MINUTES: integer(1, 24 * 60, 15),
  CALENDAR_SYNC_DAYS: integer(1, 730, 120),
});

/** The names of every variable the gateway reads (the deployment passes each of them through). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

type Env = z.output<typeof envSchema>;

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The key of calendar passwords: CALENDAR_ENCRYPTION_KEY (hex or base64), or one derived from the
 * JWT secret with HKDF-SHA256 when it is not set (then rotating JWT_SECRET makes the stored
 * passwords unreadable: the employees connect their calendars again).
 */
function calendarKey(value: string | undefined, jwtSecret: string): Buffer {
  if (value) return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'salon-calendar-sync', 'calendar passwords v1', 32));
}

/**
 * Whether a variable's value may be printed back in a configuration error: never for one that can
 * carry a secret (URLs with credentials, tokens, keys, passwords, DSNs); the name and rule suffice.
 */
export const mayShowValue = (name: string) => !/URL|SECRET|TOKEN|KEY|PASSWORD|DSN|AUTH|CREDENTIAL/i.test(name);

/** Parses the environment, or throws a ConfigError naming every bad variable (and no secret). */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]);
      problems.push(
        mayShowValue(name) ? `${name} ${issue.message} (got ${JSON.stringify(env[name])})` : `${name} ${issue.message}`,
      );
    }
    throw new ConfigError(problems);
  }
  const parsed = result.data;
  if (parsed.TOKEN_REFRESH_SECONDS >= parsed.TOKEN_TTL_SECONDS)
    problems.push(
      `TOKEN_REFRESH_SECONDS must be below TOKEN_TTL_SECONDS (got ${parsed.TOKEN_REFRESH_SECONDS} and ${parsed.TOKEN_TTL_SECONDS})`,
    );
  if (parsed.NODE_ENV === 'production' && parsed.JWT_SECRET !== undefined && parsed.JWT_SECRET.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters in production (e.g. `openssl rand -hex 32`)');
  if (parsed.SHUTDOWN_GRACE_SECONDS > 0 && parsed.SHUTDOWN_DELAY_SECONDS >= parsed.SHUTDOWN_GRACE_SECONDS)
    problems.push(
      `SHUTDOWN_DELAY_SECONDS must be below SHUTDOWN_GRACE_SECONDS (got ${parsed.SHUTDOWN_DELAY_SECONDS} and ${parsed.SHUTDOWN_GRACE_SECONDS})`,
    );
  if (problems.length) throw new ConfigError(problems);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = overrides.jwtSecret || e.JWT_SECRET || readOrCreateSecret(dataDir);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    jwtSecret,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    tokenRefreshSeconds: e.TOKEN_REFRESH_SECONDS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    dbPoolSize: e.DB_POOL_SIZE,
    txMaxWaitMs: e.TX_MAX_WAIT_MS,
    txTimeoutMs: e.TX_TIMEOUT_MS,
    maxInflight: e.MAX_INFLIGHT,
    listenBacklog: e.LISTEN_BACKLOG,
    publicUrl: e.PUBLIC_URL,
    metricsToken: e.METRICS_TOKEN,
    sentryDsn: e.SENTRY_DSN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    calendarAllowPrivateTargets:
      e.CALENDAR_ALLOW_PRIVATE_TARGETS === undefined
        ? e.WEBHOOK_ALLOW_PRIVATE_TARGETS
        : e.CALENDAR_ALLOW_PRIVATE_TARGETS === 'true' || e.CALENDAR_ALLOW_PRIVATE_TARGETS === '1',
    calendarEncryptionKey: calendarKey(e.CALENDAR_ENCRYPTION_KEY, jwtSecret),
    // Two-factor secrets: a key of their own, derived from the JWT secret (rotating it turns
    // two-factor sign-in off for everyone: they set it up again).
    twoFactorKey: Buffer.from(hkdfSync('sha256', jwtSecret, 'salon-two-factor', 'totp secrets v1', 32)),
    calendarSyncMinutes: e.CALENDAR_SYNC_MINUTES,
    calendarSyncDays: e.CALENDAR_SYNC_DAYS,
    jobsPollMs: e.JOBS_POLL_MS,
    jobsLeaseSeconds: e.JOBS_LEASE_SECONDS,
    triggerMaxPerAddress: e.TRIGGER_MAX_PER_ADDRESS,
    triggerMaxPerClient: e.TRIGGER_MAX_PER_CLIENT,
    triggerWindowSeconds: e.TRIGGER_WINDOW_SECONDS,
    bookingMessagesPerRecipient: e.BOOKING_MESSAGES_PER_RECIPIENT,
    bookingMessagesWindowSeconds: e.BOOKING_MESSAGES_WINDOW_SECONDS,
    liveConnectionsPerClient: e.LIVE_CONNECTIONS_PER_CLIENT,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: corsOrigins(e.CORS_ORIGINS, e.PUBLIC_URL),
    cspConnectSources: corsOrigins(e.CSP_CONNECT_SOURCES, undefined),
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxCost: e.GRAPHQL_MAX_COST,
      maxRecursion: e.GRAPHQL_MAX_RECURSION,
      executionTimeoutMs: e.GRAPHQL_EXECUTION_TIMEOUT_MS,
    },
  };
  return { ...config, ...overrides };
}
