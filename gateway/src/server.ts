import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, type Plugin } from 'graphql-yoga';
import pino, { type Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { createRestHandler } from '@salon/rest-compat';
import { type Config, loadConfig } from './config.ts';
import { type AppServices, type Context, createContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { Redis } from 'ioredis';
import { DomainError } from './lib/errors.ts';
import { createLoginGuard } from './lib/rate-limit.ts';
import { staticHandler } from './lib/static.ts';
import { TokenService } from './modules/auth/token.ts';
import { createNotificationScheduler } from './modules/notifications/scheduler.ts';
import { createReportDownloadHandler, REPORT_DOWNLOAD_PATH } from './modules/reports/report.download.ts';
import { createAppPubSub } from './pubsub.ts';
import { schema } from './schema.ts';

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
  subscribe: (args: ExecutionArgs) => Promise<ExecutionResult | AsyncGenerator<ExecutionResult>> | ExecutionResult;
};

export interface App {
  services: AppServices;
  /** Listens on config.port (0 = any free port) and resolves to the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

const statusByCode: Record<string, number> = {
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
};

/** Domain errors keep their message and code; anything unexpected is masked. */
function maskError(error: unknown, message: string, log: Logger): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, http: { status: statusByCode[original.code] ?? 400 } },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  if (original instanceof GraphQLError) return original;
  log.error({ err: original }, 'unexpected error');
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
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
  const db = await openDatabase({
    ...config,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
  });
  const applied = await migrate(db.sql);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const { pubsub, close: closePubSub } = createAppPubSub(config.redisUrl);
  // With Redis, login failures are counted across every gateway process.
  const limiterRedis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const services: AppServices = {
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
  };

  const yoga = createYoga<{ req?: unknown }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.production,
    logging: log,
    maskedErrors: { maskError: (error, message) => maskError(error, message, log) },
    plugins: [useTokenRefresh],
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
  const rest = createRestHandler({ fetch: (url, init) => yoga.fetch(url, init), schema });
  const serveWeb = staticHandler(config.webDist);
  const downloadReport = createReportDownloadHandler(services);
  // Reminders and e-mail/SMS delivery; safe with several gateway processes.
  const notifications = createNotificationScheduler(services);

  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/health') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', database: db.kind }));
    } else if (url.startsWith('/graphql')) {
      void yoga(req, res);
    } else if (url.startsWith(REPORT_DOWNLOAD_PATH)) {
      void downloadReport(req, res);
    } else if (url.startsWith('/api/') || url === '/api') {
      void rest(req, res);
    } else {
      void serveWeb(req, res);
    }
  });

  // Keep idle connections open longer than clients and proxies do (undici 4 s, most LBs 60 s), so a
  // client never reuses a socket the server is closing at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // graphql-ws subscriptions on the same path, executed through Yoga's envelop (same schema and plugins).
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const wsServer = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const connectionParams = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const authorization = String(connectionParams.authorization ?? connectionParams.Authorization ?? '');
        const language = String(connectionParams['accept-language'] ?? connectionParams.language ?? '');
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
        return {
          schema: s,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(contextValue),
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  let started = false;
  return {
    services,
    async start() {
      await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
      started = true;
      const { port } = server.address() as AddressInfo;
      return `http://localhost:${port}`;
    },
    async stop() {
      await wsServer.dispose();
      wss.close();
      if (started) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await notifications.stop();
      await closePubSub();
      limiterRedis?.disconnect();
      await db.close();
    },
  };
}
