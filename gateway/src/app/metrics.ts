// Prometheus metrics (prom-client) and the access log: one line per request with its request id.
//
// Labels are bounded: REST requests are labelled with their route template (`/api/bookings/{id}.json`,
// never the raw path), the web app's files with one label, GraphQL operations with their name
// (the first MAX_OPERATION_NAMES distinct names; later ones count as "other").
// /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without a
// METRICS_TOKEN it does not exist (404).
import { SOCKET_ID_HEADER } from '@salon/shared';
import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type DocumentNode, getOperationAST, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { createInstruments, type InstrumentOptions } from './metrics.instruments.ts';
import { HEALTH_PATHS } from './health.ts';
import type { AppMetrics } from '../lib/metrics.types.ts';

export type { AppMetrics };

export const METRICS_PATH = '/metrics';
const MAX_OPERATION_NAMES = 200;

/** The route template (`/bookings/:id.json`) of a REST request's method and path below /api, or null. */
export type RestRouteOf = (method: string, path: string) => string | null;

export interface MetricsOptions extends InstrumentOptions {
  token?: string;
  /** The REST routes' templates, given by the composition root that mounts REST. */
  restRoute?: RestRouteOf;
}

/** The bounded route label of a request. */
/** A live connection's id as a caller names it (a UUID), or undefined. */
const socketIdOf = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;

export function routeLabel(method: string, url: string, restRoute?: RestRouteOf): string {
  const path = url.split('?')[0] ?? '/';
  if (path === '/graphql') return '/graphql';
  if (HEALTH_PATHS.has(path) || path === METRICS_PATH) return path;
  if (path === '/api' || path.startsWith('/api/')) {
    const template = restRoute?.(method, path.slice(4) || '/');
    if (template) return `/api${template}`;
    if (/^\/api\/invoices\/\d+\.pdf$/.test(path)) return '/api/invoices/{id}.pdf';
    return FILE_ROUTES.find((prefix) => path.startsWith(prefix)) ?? '/api/*';
  }
  return path.startsWith('/assets/') ? '/assets/*' : '/*';
}

/** The file downloads beside the REST routes (one label each). */
const FILE_ROUTES = ['/api/reports/download', '/api/vendors/export'];

const QUIET_ROUTES = new Set([...HEALTH_PATHS, METRICS_PATH]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createMetrics(options: MetricsOptions): AppMetrics {
  const { token, log, restRoute } = options;
  const registry = new Registry();
  if (token) collectDefaultMetrics({ register: registry });
  const access = log.child({ kind: 'access' });

  const { httpDuration, httpInFlight, operationDuration, operationErrors, bookings, collectQueues } = createInstruments(
    registry,
    options,
  );
  // Operation names as labels: bounded, and only names a GraphQL client could have written.
  const operationNames = new Set<string>();
  const operationLabel = (name: string | undefined): string => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };
  const codeLabel = (code: unknown) => (typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER');
  /** The GraphQL operation of an HTTP response, for its access-log line. */
  const operationOf = new WeakMap<ServerResponse, string>();

  const plugin: Plugin = {
    onExecute({ args }) {
      const definition = getOperationAST(args.document as DocumentNode, args.operationName);
      const type = definition?.operation ?? OperationTypeNode.QUERY;
      const operation = operationLabel(args.operationName ?? definition?.name?.value);
      const res = (args.contextValue as { res?: unknown }).res;
      if (res && typeof res === 'object') operationOf.set(res as ServerResponse, operation);
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          operationDuration.observe({ operation, type }, (performance.now() - started) / 1000);
          if (Symbol.asyncIterator in result) return;
          for (const error of result.errors ?? [])
            operationErrors.inc({ operation, code: codeLabel(error.extensions?.code) });
        },
      };
    },
  };

  return {
    registry,
    plugin,
    bookingCreated(source) {
      bookings.inc({ source });
    },
    observe(req, res, requestId) {
      const started = performance.now();
      httpInFlight.inc();
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        httpInFlight.dec();
        const method = req.method ?? 'GET';
        const route = routeLabel(method, req.url ?? '/', restRoute);
        const seconds = (performance.now() - started) / 1000;
        // A response closed before it was sent: the client went away (nginx's 499).
        const status = res.writableFinished ? res.statusCode : 499;
        httpDuration.observe({ method, route, status: String(status) }, seconds);
        const line = {
          requestId,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          operation: operationOf.get(res),
          // Spec §7: the live connection of the caller, when it has one.
          socketId: socketIdOf(req.headers[SOCKET_ID_HEADER]),
        };
        if (QUIET_ROUTES.has(route)) access.debug(line, 'request');
        else access.info(line, 'request');
      };
      res.once('finish', end);
      res.once('close', end);
    },
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] !== METRICS_PATH) return false;
      req.resume();
      if (!token) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return true;
      }
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
      if (!sameSecret(given, token)) {
        res
          .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
          .end('Unauthorized');
        return true;
      }
      void collectQueues()
        .then(() => registry.metrics())
        .then(
          (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
          (error) => {
            log.error({ err: error }, 'metrics scrape failed');
            res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
          },
        );
      return true;
    },
  };
}
