// Login counters in a Redis server shared by several deployments (or by test files, each on its own
// database): the gateways of one database count together, another database counts its own.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKeyGuard } from '../../modules/api-keys/index.ts';
import { createLoginGuard } from '../rate-limit.ts';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limits in a shared Redis', () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  const database = () => `db_${randomBytes(4).toString('hex')}`;

  it('counts a login’s failures per database: blocked on one, free on another, shared by its gateways', async () => {
    const [one, other] = [database(), database()];
    const guard = (namespace: string) => createLoginGuard({ maxFailures: 2, windowSeconds: 60, redis, namespace });
    const gatewayA = guard(one);
    const gatewayB = guard(one);
    const elsewhere = guard(other);
    await gatewayA.failed('staff@salon-demo.ch');
    await gatewayB.failed('staff@salon-demo.ch');
    expect(await gatewayA.retryAfter('staff@salon-demo.ch')).toBeGreaterThan(0);
    expect(await gatewayB.retryAfter('staff@salon-demo.ch')).toBeGreaterThan(0);
    expect(await elsewhere.retryAfter('staff@salon-demo.ch')).toBe(0);
  });

  it('counts an API key’s requests per database: key 1 of one is not key 1 of another', async () => {
    const [one, other] = [database(), database()];
    const keys = createApiKeyGuard({ perMinute: 1, redis, namespace: one });
    await keys.consume(1, 'en');
    await expect(keys.consume(1, 'en')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(
      createApiKeyGuard({ perMinute: 1, redis, namespace: other }).consume(1, 'en'),
    ).resolves.toBeUndefined();
  });
});
