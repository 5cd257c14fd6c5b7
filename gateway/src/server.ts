import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, type Plugin } from 'graphql-yoga';
import pino, { type Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { createRestHandler, type ExecuteOperation, langOf, msg, statusByCode } from '@salon/rest-compat';
import { type Config, loadConfig } from './config.ts';
import { type AppServices, authenticate, type Context, contextFor, createContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { isSaturation } from './db/errors.ts';
import { migrate } from './db/migrate.ts';
import { Redis } from 'ioredis';
import { DomainError, RateLimitError } from './lib/errors.ts';
import { refuseOversizedBody, useRequestBodyLimit } from './lib/body-limit.ts';
import { languageFromHeader } from './lib/i18n.ts';
import { setBounded } from './lib/maps.ts';
import type { Viewer } from './modules/auth/token.ts';
import { createHttpDrain } from './lib/drain.ts';
import { initErrorReporting, reportError } from './lib/error-reporting.ts';
import { createHealth, HEALTH_PATHS } from './lib/health.ts';
import { createMetrics } from './lib/metrics.ts';
import { useExecutionTimeout, useGraphqlLimits } from './lib/graphql-limits.ts';
import { useForbiddenKeys, useInputGuards } from './lib/input-guards.ts';
import {
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  createConnectionCap,
  MAX_WEBSOCKET_MESSAGE_BYTES,
  refuseForbiddenKeys,
  tooManySubscriptions,
} from './lib/websocket-limits.ts';
import { clientIp, createLoginGuard, createTriggerGuard, runWithClientIp } from './lib/rate-limit.ts';
import { createPublicUrl } from './lib/public-url.ts';
import { setLiveOutput, useSharedLiveResults } from './lib/shared-live.ts';
import { staticHandler } from './lib/static.ts';
import { createWebSecurity } from './lib/web-security.ts';
import { createApiKeyGuard } from './modules/api-keys/api-key.auth.ts';
import { TokenService } from './modules/auth/token.ts';
import { createNotificationScheduler } from './modules/notifications/scheduler.ts';
import { createJobWorker, type JobWorker } from './modules/jobs/worker.ts';
import { registerWebhookDelivery } from './modules/webhooks/webhook.delivery.ts';
import { createVendorExportHandler, VENDOR_EXPORT_PATH } from './modules/exports/export.download.ts';
import { createReportDownloadHandler, REPORT_DOWNLOAD_PATH } from './modules/reports/report.download.ts';
import { createManageIcsHandler, MANAGE_ICS_PATH } from './modules/manage-booking/manage-booking.download.ts';
import { createVendorPictureHandler, VENDOR_PICTURE_PATH } from './modules/vendors/picture.download.ts';
import { createPublicPagePrerender } from './modules/vendors/vendor.prerender.ts';
import { createAppPubSub } from './pubsub.ts';
import { schema } from './schema.ts';

type RestResult = Awaited<ReturnType<ExecuteOperation>>;

type EnvelopedRoot = {
  /** The client's address, for the limits counted per client. */
  ip: string;
  execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
  subscribe: (args: ExecutionArgs) => Promise<ExecutionResult | AsyncGenerator<ExecutionResult>> | ExecutionResult;
};

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

/** The id of the request being served: logged with a 5xx and given to the client. */
const requestScope = new AsyncLocalStorage<string>();
export const currentRequestId = () => requestScope.getStore() ?? '';

/**
 * Domain errors keep their message and get their code; GraphQL's own client errors pass as they
 * are. Both are returned as the same object, so Yoga does not log them: a client's mistake is one
 * info line without a stack. Anything unexpected is masked and logged with the request id.
 */
function maskError(error: unknown, message: string, log: Logger): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const requestId = currentRequestId();
  if (original instanceof DomainError && error instanceof GraphQLError) {
    Object.assign(error.extensions, { code: original.code, http: { status: statusByCode[original.code] ?? 400 } });
    if (original instanceof RateLimitError) {
      Object.assign(error.extensions, {
        retryAfter: original.retryAfter,
        http: { status: 429, headers: { 'retry-after': String(original.retryAfter) } },
      });
    }
    log.info({ requestId, code: original.code, message: original.message }, 'graphql request refused');
    return error;
  }
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, http: { status: statusByCode[original.code] ?? 400 } },
    });
  }
  if (error instanceof GraphQLError && (!error.originalError || original instanceof GraphQLError)) {
    log.info({ requestId, code: error.extensions.code, message: error.message }, 'graphql request refused');
    return error;
  }
  if (isSaturation(original)) {
    log.warn({ requestId, err: (original as Error)?.message }, 'database saturated');
    return new GraphQLError(message, { extensions: { code: 'UNAVAILABLE', requestId, http: { status: 503 } } });
  }
  log.error({ err: original, requestId }, 'unexpected error');
  reportError(original, { requestId });
  return new GraphQLError(`${message} (${requestId})`, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
}

