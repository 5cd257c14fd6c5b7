// The HTTP server: request ids, admission control, and the routing of each path to GraphQL, the
// file downloads, REST or the web app.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { langOf, msg } from '@salon/shared';
import type { AppServices } from '../context.ts';
import { refuseOversizedBody } from '../lib/body-limit.ts';
import { type createHealth, HEALTH_PATHS } from './health.ts';
import { clientIp, runWithClientIp } from '../lib/rate-limit.ts';
import { staticHandler } from '../lib/static.ts';
import type { createWebSecurity } from '../lib/web-security.ts';
import { createVendorExportHandler, VENDOR_EXPORT_PATH } from '../modules/exports/index.ts';
import { createInvoicePdfHandler, INVOICE_PDF_PATH } from '../modules/invoices/index.ts';
import { createManageIcsHandler, MANAGE_ICS_PATH } from '../modules/manage-booking/index.ts';
import { createReportDownloadHandler, REPORT_DOWNLOAD_PATH } from '../modules/reports/index.ts';
import {
  createPublicPagePrerender,
  createVendorPictureHandler,
  VENDOR_PICTURE_PATH,
} from '../modules/vendors/index.ts';
import { schema } from '../schema.ts';
import { requestScope } from './errors.ts';
import type { Graphql } from './graphql.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface HttpParts {
  services: AppServices;
  webSecurity: ReturnType<typeof createWebSecurity>;
  health: ReturnType<typeof createHealth>;
  yoga: Graphql;
  rest: Handler;
  /** Follows each response for the graceful shutdown. */
  track: (res: ServerResponse) => void;
}

/**
 * Admission control: past maxInflight requests at once, answer 503 at once rather than queue work
 * the process cannot finish in time.
 */
function overloaded(req: IncomingMessage, res: ServerResponse) {
  const lang = langOf(req.headers['accept-language']);
  const message = msg(lang, 'unavailable', { seconds: 1 });
  const isGraphql = (req.url ?? '').startsWith('/graphql');
  const body = isGraphql
    ? { errors: [{ message, extensions: { code: 'UNAVAILABLE' } }] }
    : { data: { message, errors: {} } };
  req.resume();
  res
    .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' })
    .end(JSON.stringify(body));
}

/** Each path to its handler: checks first (web security, body size, health, metrics), then by prefix. */
function createRouter({ services, webSecurity, health, yoga, rest }: HttpParts): Handler {
  const { config, metrics } = services;
  const serveWeb = staticHandler(config.webDist, { pageHtml: createPublicPagePrerender(services, schema) });
  // A path that starts with the prefix, or matches the pattern.
  const byPrefix: Array<[string | RegExp, Handler]> = [
    ['/graphql', (req, res) => yoga(req, res)],
    [REPORT_DOWNLOAD_PATH, createReportDownloadHandler(services)],
    [VENDOR_EXPORT_PATH, createVendorExportHandler(services)],
    [MANAGE_ICS_PATH, createManageIcsHandler(services)],
    [VENDOR_PICTURE_PATH, createVendorPictureHandler(services)],
    [INVOICE_PDF_PATH, createInvoicePdfHandler(services)],
  ];
  return (req, res) => {
    const url = req.url ?? '/';
    webSecurity.apply(req, res);
    if (!url.startsWith('/graphql') && webSecurity.rest(req, res)) return;
    if (refuseOversizedBody(req, res)) return;
    if (health.handle(req, res) || metrics.handle(req, res)) return;
    const handler = byPrefix.find(([path]) => (typeof path === 'string' ? url.startsWith(path) : path.test(url)))?.[1];
    if (handler) void handler(req, res);
    else if (url.startsWith('/api/') || url === '/api') void rest(req, res);
    else void serveWeb(req, res);
  };
}

export function createHttpServer(parts: HttpParts): Server {
  const { config, log, metrics } = parts.services;
  const route = createRouter(parts);
  let inflight = 0;
  const server = createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    metrics.observe(req, res, requestId);
    parts.track(res);
    // Health checks always pass.
    if (!HEALTH_PATHS.has(req.url ?? '') && inflight >= config.maxInflight) {
      log.warn({ requestId, inflight }, 'overloaded: request refused with 503');
      overloaded(req, res);
      return;
    }
    inflight++;
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        inflight--;
      }
    };
    res.once('finish', finish);
    res.once('close', finish);
    const ip = clientIp(req, config.trustProxy);
    requestScope.run(requestId, () =>
      runWithClientIp(ip, () => route(req, res), String(req.headers['user-agent'] ?? '').slice(0, 512)),
    );
  });
  // Keep idle connections open longer than clients and proxies do (undici 4 s, most LBs 60 s), so a
  // client never reuses a socket the server is closing at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
