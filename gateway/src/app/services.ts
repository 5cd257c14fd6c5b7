// The services every request and job is given (AppServices): configuration, database, pub/sub,
// tokens and sessions, the rate limits and the metrics.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { AppServices } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { AppMetrics } from './metrics.ts';
import { createPublicUrl } from '../lib/public-url.ts';
import { createLoginGuard, createTriggerGuard } from '../lib/rate-limit.ts';
import { createApiKeyGuard } from '../modules/api-keys/index.ts';
import { SessionStore, TokenService } from '../modules/auth/index.ts';
import { authenticate } from './authenticate.ts';
import type { createAppPubSub } from '../pubsub.ts';

export interface ServiceParts {
  config: Config;
  log: Logger;
  db: Database;
  pubsub: ReturnType<typeof createAppPubSub>['pubsub'];
  metrics: AppMetrics;
  /** With Redis, the limits are counted across every gateway process. */
  limiterRedis: Redis | undefined;
}

export function createAppServices({ config, log, db, pubsub, metrics, limiterRedis }: ServiceParts): AppServices {
  // One deployment's counters: the gateways of one database share them, another database on the
  // same Redis server counts its own.
  const namespace = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || 'default' : 'embedded';
  const services: AppServices = {
    metrics,
    publicUrl: createPublicUrl(config.publicUrl),
    config,
    db,
    prisma: db.prisma,
    pubsub,
    log,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds, config.tokenRefreshSeconds),
    sessions: new SessionStore(db.prisma, pubsub),
    loginGuard: createLoginGuard({
      maxFailures: config.loginMaxFailures,
      windowSeconds: config.loginWindowSeconds,
      redis: limiterRedis,
      namespace,
    }),
    triggerGuard: createTriggerGuard({
      maxPerAddress: config.triggerMaxPerAddress,
      maxPerClient: config.triggerMaxPerClient,
      windowSeconds: config.triggerWindowSeconds,
      maxPerRecipient: config.bookingMessagesPerRecipient,
      recipientWindowSeconds: config.bookingMessagesWindowSeconds,
      redis: limiterRedis,
      namespace,
    }),
    apiKeys: createApiKeyGuard({ perMinute: config.apiKeyRequestsPerMinute, redis: limiterRedis, namespace }),
    authenticate: (authorization, lang) => authenticate(services, authorization, lang),
  };
  return services;
}