/** Returns a fresh token in the response extensions when the request's token was near expiry. */
const useTokenRefresh: Plugin<Context> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result, setResult }) => {
      const token = (args.contextValue as Context).refreshedToken;
      if (!token || Symbol.asyncIterator in result) return;
      const r = result as ExecutionResult;
      setResult({ ...r, extensions: { ...(r.extensions ?? {}), refreshedToken: token } });
    },
  }),
};

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
  });
  const services: AppServices = {
    metrics,
    publicUrl: createPublicUrl(config.publicUrl),
    config,
    db,
    prisma: db.prisma,
    pubsub,
    log,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds, config.tokenRefreshSeconds),
    loginGuard: createLoginGuard({
      maxFailures: config.loginMaxFailures,
      windowSeconds: config.loginWindowSeconds,
      redis: limiterRedis,
    }),
    triggerGuard: createTriggerGuard({
      maxPerAddress: config.triggerMaxPerAddress,
      maxPerClient: config.triggerMaxPerClient,
      windowSeconds: config.triggerWindowSeconds,
      maxPerRecipient: config.bookingMessagesPerRecipient,
      recipientWindowSeconds: config.bookingMessagesWindowSeconds,
      redis: limiterRedis,
      // One deployment's counters: the gateways of one database share them, another database
      // on the same Redis server counts its own.
      namespace: config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) || 'default' : 'embedded',
    }),
    apiKeys: createApiKeyGuard({ perMinute: config.apiKeyRequestsPerMinute, redis: limiterRedis }),
  };

  const webSecurity = createWebSecurity({
    corsOrigins: config.corsOrigins,
    cspConnectSources: config.cspConnectSources,
  });
  const yoga = createYoga<{ req?: unknown }, Context>({
    schema,
    cors: webSecurity.yogaCors,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Yoga's default limit (25 MB), checked without re-streaming bodies of a declared length.
    maxRequestBodySize: false,
    graphiql: !config.production,
    logging: log,
    maskedErrors: { maskError: (error, message) => maskError(error, message, log) },
    plugins: [
      useRequestBodyLimit(25_000_000),
      useForbiddenKeys,
      ...useGraphqlLimits(config.graphqlLimits),
      useInputGuards,
      useTokenRefresh,
      metrics.plugin,
      useSharedLiveResults(
        (error) => maskError(error, 'Unexpected error.', log),
        (error) => log.error({ err: error }, 'live change not delivered'),
      ),
      useExecutionTimeout(config.graphqlLimits.executionTimeoutMs),
    ],
    // Over websockets the context was made in onSubscribe (there is no request): keep it.
    context: (initial) =>
      initial.request
        ? createContext(
            services,
            initial.request.headers.get('authorization'),
            initial.request.headers.get('accept-language'),
          )
        : (initial as unknown as Context),
  });
  const keyViewers = new Map<string, Viewer>();
  const rest = createRestHandler({
    // Each route's document was parsed and validated at start-up: executed here through Yoga's
    // envelop (same plugins, error masking and context as /graphql), without an HTTP hop.
    execute: async ({ document, variables, authorization, acceptLanguage }) => {
      let contextValue: Context;
      try {
        // An API key was already looked up (and counted) by authenticate below.
        const known = keyViewers.get(currentRequestId());
        keyViewers.delete(currentRequestId());
        contextValue = known
          ? contextFor(services, known, languageFromHeader(acceptLanguage))
          : await createContext(services, authorization, acceptLanguage);
      } catch (error) {
        return { errors: [maskError(error, 'Unexpected error.', log) as GraphQLError] } as unknown as RestResult;
      }
      const { schema: s, execute, contextFactory } = yoga.getEnveloped({ params: { variables } });
      const result = (await execute({
        schema: s,
        document,
        variableValues: variables,
        contextValue: await contextFactory(contextValue),
      })) as ExecutionResult;
      return result as unknown as RestResult;
    },
    schema,
    log,
    // Authentication before input: the REST boundary asks for the viewer before checking the body.
    authenticate: async (authorization, acceptLanguage) => {
      const viewer = await authenticate(services, authorization, langOf(acceptLanguage));
      if (viewer?.apiKeyId) setBounded(keyViewers, currentRequestId(), viewer, 10_000);
      return viewer && { role: viewer.role, vendorId: viewer.vendorId ?? null };
    },
  });
  const serveWeb = staticHandler(config.webDist, { pageHtml: createPublicPagePrerender(services, schema) });
  const downloadReport = createReportDownloadHandler(services);
  const downloadExport = createVendorExportHandler(services);
  const manageIcs = createManageIcsHandler(services);
  const vendorPicture = createVendorPictureHandler(services);
  // Reminders and e-mail/SMS delivery; safe with several gateway processes.
  const notifications = createNotificationScheduler(services);
  registerWebhookDelivery(schema);
  const jobs = createJobWorker(services, { pollMs: config.jobsPollMs, leaseSeconds: config.jobsLeaseSeconds });

  // Admission control: past maxInflight requests at once, answer 503 at once rather than queue
  // work the process cannot finish in time; health checks always pass.
  let inflight = 0;
  const overloaded = (req: IncomingMessage, res: ServerResponse) => {
    const lang = langOf(req.headers['accept-language']);
    const message = msg(lang, 'unavailable', { seconds: 1 });
    const isGraphql = (req.url ?? '').startsWith('/graphql');
    const body = isGraphql
      ? { errors: [{ message, extensions: { code: 'UNAVAILABLE' } }] }
      : { data: { message, errors: {} } };
    req.resume();
    res
      .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' })
      .end(JSON.stringify(body));
  };

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    webSecurity.apply(req, res);
    if (!url.startsWith('/graphql') && webSecurity.rest(req, res)) return;
    if (refuseOversizedBody(req, res)) return;
    if (health.handle(req, res) || metrics.handle(req, res)) return;
    if (url.startsWith('/graphql')) {
      void yoga(req, res);
    } else if (url.startsWith(REPORT_DOWNLOAD_PATH)) {
      void downloadReport(req, res);
    } else if (url.startsWith(VENDOR_EXPORT_PATH)) {
      void downloadExport(req, res);
    } else if (url.startsWith(MANAGE_ICS_PATH)) {
      void manageIcs(req, res);
    } else if (url.startsWith(VENDOR_PICTURE_PATH)) {
      void vendorPicture(req, res);
    } else if (url.startsWith('/api/') || url === '/api') {
      void rest(req, res);
    } else {
      void serveWeb(req, res);
    }
  };

  const server: Server = createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    metrics.observe(req, res, requestId);
    drain.track(res);
    if (!HEALTH_PATHS.has(req.url ?? '') && inflight >= config.maxInflight) {
      log.warn({ requestId, inflight }, 'overloaded: request refused with 503');
      overloaded(req, res);
      return;
    }
    inflight++;
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        inflight--;
      }
    };
    res.once('finish', finish);
    res.once('close', finish);
    const ip = clientIp(req, config.trustProxy);
    requestScope.run(requestId, () => runWithClientIp(ip, () => route(req, res)));
  });

  // Keep idle connections open longer than clients and proxies do (undici 4 s, most LBs 60 s), so a
  // client never reuses a socket the server is closing at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // graphql-ws subscriptions on the same path, executed through Yoga's envelop (same schema and plugins).
  const liveCap = createConnectionCap(config.liveConnectionsPerClient, (req) => clientIp(req, config.trustProxy));
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES,
    verifyClient: liveCap.verifyClient,
  });
  wss.on('connection', liveCap.track);
  const wsServer = useServer(
    {
      // A message with a prototype key closes the socket (4400) before anything reads it.
      jsonMessageReviver: refuseForbiddenKeys,
      execute: (args) => {
        const root = args.rootValue as EnvelopedRoot;
        return runWithClientIp(root.ip, () => root.execute(args));
      },
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, id, params) => {
        const connectionParams = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const authorization = String(connectionParams.authorization ?? connectionParams.Authorization ?? '');
        const language = String(connectionParams['accept-language'] ?? connectionParams.language ?? '');
        // A flood of subscriptions on one socket is refused past the cap.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [tooManySubscriptions(langOf(language))];
        }
        const {
          schema: s,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({ ...ctx, params });
        let contextValue: Context;
        try {
          contextValue = await createContext(services, authorization, language);
        } catch (error) {
          return [maskError(error, 'Unexpected error.', log) as GraphQLError];
        }
        const document = parse(params.query);
        const errors = validate(s, document);
        if (errors.length > 0) return errors;
        const context = await contextFactory(contextValue);
        // Shared live results are written straight to the socket, serialised once per audience.
        const { socket } = ctx.extra;
        const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        setLiveOutput(context, (payload) => {
          if (socket.readyState === socket.OPEN) socket.send(`${prefix}${payload}}`);
        });
        return {
          schema: s,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: context,
          rootValue: { execute, subscribe, ip: clientIp(ctx.extra.request, config.trustProxy) },
        };
      },
    },
    wss,
  );
  const drain = createHttpDrain(server, wss);

  const closeResources = async () => {
    await Promise.all([notifications.stop(), jobs.stop()]);
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
