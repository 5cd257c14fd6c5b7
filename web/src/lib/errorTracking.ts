// Client error tracking (spec §9): when a Sentry-compatible DSN is configured, failed loads and
// failed actions are sent there with at most 100 breadcrumbs. The SDK is downloaded only then, so a
// build or a page without a DSN neither loads it nor sends anything.
type Sentry = typeof import('@sentry/browser');

/** Spec §9: breadcrumbs kept with an event. */
export const MAX_BREADCRUMBS = 100;

export interface ErrorContext {
  /** What failed, e.g. "load" or "reorder". */
  action: string;
  /** The GraphQL operation or the screen, when known. */
  operation?: string;
  extra?: Record<string, unknown>;
}

interface RuntimeConfig {
  sentryDsn?: string;
}

declare global {
  interface Window {
    /** Set by the server or the page before the app starts (run-time configuration). */
    __SALON_CONFIG__?: RuntimeConfig;
  }
}

/** The DSN: the run-time configuration first, else VITE_SENTRY_DSN of the build; empty means off. */
export function configuredDsn(): string {
  const runtime = typeof window !== 'undefined' ? window.__SALON_CONFIG__?.sentryDsn : undefined;
  return (runtime ?? import.meta.env.VITE_SENTRY_DSN ?? '').trim();
}

let sdk: Promise<Sentry | null> = Promise.resolve(null);
let enabled = false;

/**
 * Starts error tracking when `dsn` is set (loads the SDK lazily); without a DSN it does nothing.
 * Returns whether tracking is on.
 */
export function initErrorTracking(dsn: string = configuredDsn(), options: { release?: string } = {}): boolean {
  if (!dsn || enabled) return enabled;
  enabled = true;
  sdk = import('@sentry/browser')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        release: options.release ?? import.meta.env.VITE_RELEASE,
        environment: import.meta.env.MODE,
        maxBreadcrumbs: MAX_BREADCRUMBS,
        // Only what the app reports itself plus uncaught errors: no performance tracing, no replay.
        tracesSampleRate: 0,
      });
      return Sentry;
    })
    .catch(() => {
      // The tracker itself could not load (offline): the app goes on without it.
      enabled = false;
      return null;
    });
  return true;
}

export const isErrorTrackingEnabled = (): boolean => enabled;

/** Sends an error with its context; a no-op without a DSN. Resolves once handed to the SDK. */
export async function reportError(error: unknown, context: ErrorContext): Promise<void> {
  if (!enabled) return;
  const Sentry = await sdk;
  if (!Sentry) return;
  Sentry.withScope((scope) => {
    scope.setTag('action', context.action);
    if (context.operation) scope.setTag('operation', context.operation);
    if (context.extra) scope.setExtras(context.extra);
    Sentry.captureException(error instanceof Error ? error : new Error(String(error)));
  });
}

/** A trail entry sent with the next event (at most MAX_BREADCRUMBS kept); a no-op without a DSN. */
export function addBreadcrumb(category: string, message: string): void {
  if (!enabled) return;
  void sdk.then((Sentry) => Sentry?.addBreadcrumb({ category, message, level: 'info' }));
}

/** Waits until queued events are sent (tests, page unload). */
export async function flushErrors(timeoutMs = 2000): Promise<boolean> {
  const Sentry = await sdk;
  return Sentry ? Sentry.flush(timeoutMs) : true;
}

/** Tests only: back to the initial, disabled state. */
export async function resetErrorTracking(): Promise<void> {
  const Sentry = await sdk;
  await Sentry?.close(0);
  enabled = false;
  sdk = Promise.resolve(null);
}
