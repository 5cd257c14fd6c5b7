// API keys as credentials: `Authorization: Bearer slk_…` acts for the key's vendor with the key's
// role, like a login. The key is looked up by its SHA-256 on every request (one indexed read), so
// a revoked key is refused at once by every gateway; the use is rate-limited per key.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';
import { AuthenticationError, RateLimitError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { createLimiter } from '../../lib/rate-limit.ts';
import type { Viewer } from '../auth/index.ts';
import { m } from './api-key.messages.ts';

export const API_KEY_PREFIX = 'slk_';
/** Characters of a key shown in lists to tell keys apart (the marker and 8 more). */
const VISIBLE = API_KEY_PREFIX.length + 8;
/** lastUsedAt is written at most this often per key. */
const LAST_USED_PRECISION_MS = 60_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: shown once to its creator; only the hash and the visible prefix are kept. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, VISIBLE), keyHash: hashApiKey(key) };
}

export interface ApiKeyGuard {
  /** Counts one request of the key; throws a RateLimitError past the limit. */
  consume(keyId: number, lang: Lang): Promise<void>;
}

export function createApiKeyGuard(options: { perMinute: number; redis?: Redis; namespace?: string }): ApiKeyGuard {
  const limiter = createLimiter({
    name: 'api-key-requests',
    points: options.perMinute,
    duration: 60,
    redis: options.redis,
    namespace: options.namespace,
  });
  return {
    async consume(keyId, lang) {
      try {
        await limiter.consume(String(keyId));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new RateLimitError(m(lang, 'tooManyRequests', { seconds }), seconds);
      }
    },
  };
}

/** The viewer an API key stands for, or an AuthenticationError for an unknown or revoked key. */
export async function apiKeyViewer(prisma: PrismaClient, guard: ApiKeyGuard, key: string, lang: Lang): Promise<Viewer> {
  const row = await prisma.apiKey.findUnique({ where: { keyHash: hashApiKey(key) } });
  if (!row || row.revokedAt) throw new AuthenticationError(m(lang, 'badKey'));
  await guard.consume(row.id, lang);
  const at = now();
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // Best effort: a lost update of the last use never fails the request.
    void prisma.apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: at } }).catch(() => undefined);
  }
  // A key is not a person: it acts as no user (not as the admin who made it), so nothing a person
  // owns (an account, a customer record, a session) is reachable with it.
  return {
    userId: 0,
    name: row.name,
    role: row.role,
    notValidated: false,
    employeeId: null,
    vendorId: row.vendorId,
    appId: 1,
    expiresAt: Number.MAX_SAFE_INTEGER,
    apiKeyId: row.id,
  };
}
