// The composition root of the gateway: configuration, database, services, the GraphQL endpoint,
// REST (app/rest.ts, the one place that mounts the REST adapter), the HTTP and websocket servers,
// the schedulers, and how the whole stops.
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import './app/effects.ts';
import { createGraphql } from './app/graphql.ts';
import { createHttpServer } from './app/http.ts';
import { createRest, restRouteOf, restWireReader } from './app/rest.ts';
import { createAppServices } from './app/services.ts';
import { attachWebsockets } from './app/websocket.ts';
import { type Config, loadConfig } from './config.ts';
import type { AppServices } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createHttpDrain } from './lib/drain.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { createHealth } from './app/health.ts';
import { createMetrics } from './app/metrics.ts';
import { createWebSecurity } from './lib/web-security.ts';
import { createJobWorker, type JobWorker } from './modules/jobs/index.ts';
import { createNotificationScheduler } from './modules/notifications/index.ts';
import { registerWebhookDelivery } from './modules/webhooks/index.ts';
import { createAppPubSub } from './pubsub.ts';
import { schema } from './schema.ts';

export { currentRequestId } from './app/errors.ts';

export interface App {
  services: AppServices;
  /** Listens on config.port (0 = any free port) and resolves to the base URL. */
  start(): Promise<string>;
  /** Stops at once: open connections are cut (tests, a failed start). */
  stop(): Promise<void>;
  /**
   * Graceful shutdown (SIGTERM): readiness answers 503, no new connections, requests and job
   * steps in flight finish, websockets are told to reconnect elsewhere, then everything closes.
   */
  drain(): Promise<void>;
  /** This process's worker of the job queue (tests call its tick()). */
  jobs: JobWorker;
}

export async function buildApp(overrides: Partial<Config> = {}): Promise<App> {
  const config = loadConfig(process.env, overrides);
  const log = pino({ level: config.logLevel, base: { service: 'gateway' } });
  await initErrorReporting({
    dsn: config.sentryDsn,
    environment: config.production ? 'production' : 'development',
    log,
  });
  const db = await openDatabase({
    ...config,
    poolSize: config.dbPoolSize,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
  });
  const applied = await migrate(db.sql);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const { pubsub, close: closePubSub } = createAppPubSub(config.redisUrl, config.redisChannelPrefix);
  // With Redis, login failures are counted across every gateway process.
  const limiterRedis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const health = createHealth({ db, redis: limiterRedis, timeoutMs: config.healthTimeoutMs, log });
  const metrics = createMetrics({
    token: config.metricsToken,
    db,
    prisma: db.prisma,
    log,
    timeoutMs: config.healthTimeoutMs,
    websockets: () => wss.clients.size,
    restRoute: restRouteOf,
  });
  const services: AppServices = createAppServices({ config, log, db, pubsub, metrics, limiterRedis });

  const webSecurity = createWebSecurity({
    corsOrigins: config.corsOrigins,
    cspConnectSources: config.cspConnectSources,
  });
  const yoga = createGraphql(services, webSecurity);
  const rest = createRest(services, yoga);
  // Reminders and e-mail/SMS delivery; safe with several gateway processes.
  const notifications = createNotificationScheduler(services);
  registerWebhookDelivery(schema, restWireReader(schema));
  const jobs = createJobWorker(services, { pollMs: config.jobsPollMs, leaseSeconds: config.jobsLeaseSeconds });

  const server = createHttpServer({ services, webSecurity, health, yoga, rest, track: (res) => drain.track(res) });
  const { wss, wsServer } = attachWebsockets(server, services, yoga);
  const drain = createHttpDrain(server, wss);

  const closeResources = async () => {
    await Promise.all([notifications.stop(), jobs.stop()]);
    services.sessions.close();
    await closePubSub();
    limiterRedis?.disconnect();
    await db.close();
  };

  let started = false;
  return {
    services,
    jobs,
    async start() {
      // A backlog sized for bursts: connections wait in the kernel queue instead of being reset.
      await new Promise<void>((resolve) =>
        server.listen({ port: config.port, host: config.host, backlog: config.listenBacklog }, resolve),
      );
      started = true;
      const { port } = server.address() as AddressInfo;
      services.publicUrl.listening(config.host, port);
      return `http://localhost:${port}`;
    },
    async stop() {
      await wsServer.dispose();
      wss.close();
      if (started) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await closeResources();
    },
    async drain() {
      health.setDraining();
      log.info('draining: finishing requests and job steps in flight');
      await Promise.all([drain.drain(config.shutdownDelayMs), notifications.stop(), jobs.stop()]);
      await wsServer.dispose();
      await closeResources();
      log.info('drained');
    },
  };
}
