/// <reference types="node" />
// Error tracking: nothing is loaded or sent without a DSN; with one, a reported failure reaches a
// Sentry-compatible endpoint (a small local fake) with its tags and at most 100 breadcrumbs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_BREADCRUMBS,
  addBreadcrumb,
  flushErrors,
  initErrorTracking,
  isErrorTrackingEnabled,
  reportError,
  resetErrorTracking,
} from '../errorTracking.ts';

interface Received {
  url: string;
  items: Record<string, unknown>[];
}

describe('error tracking', () => {
  let server: Server;
  let port = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        // An envelope: newline-separated JSON (header, item header, item payload, ...).
        const items = Buffer.concat(chunks)
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        received.push({ url: req.url ?? '', items });
        res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(async () => {
    await resetErrorTracking();
    received.length = 0;
    vi.unstubAllEnvs();
  });

  it('sends nothing and loads nothing without a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    expect(initErrorTracking()).toBe(false);
    expect(isErrorTrackingEnabled()).toBe(false);
    addBreadcrumb('navigation', '/');
    await reportError(new Error('load failed'), { action: 'load', operation: 'DirectorySearch' });
    expect(await flushErrors(200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it('sends a reported failure with its action and operation, keeping the last 100 breadcrumbs', async () => {
    expect(initErrorTracking(`http://publickey@127.0.0.1:${port}/42`)).toBe(true);
    for (let i = 0; i < 150; i += 1) addBreadcrumb('ui', `step ${i}`);
    await reportError(new Error('reorder failed'), { action: 'reorder', operation: 'ReorderServices' });
    expect(await flushErrors(5000)).toBe(true);
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: 5000 });
    const envelope = received.find((r) => r.items.some((i) => i.type === 'event'));
    expect(envelope?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const event = envelope!.items[envelope!.items.findIndex((i) => i.type === 'event') + 1] as {
      exception: { values: { value: string }[] };
      tags: Record<string, string>;
      breadcrumbs: { message: string }[];
    };
    expect(event.exception.values[0]!.value).toBe('reorder failed');
    expect(event.tags).toMatchObject({ action: 'reorder', operation: 'ReorderServices' });
    const ours = event.breadcrumbs.filter((b) => b.message?.startsWith('step '));
    expect(event.breadcrumbs.length).toBeLessThanOrEqual(MAX_BREADCRUMBS);
    expect(ours.at(-1)?.message).toBe('step 149');
    expect(ours.length).toBeGreaterThanOrEqual(MAX_BREADCRUMBS - 5);
  });
});
