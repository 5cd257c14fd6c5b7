// graphql-ws subscriptions on the /graphql path of the HTTP server, executed through Yoga's
// envelop (same schema and plugins as /graphql).
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { langOf } from '@salon/shared';
import type { ExecutionArgs, ExecutionResult, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AppServices, type Context, createContext } from '../context.ts';
import { clientIp, runWithClientIp } from '../lib/rate-limit.ts';
import { setLiveOutput } from './shared-live.ts';
import {
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  createConnectionCap,
  MAX_WEBSOCKET_MESSAGE_BYTES,
  refuseForbiddenKeys,
  tooManySubscriptions,
} from '../lib/websocket-limits.ts';
import { maskError } from './errors.ts';
import type { Graphql } from './graphql.ts';

type EnvelopedRoot = {
  /** The client's address, for the limits counted per client. */
  ip: string;
  execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
  subscribe: (args: ExecutionArgs) => Promise<ExecutionResult | AsyncGenerator<ExecutionResult>> | ExecutionResult;
};

/** What a socket was opened with: its user's access at the time. */
interface SocketAccess {
  sessionId: string;
  role: number;
  vendorId: number | null;
}

/**
 * Sockets follow their session: when a user's access changes, each of their sockets is checked
 * again; an ended session's socket is closed for good (4401), one whose role or vendor changed is
 * closed for the client to reconnect with its current access (1012).
 */
function followSessions(services: AppServices) {
  const byUser = new Map<number, Map<WebSocket, SocketAccess>>();
  services.sessions.onChange((userId) => {
    const sockets = byUser.get(userId);
    if (!sockets) return;
    for (const [socket, opened] of sockets) {
      void services.sessions.access(opened.sessionId, userId).then(
        (access) => {
          if (!access) socket.close(4401, 'Session ended');
          else if (access.role !== opened.role || access.vendorId !== opened.vendorId)
            socket.close(1012, 'Access changed');
        },
        () => socket.close(1012, 'Access changed'),
      );
    }
  });
  return (socket: WebSocket, context: Context) => {
    const viewer = context.viewer;
    if (!viewer?.sessionId) return;
    const sockets = byUser.get(viewer.userId) ?? new Map<WebSocket, SocketAccess>();
    byUser.set(viewer.userId, sockets);
    if (sockets.has(socket)) return;
    sockets.set(socket, { sessionId: viewer.sessionId, role: viewer.role, vendorId: viewer.vendorId });
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) byUser.delete(viewer.userId);
    });
  };
}

export function attachWebsockets(server: Server, services: AppServices, yoga: Graphql) {
  const { config, log } = services;
  const follow = followSessions(services);
  // Open sockets per client address are capped: past it the upgrade is answered 429.
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
      // Spec §7: each live connection gets an id in its ack; the client names it on its calls (x-socket-id).
      onConnect: () => ({ socketId: randomUUID() }),
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
        follow(socket, contextValue);
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
  return { wss, wsServer };
}
