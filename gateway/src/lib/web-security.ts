// Browser protections, written in one place for every response (web app, API, files):
// - helmet's headers: a Content-Security-Policy the built web app satisfies (scripts from the
//   app's own origin only: no inline script, no eval), X-Content-Type-Options: nosniff, no framing
//   (frame-ancestors 'none' and X-Frame-Options), Referrer-Policy, HSTS (browsers apply it over
//   TLS only), cross-origin isolation of windows;
// - CORS by allowlist: only the listed origins get CORS headers, and with them credentials; any
//   other Origin gets none (the browser then keeps the answer from the page that asked).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { CORSOptions } from 'graphql-yoga';

/** Headers a cross-origin client may send and read. */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'accept', 'accept-language', 'x-request-id', 'x-socket-id'];
const EXPOSED_HEADERS = ['x-request-id', 'x-refreshed-token', 'retry-after'];

/** The CSP directives (helmet's names); `connect` adds origins the page may call (e.g. error reporting). */
export function cspDirectives(connect: string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) writes style elements and attributes at run time; no script can run from a style.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // 'self' covers the app's websocket (ws/wss to the same host) in current browsers.
    connectSrc: ["'self'", ...connect],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

export function createWebSecurity(options: { corsOrigins: string[]; cspConnectSources?: string[] }) {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.cspConnectSources) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Same-origin resources only for no-cors loads; allowed origins still read the API through CORS.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const allowed = new Set(options.corsOrigins);
  const isAllowed = (origin: string | null | undefined): origin is string => !!origin && allowed.has(origin);

  return {
    /** Sets the protection headers on a response (before anything writes it). */
    apply(req: IncomingMessage, res: ServerResponse) {
      headers(req, res, () => {});
      // Whether CORS headers are sent depends on the Origin: a cache must keep answers apart by it.
      res.setHeader('vary', 'Origin');
    },
    /** Yoga's CORS: the listed origins only, with credentials; none for any other origin. */
    yogaCors: (request: Request): CORSOptions =>
      isAllowed(request.headers.get('origin'))
        ? {
            origin: [request.headers.get('origin') as string],
            credentials: true,
            methods: ['GET', 'POST'],
            allowedHeaders: ALLOWED_HEADERS,
            exposedHeaders: EXPOSED_HEADERS,
            maxAge: 600,
          }
        : false,
    /**
     * CORS of the REST API and the file routes: the headers for a listed origin, and the answer to
     * its preflight. Returns true when it answered (a preflight).
     */
    rest(req: IncomingMessage, res: ServerResponse): boolean {
      const origin = req.headers.origin;
      if (!isAllowed(origin)) return false;
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
      if (req.method !== 'OPTIONS') return false;
      req.resume();
      res
        .writeHead(204, {
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
          'access-control-allow-headers': [...ALLOWED_HEADERS, 'x-http-method-override'].join(', '),
          'access-control-max-age': '600',
        })
        .end();
      return true;
    },
  };
}

/** The allowed origins from CORS_ORIGINS (comma separated), else the origin of PUBLIC_URL, else none. */
export function corsOrigins(list: string | undefined, publicUrl: string | undefined): string[] {
  if (list?.trim()) {
    return list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin);
  }
  return publicUrl ? [new URL(publicUrl).origin] : [];
}
