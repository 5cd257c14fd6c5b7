// The address people reach the app at, for every absolute link in an e-mail, an SMS or a calendar
// file. PUBLIC_URL when set (https://booking.example.ch, optionally with a path); otherwise, for
// the embedded setup, derived from the address the gateway listens on once it listens.

export interface PublicUrl {
  /** The base, without a trailing slash. */
  base(): string;
  /** An absolute link to a path of the app (`/reset-password`) with its query parameters. */
  link(path: string, query?: Record<string, string | number>): string;
  /** Called by the server once it listens, for the embedded default. */
  listening(host: string, port: number): void;
}

const WILDCARD = new Set(['0.0.0.0', '::', '', '127.0.0.1', '::1', 'localhost']);

export function createPublicUrl(configured?: string): PublicUrl {
  let base = configured ? configured.replace(/\/+$/, '') : 'http://localhost';
  return {
    base: () => base,
    link(path, query) {
      const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
      return url.toString();
    },
    listening(host, port) {
      if (configured) return;
      const name = WILDCARD.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      base = `http://${name}:${port}`;
    },
  };
}
