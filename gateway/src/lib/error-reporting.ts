// Server-side error reporting to any Sentry-compatible service, only when SENTRY_DSN is set: the
// SDK is loaded then and only then. Unexpected errors (the masked 5xx of both doors, a crash) are
// reported with their request id, the same id the client and the log got. Without a DSN nothing
// is loaded or sent, and reportError does nothing.
//
// Sentry's own core (@sentry/core and its server client, as its edge and worker SDKs use it), not
// @sentry/node: we send errors only, and @sentry/node brings OpenTelemetry and the Sentry CLI
// (about 80 MB) into the image for tracing we do not use.
import { hostname } from 'node:os';
import type { Logger } from 'pino';

type Core = typeof import('@sentry/core');

let core: Core | null = null;

export async function initErrorReporting(options: { dsn?: string; environment: string; log: Logger }) {
  if (!options.dsn || core) return;
  const sentry = await import('@sentry/core');
  const { ServerRuntimeClient, nodeStackLineParser } = await import('@sentry/core/server');
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    serverName: hostname(),
    stackParser: sentry.createStackParser(nodeStackLineParser()),
    integrations: [sentry.linkedErrorsIntegration(), sentry.dedupeIntegration(), sentry.functionToStringIntegration()],
    // Envelopes are POSTed with the platform's fetch; the service's rate limits are honoured.
    transport: (transportOptions) =>
      sentry.createTransport(transportOptions, async (request) => {
        const res = await fetch(transportOptions.url, { method: 'POST', body: request.body as BodyInit });
        await res.arrayBuffer();
        return {
          statusCode: res.status,
          headers: {
            'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'),
            'retry-after': res.headers.get('retry-after'),
          },
        };
      }),
  });
  sentry.setCurrentClient(client);
  client.init();
  core = sentry;
  options.log.info('server errors are reported (SENTRY_DSN)');
}

/** Reports an unexpected error; does nothing without SENTRY_DSN. */
export function reportError(error: unknown, context: { requestId?: string } = {}): void {
  if (!core) return;
  core.captureException(error, { tags: context.requestId ? { requestId: context.requestId } : undefined });
}

/** Sends what is still queued (before the process exits). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (core) await core.flush(timeoutMs);
}
