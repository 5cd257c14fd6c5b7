// The gateway's configuration, as config.ts reads it from the environment (see ENV_VARIABLES).
import type { GraphqlLimits } from './lib/graphql-limits.ts';

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
  /** Public address of the app (scheme, host, optional path), for absolute links. */
  publicUrl?: string;
  /** Bearer token that opens /metrics; without it /metrics answers 404. */
  metricsToken?: string;
  /** Server-side error reporting (any Sentry-compatible service); off when empty. */
  sentryDsn?: string;
  /** After SIGTERM: how long in-flight requests and job steps may take before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * After SIGTERM: how long the process keeps accepting (answering readiness 503) before it closes
   * its port, so that the proxy's health checks take it out of rotation first.
   */
  shutdownDelayMs: number;
  /** How long each readiness probe (database, Redis) may take before it counts as failed. */
  healthTimeoutMs: number;
  /** Requests one API key may make per minute, on every gateway together when Redis is shared. */
  apiKeyRequestsPerMinute: number;
  /** Webhooks may target private, loopback and plain-http addresses (tests, on-premise). */
  webhookAllowPrivateTargets: boolean;
  /** Calendar sync (CalDAV) may reach private, loopback and plain-http servers (tests, on-premise). */
  calendarAllowPrivateTargets: boolean;
  /** 32-byte key encrypting calendar passwords at rest; derived from jwtSecret when not set. */
  calendarEncryptionKey: Buffer;
  /** Encrypts the two-factor (TOTP) secrets at rest. */
  twoFactorKey: Buffer;
  /** Minutes between two scheduled syncs of each connected calendar. */
  calendarSyncMinutes: number;
  /** Days ahead read from and written to connected calendars. */
  calendarSyncDays: number;
  /** Milliseconds between two polls of the job queue by this process; 0: no polling (tests). */
  jobsPollMs: number;
  /** Seconds a job run may take before another gateway may take the job over. */
  jobsLeaseSeconds: number;
  /** E-mail/SMS triggers (recovery, validation resend, sign-ups) allowed per address and per client in the window. */
  triggerMaxPerAddress: number;
  triggerMaxPerClient: number;
  triggerWindowSeconds: number;
  bookingMessagesPerRecipient: number;
  bookingMessagesWindowSeconds: number;
  /** Open websockets per client address (LIVE_CONNECTIONS_PER_CLIENT). */
  liveConnectionsPerClient: number;
  /** The gateway runs behind a proxy that sets X-Forwarded-For (the client address is its last entry). */
  trustProxy: boolean;
  /** Origins other than the app's own that may call the API with credentials (CORS). */
  corsOrigins: string[];
  /** Origins the web app's pages may connect to besides their own (e.g. error reporting). */
  cspConnectSources: string[];
  /** GraphQL operation limits, checked before execution (lib/graphql-limits.ts). */
  graphqlLimits: GraphqlLimits;
}

/** The environment could not be read: every bad variable is named, with what it should be. */
