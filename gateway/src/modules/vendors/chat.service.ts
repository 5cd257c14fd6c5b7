// The team-chat integration (spec §1, §7): an OAuth 2.0 authorization-code flow against the
// provider named by the environment, revocation, and a message posted to the workspace on each new
// booking. Provider calls use the platform's fetch with a timeout; nothing here runs inside a
// database transaction.
import { timingSafeEqual } from 'node:crypto';
import moment from 'moment-timezone';
import type { AppServices, Context } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { m } from './vendor.messages.ts';
import type { ChatIntegration } from './vendor.type.ts';

/** Environment of the team-chat provider (documented in docs/operations.md, Environment). */
export interface ChatConfig {
  authorizeUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
  postUrl?: string;
  clientId?: string;
  clientSecret?: string;
  redirectUrl?: string;
  scope: string;
}

export function chatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    authorizeUrl: env.TEAM_CHAT_AUTHORIZE_URL || undefined,
    tokenUrl: env.TEAM_CHAT_TOKEN_URL || undefined,
    revokeUrl: env.TEAM_CHAT_REVOKE_URL || undefined,
    postUrl: env.TEAM_CHAT_POST_URL || undefined,
    clientId: env.TEAM_CHAT_CLIENT_ID || undefined,
    clientSecret: env.TEAM_CHAT_CLIENT_SECRET || undefined,
    redirectUrl: env.TEAM_CHAT_REDIRECT_URL || undefined,
    scope: env.TEAM_CHAT_SCOPE || 'chat:write',
  };
}

const TIMEOUT_MS = 5_000;

/** The provider's authorize URL for a state, or null when the provider is not configured. */
export function authorizeUrl(state: string | null, config = chatConfig()): string | null {
  if (!state || !config.authorizeUrl || !config.clientId) return null;
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  if (config.redirectUrl) url.searchParams.set('redirect_uri', config.redirectUrl);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

export function chatIntegration(vendor: {
  id: number;
  slackToken: string | null;
  slackState: string | null;
}): ChatIntegration {
  return {
    vendorId: vendor.id,
    connected: vendor.slackToken != null,
    state: vendor.slackState,
    authorizeUrl: authorizeUrl(vendor.slackState),
  };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The OAuth redirect's completion: the state must be the vendor's pending one (it is consumed, so
 * it works once), then the code is exchanged at the token endpoint and the token stored.
 */
export async function completeChatIntegration(ctx: Context, vendorId: number, code: string, state: string) {
  const config = chatConfig();
  const invalid = (field: 'state' | 'code', message: string) =>
    new ValidationError(message, { [field]: { invalid: message } });
  if (!config.tokenUrl || !config.clientId) throw invalid('code', m(ctx.lang, 'chatNotConfigured'));
  if (!code.trim()) throw invalid('code', t(ctx.lang, 'validation.required'));
  const vendor = await ctx.vendorDb().vendor.findUnique({ where: { id: vendorId } });
  if (!vendor?.slackState || !state || !sameText(vendor.slackState, state)) {
    throw invalid('state', m(ctx.lang, 'chatBadState'));
  }
  // Consumed before the exchange: a second completion with the same state finds nothing.
  const { count } = await ctx.vendorDb().vendor.updateMany({
    where: { id: vendorId, slackState: state },
    data: { slackState: null },
  });
  if (count === 0) throw invalid('state', m(ctx.lang, 'chatBadState'));

  const body = new URLSearchParams({ grant_type: 'authorization_code', code, client_id: config.clientId });
  if (config.clientSecret) body.set('client_secret', config.clientSecret);
  if (config.redirectUrl) body.set('redirect_uri', config.redirectUrl);
  let token: string | undefined;
  try {
    const res = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { ok?: boolean; access_token?: unknown };
    if (res.ok && json.ok !== false && typeof json.access_token === 'string' && json.access_token) {
      token = json.access_token;
    } else {
      ctx.app.log.warn({ vendorId, status: res.status }, 'team-chat token exchange refused');
    }
  } catch (error) {
    ctx.app.log.warn({ vendorId, err: error }, 'team-chat token exchange failed');
  }
  if (!token) throw invalid('code', m(ctx.lang, 'chatExchangeFailed'));
  const saved = await ctx.vendorDb().vendor.update({ where: { id: vendorId }, data: { slackToken: token } });
  return chatIntegration(saved);
}

/** Revokes the token at the provider (when configured), then forgets it whatever the answer. */
export async function revokeChatToken(app: AppServices, vendorId: number, token: string | null): Promise<void> {
  const config = chatConfig();
  if (!token || !config.revokeUrl) return;
  try {
    const body = new URLSearchParams({ token });
    if (config.clientId) body.set('client_id', config.clientId);
    if (config.clientSecret) body.set('client_secret', config.clientSecret);
    const res = await fetch(config.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) app.log.warn({ vendorId, status: res.status }, 'team-chat revocation refused');
  } catch (error) {
    app.log.warn({ vendorId, err: error }, 'team-chat revocation failed');
  }
}

/**
 * Posts "new booking" to the vendor's workspace. Called once, by the process that created the
 * booking, after its transaction; never throws (a failure is logged).
 */
export async function postNewBooking(
  app: AppServices,
  vendor: { id: number; timezone: string; defaultLanguage: Lang; slackToken: string | null },
  bookingId: number,
): Promise<void> {
  const config = chatConfig();
  if (!vendor.slackToken || !config.postUrl) return;
  try {
    const booking = await app.prisma.booking.findUnique({
      where: { id: bookingId },
      include: {
        customer: { select: { firstname: true, lastname: true } },
        events: {
          orderBy: { start: 'asc' },
          include: {
            service: { include: { translations: true } },
            employee: { select: { firstname: true, lastname: true } },
          },
        },
      },
    });
    if (!booking?.events.length) return;
    const lang = vendor.defaultLanguage;
    const when = moment.tz(booking.events[0]!.start, vendor.timezone).format('DD.MM.YYYY HH:mm');
    const services = booking.events
      .map((e) => {
        const name = pickTranslation(e.service?.translations ?? [], lang)?.name ?? '';
        const who = e.employee ? ` (${e.employee.firstname} ${e.employee.lastname})`.replace(/\s+\)/, ')') : '';
        return `${name}${who}`;
      })
      .join(', ');
    const customer = booking.customer ? `${booking.customer.firstname} ${booking.customer.lastname}`.trim() : '—';
    const text = m(lang, 'chatNewBooking', { when, customer, services });
    const res = await fetch(config.postUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Bearer ${vendor.slackToken}` },
      body: JSON.stringify({ text, booking_id: booking.id }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) app.log.warn({ vendorId: vendor.id, bookingId, status: res.status }, 'team-chat post refused');
  } catch (error) {
    app.log.warn({ vendorId: vendor.id, bookingId, err: error }, 'team-chat post failed');
  }
}
