// Limits of the GraphQL websocket: what one socket may send before it is refused.
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN_KEYS, ForbiddenKeyError, type Lang } from '@salon/shared';
import { GraphQLError } from 'graphql';
import { limitMessages as m } from './limits.messages.ts';

/** The largest message a client may send (a subscribe message is a few kilobytes). */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 256 * 1024;
/** Operations running at once on one socket (the web app holds a handful). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** graphql-ws message reviver: a prototype key anywhere in a message makes it invalid (close 4400). */
export function refuseForbiddenKeys(key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
  return value;
}

export const tooManySubscriptions = (lang: Lang) =>
  new GraphQLError(m(lang, 'tooManySubscriptions', { max: MAX_SUBSCRIPTIONS_PER_SOCKET }), {
    extensions: { code: 'TOO_MANY_OPERATIONS' },
  });

/** Default of LIVE_CONNECTIONS_PER_CLIENT: a front desk behind one address holds a few tabs each. */
export const DEFAULT_LIVE_CONNECTIONS_PER_CLIENT = 50;

/**
 * Open websockets per client address (in this process): past `max`, a new one is refused at the
 * upgrade with 429, before graphql-ws sees it. A closed socket frees its place.
 */
export function createConnectionCap(max: number, ipOf: (req: IncomingMessage) => string) {
  const open = new Map<string, number>();
  return {
    /** ws's `verifyClient`: refuses the upgrade of a client already holding `max` sockets. */
    verifyClient(info: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) {
      if ((open.get(ipOf(info.req)) ?? 0) >= max) done(false, 429, 'Too many live connections');
      else done(true);
    },
    /** Counts an accepted socket until it closes. */
    track(socket: { once(event: 'close', listener: () => void): unknown }, req: IncomingMessage) {
      const ip = ipOf(req);
      open.set(ip, (open.get(ip) ?? 0) + 1);
      socket.once('close', () => {
        const left = (open.get(ip) ?? 1) - 1;
        if (left > 0) open.set(ip, left);
        else open.delete(ip);
      });
    },
    /** Open sockets of a client address (tests, metrics). */
    openOf: (ip: string) => open.get(ip) ?? 0,
  };
}
