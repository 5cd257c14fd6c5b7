// Server-side request forgery guard for webhook targets: only https to public addresses, unless
// WEBHOOK_ALLOW_PRIVATE_TARGETS is set (tests, on-premise). The address is checked when the
// endpoint is saved (literal IPs and every address the name resolves to) and again on every
// delivery by the connection itself (request-filtering-agent checks the address it connects to,
// after DNS resolution, so a name that later resolves elsewhere is refused too). Redirects are
// never followed: a 3xx counts as a failed attempt.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type TargetProblem = 'badUrl' | 'httpsOnly' | 'credentials' | 'privateTarget' | 'unresolved';

/** A public unicast address (no loopback, private, link-local, metadata, CGNAT, multicast, reserved). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why a URL may not receive webhooks, or null when it may. */
export async function targetProblem(raw: string, allowPrivate: boolean): Promise<TargetProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'badUrl';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'httpsOnly';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'privateTarget';
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return 'unresolved';
  }
  if (!addresses.length) return 'unresolved';
  return addresses.every((a) => isPublicAddress(a.address)) ? null : 'privateTarget';
}
