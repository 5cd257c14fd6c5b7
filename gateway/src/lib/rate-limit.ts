// Brute-force protection for logins: failed attempts are counted per login name, in memory or in
// Redis (shared by every gateway process); past the limit the login is refused until the window ends.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface LoginGuard {
  /** Seconds until the login may be tried again, or 0 when it may be tried now. */
  retryAfter(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export function createLoginGuard(options: { maxFailures: number; windowSeconds: number; redis?: Redis }): LoginGuard {
  const settings = { keyPrefix: 'login-failures', points: options.maxFailures, duration: options.windowSeconds };
  const limiter = options.redis
    ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
    : new RateLimiterMemory(settings);
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
