// Serves the built web app, with index.html for client-side routes.
//
// Text files (scripts, styles, the page) are sent compressed when the browser accepts it: on a
// phone's connection the public page's first scripts are about 200 KB instead of about 600 KB.
// Each file is compressed once per process, on its first request, and kept in memory: Brotli at
// level 5 (the largest script in about 10 ms; level 11 is 10 % smaller but takes about a second of
// CPU per file, which slowed the first screens served after a start), or gzip for browsers
// without Brotli.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);
/** Smaller files gain nothing worth a compression; larger ones (source maps) are streamed as they are. */
const MIN_COMPRESS = 1024;
const MAX_COMPRESS = 8 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (data: Buffer, quality: number) =>
  brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

interface Cached {
  version: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send, from the request's Accept-Encoding (a q of 0 refuses it). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** index.html made for one page (a public page's first view), or null for the plain file. */
export type PageHtml = (
  pathname: string,
  acceptLanguage: string | undefined,
  indexHtml: string,
) => Promise<string | null>;

export function staticHandler(root: string, options: { pageHtml?: PageHtml } = {}) {
  const cache = new Map<string, Cached>();

  async function body(file: string, version: string, encoding: 'br' | 'gzip' | null) {
    let entry = cache.get(file);
    if (!entry || entry.version !== version) {
      entry = { version, raw: await readFile(file) };
      cache.set(file, entry);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= await gzipAsync(entry.raw, { level: 6 });
      return entry.gzip;
    }
    if (encoding === 'br') {
      entry.br ??= await brotliAt(entry.raw, 5);
      return entry.br;
    }
    return entry.raw;
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path.');
        return;
      }
      const requested = path.normalize(path.join(root, pathname));
      const inside = requested.startsWith(root + path.sep) && !pathname.includes('\0');
      const index = path.join(root, 'index.html');
      let file = index;
      let info = inside ? await stat(requested).catch(() => null) : null;
      if (info?.isFile()) file = requested;
      else info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('The web app is not built: run npm run build');
        return;
      }
      const version = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
      // A page of the app (not a file) may get its first view in the HTML: made per request.
      if (options.pageHtml && file === index && requested !== index) {
        const indexHtml = (await body(file, version, null)).toString('utf8');
        const page = await options.pageHtml(pathname, req.headers['accept-language'], indexHtml).catch(() => null);
        if (page !== null) {
          const encoding = pickEncoding(req.headers['accept-encoding']);
          const raw = Buffer.from(page, 'utf8');
          const data = encoding === 'br' ? await brotliAt(raw, 5) : encoding === 'gzip' ? await gzipAsync(raw) : raw;
          res.writeHead(200, {
            'content-type': types['.html'] as string,
            'cache-control': 'no-cache',
            vary: 'Accept-Encoding, Origin',
            ...(encoding ? { 'content-encoding': encoding } : {}),
            'content-length': String(data.length),
          });
          res.end(req.method === 'HEAD' ? undefined : data);
          return;
        }
      }
      const ext = path.extname(file);
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      const headers: Record<string, string> = {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag: `W/"${version}"`,
      };
      if (req.headers['if-none-match'] === headers.etag) {
        res.writeHead(304, { etag: headers.etag, 'cache-control': headers['cache-control'] as string }).end();
        return;
      }
      const compressible = COMPRESSIBLE.has(ext) && info.size >= MIN_COMPRESS && info.size <= MAX_COMPRESS;
      if (!compressible) {
        res.writeHead(200, { ...headers, 'content-length': String(info.size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
        return;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const data = await body(file, version, encoding);
      res.writeHead(200, {
        ...headers,
        vary: 'Accept-Encoding, Origin',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': String(data.length),
      });
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The file could not be read.');
    }
  };
}
