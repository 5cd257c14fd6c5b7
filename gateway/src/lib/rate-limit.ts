// Brute-force protection for logins: failed attempts are counted per login name, in memory or in
// Redis (shared by every gateway process); past the limit the login is refused until the window ends.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginGuard {
  /** Seconds until the login may be tried again, or 0 when it may be tried now. */
  retryAfter(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

/**
 * A counter of `points` per `duration` seconds, in Redis (shared by every gateway process) or in memory, its keys
 * under `name` and the deployment's namespace (its database) when given.
 */
export function createLimiter(options: {
  name: string;
  points: number;
  duration: number;
  redis?: Redis;
  namespace?: string;
}): RateLimiterMemory | RateLimiterRedis {
  const { name, points, duration, redis, namespace } = options;
  const settings = { keyPrefix: namespace ? `${namespace}:${name}` : name, points, duration };
  return redis ? new RateLimiterRedis({ ...settings, storeClient: redis }) : new RateLimiterMemory(settings);
}

export function createLoginGuard(options: {
  maxFailures: number;
  windowSeconds: number;
  redis?: Redis;
  /** Prefix of the counters in Redis (the deployment's database). */
  namespace?: string;
}): LoginGuard {
  const limiter = createLimiter({
    name: 'login-failures',
    points: options.maxFailures,
    duration: options.windowSeconds,
    redis: options.redis,
    namespace: options.namespace,
  });
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      return state && state.consumedPoints >= options.maxFailures ? Math.ceil(state.msBeforeNext / 1000) : 0;
    },
    async failed(key) {
      // Rejects once the points are spent; the count is what matters here.
      await limiter.consume(key).catch(() => undefined);
    },
    async succeeded(key) {
      await limiter.delete(key);
    },
  };
}

/** The client of the request being served (set once per request by the server). */
const clientScope = new AsyncLocalStorage<{ ip: string; userAgent: string }>();
export const runWithClientIp = <T>(ip: string, fn: () => T, userAgent = ''): T =>
  clientScope.run({ ip, userAgent }, fn);
export const currentClientIp = () => clientScope.getStore()?.ip ?? '';
/** The User-Agent of the request being served (names a new login session's device). */
export const currentUserAgent = () => clientScope.getStore()?.userAgent ?? '';

/**
 * The client's address: the socket's, or behind a trusted proxy (TRUST_PROXY) the last address of
 * X-Forwarded-For, the one the proxy itself saw (earlier entries are the client's to write).
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? '';
}

/** What may send e-mails or SMS to an address on a stranger's request. */
export type TriggerKind = 'passwordReset' | 'emailValidation' | 'signUp' | 'vendorSignUp';

export interface TriggerGuard {
  /**
   * Counts one trigger for the address and the current client; returns the seconds to wait when
   * either is over its limit (nothing must be sent then), or 0.
   */
  consume(kind: TriggerKind, address: string): Promise<number>;
  /**
   * Counts one booking message (confirmation, move, cancellation, reminder) to a recipient, an
   * e-mail address or a phone number, whoever caused it; returns the seconds to wait when the
   * recipient is over its limit (the message must not be sent then), or 0.
   */
  recipient(channel: 'EMAIL' | 'SMS', address: string): Promise<number>;
}

/**
 * Limits of the e-mail and SMS triggers, per address (whoever asks: a mailbox is not flooded) and
 * per client address (one client cannot walk through many mailboxes), in memory or in Redis.
 */
export function createTriggerGuard(options: {
  maxPerAddress: number;
  maxPerClient: number;
  windowSeconds: number;
  /** Booking messages to one recipient within recipientWindowSeconds. */
  maxPerRecipient?: number;
  recipientWindowSeconds?: number;
  redis?: Redis;
  /** Prefix of the counters in Redis (the deployment's database). */
  namespace?: string;
}): TriggerGuard {
  const make = (name: string, points: number, duration = options.windowSeconds) =>
    createLimiter({ name, points, duration, redis: options.redis, namespace: options.namespace });
  const perAddress = make('trigger-address', options.maxPerAddress);
  const perClient = make('trigger-client', options.maxPerClient);
  const perRecipient = make(
    'message-recipient',
    options.maxPerRecipient ?? 10,
    options.recipientWindowSeconds ?? options.windowSeconds,
  );
  const wait = async (limiter: RateLimiterMemory | RateLimiterRedis, key: string) => {
    try {
      await limiter.consume(key);
      return 0;
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejected.msBeforeNext / 1000));
      throw rejected;
    }
  };
  return {
    async consume(kind, address) {
      const ip = currentClientIp();
      const byClient = ip ? await wait(perClient, `${kind}:${ip}`) : 0;
      if (byClient) return byClient;
      return wait(perAddress, `${kind}:${address.trim().toLowerCase()}`);
    },
    recipient(channel, address) {
      // One mailbox or phone whatever its spelling: case for e-mails, spaces and dashes for numbers.
      const key = channel === 'EMAIL' ? address.trim().toLowerCase() : address.replace(/[\s().-]/g, '');
      return wait(perRecipient, `${channel}:${key}`);
    },
  };
}
