// Live fan-out: the subscribers of one change share one read of the event (per vendor and
// selection), and Redis channel names carry the product prefix so a shared Redis keeps products apart.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createAppPubSub } from '../../../pubsub.ts';
import { sharedChangeRead } from '../event.shared-read.ts';

describe('shared read of a change', () => {
  it('reads once for all subscribers of a change, apart per vendor, selection and change', async () => {
    let reads = 0;
    const read = (value: string) => async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const change = { eventId: 1 };
    const selection = { select: { id: true } };
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => sharedChangeRead(change, 7, selection, read('v7'))),
    );
    expect(reads).toBe(1);
    expect(new Set(results)).toEqual(new Set(['v7']));
    // Another vendor never gets vendor 7's row; another selection or change reads again.
    expect(await sharedChangeRead(change, 8, selection, read('v8'))).toBe('v8');
    expect(await sharedChangeRead(change, 7, { select: { id: true, summary: true } }, read('shape'))).toBe('shape');
    expect(await sharedChangeRead({ eventId: 1 }, 7, selection, read('next'))).toBe('next');
    expect(reads).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const change = {};
    await expect(sharedChangeRead(change, 1, null, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await sharedChangeRead(change, 1, null, async () => 'ok')).toBe('ok');
  });
});

describe.runIf(process.env.REDIS_URL)('Redis channel names', () => {
  it('carry the configured product prefix', async () => {
    const url = process.env.REDIS_URL!;
    const prefix = `test-${process.pid}-${Date.now()}:`;
    const raw = new Redis(url);
    const heard: string[] = [];
    raw.on('message', (channel: string) => heard.push(channel));
    await raw.subscribe(`${prefix}calendar:events:42`, 'calendar:events:42');
    const ours = createAppPubSub(url, prefix);
    const other = createAppPubSub(url, `other-${prefix}`);
    const received: number[] = [];
    const iterator = ours.pubsub.subscribe('calendar:events', 42)[Symbol.asyncIterator]();
    const next = iterator.next();
    const strayIterator = other.pubsub.subscribe('calendar:events', 42)[Symbol.asyncIterator]();
    let stray = false;
    void strayIterator.next().then((r) => {
      if (!r.done) stray = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    ours.pubsub.publish('calendar:events', 42, { type: 'CREATED', eventId: 5, vendorId: 42, start: 0, end: 1 });
    const first = await next;
    if (!first.done) received.push(first.value.eventId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([5]);
    expect(heard).toEqual([`${prefix}calendar:events:42`]);
    expect(stray).toBe(false);
    await iterator.return?.();
    await strayIterator.return?.();
    raw.disconnect();
    await Promise.all([ours.close(), other.close()]);
  });
});
