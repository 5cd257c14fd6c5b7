import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, staticHandler } from '../static.ts';

const script = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;
const page = `<!doctype html><html><head><title>App</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('web app files', () => {
  let root: string;
  let outside: string;
  let server: Server;
  let port: number;

  /** A raw request (node:http does not decompress), so the bytes sent are the bytes checked. */
  const get = (pathAndQuery: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: pathAndQuery, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    outside = await mkdtemp(path.join(tmpdir(), 'salon-static-'));
    root = path.join(outside, 'dist');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), page);
    await writeFile(path.join(root, 'assets', 'Bx12ab.js'), script);
    await writeFile(path.join(root, 'assets', 'tiny.js'), 'export {};\n');
    await writeFile(path.join(outside, 'secret.txt'), 'not for the web');
    server = createServer(staticHandler(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(outside, { recursive: true, force: true });
  });

  it('sends a script in Brotli, in gzip, or as it is, as the browser accepts', async () => {
    const br = await get('/assets/Bx12ab.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Origin');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get('/assets/Bx12ab.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const refused of refusals) {
      const plain = await get('/assets/Bx12ab.js', refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('compresses a file once and serves the same bytes again', async () => {
    const first = await get('/assets/Bx12ab.js', { 'accept-encoding': 'br' });
    const second = await get('/assets/Bx12ab.js', { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(second.body).toString()).toBe(script);
  });

  it('serves the page for client routes, revalidated with its tag', async () => {
    const route = await get('/agenda?viewType=employee', { 'accept-encoding': 'gzip' });
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(route.body).toString()).toBe(page);
    const etag = route.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/agenda', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD without a body, and sends small files as they are', async () => {
    const head = await get('/assets/Bx12ab.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const tiny = await get('/assets/tiny.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('never leaves the app folder, and refuses a malformed path without failing', async () => {
    for (const sneaky of ['/../secret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await get(sneaky);
      expect(res.body.toString(), sneaky).not.toContain('not for the web');
    }
    const bad = await get('/%E0%A4%A');
    expect(bad.status).toBe(400);
    const nul = await get('/assets/x%00.js');
    expect(nul.body.toString()).toBe(page);
    // The server still answers afterwards.
    expect((await get('/assets/Bx12ab.js')).status).toBe(200);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
