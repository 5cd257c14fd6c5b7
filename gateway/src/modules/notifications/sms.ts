// Text messages through a provider adapter, paid with the vendor's credits (one credit per
// message, sold at CHF 0.15). A message is written with the job that sends it, in the caller's
// transaction; the job calls the provider after the commit, outside any transaction, with a
// timeout and retries with a backoff reaching hours (the job queue), never after the moment it was
// for (a reminder once its appointment started): then it is FAILED with the provider's last error. The credit is held while a try is under
// way and given back when it fails: only sent messages cost one. No credit: no SMS, and the row
// records the reason. Each row keeps its delivery status, tries and the provider's message id.
// Messages to one phone number are limited (the trigger guard's recipient limit): past it, the SMS
// is SKIPPED with the reason and costs nothing.
import type { AppServices } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';
import type { Lang } from '../../lib/i18n.ts';
import { enqueueJob, MESSAGE_MAX_ATTEMPTS, RetryLater } from '../jobs/index.ts';
import { NOT_CONFIGURED_RETRY_MS, registerMessageJob, vendorLang } from './mailer.ts';
import { m } from './notification.messages.ts';
import { notificationConfig } from './notification.config.ts';
import { toE164 } from '@salon/shared/phone';

/** Price of one SMS in Rappen (spec §1, §9). */
export const SMS_PRICE = 15;
export const SMS_JOB = 'sms.send';
export const SMS_MAX_ATTEMPTS = MESSAGE_MAX_ATTEMPTS;

export interface SmsMessage {
  /** Our id of the message: providers that take one use it to drop a repeated request. */
  id: number;
  from: string;
  to: string;
  body: string;
}

export interface SmsProvider {
  /** Sends one message; resolves with the provider's id of it. Rejects on any failure or timeout. */
  send(message: SmsMessage, signal: AbortSignal): Promise<string | null>;
}

/** Rejects with the provider's own words: a JSON answer's message (and code), else its text. */
async function failure(res: Response, provider: string): Promise<never> {
  const text = (await res.text().catch(() => '')).trim();
  let said = text;
  try {
    const answer = JSON.parse(text) as { message?: unknown; code?: unknown; error?: unknown };
    const words = typeof answer.message === 'string' ? answer.message : answer.error;
    if (typeof words === 'string') said = answer.code != null ? `${words} (code ${answer.code})` : words;
  } catch {
    // Not JSON: the text as it came.
  }
  throw new Error(`${provider} answered ${res.status}${said ? `: ${said.slice(0, 300)}` : ''}`);
}

/**
 * The generic adapter: an HTTP POST of JSON {id, from, to, body} with an `Idempotency-Key` header;
 * any 2xx is a success, and a JSON answer's `id` is kept as the provider's message id.
 */
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    async send(message, signal) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `sms-${message.id}` },
        body: JSON.stringify(message),
        signal,
      });
      if (!res.ok) await failure(res, 'SMS provider');
      const answer = (await res.json().catch(() => null)) as { id?: unknown } | null;
      return answer?.id != null ? String(answer.id) : null;
    },
  };
}

/**
 * Twilio's Programmable Messaging API: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * HTTP basic auth with the account SID and auth token, a form-encoded body `To`, `From`, `Body`;
 * it answers 201 with JSON whose `sid` names the message, and 4xx/5xx with JSON `{code, message}`.
 */
export function twilioSmsProvider(options: { accountSid: string; authToken: string; baseUrl?: string }): SmsProvider {
  const base = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send(message, signal) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: message.from, Body: message.body }).toString(),
        signal,
      });
      if (!res.ok) await failure(res, 'Twilio');
      const answer = (await res.json()) as { sid?: string };
      return answer.sid ?? null;
    },
  };
}

interface SmsSetup {
  provider: SmsProvider | null;
  from: string;
  timeoutMs: number;
}

const setups = new WeakMap<AppServices, SmsSetup>();

function smsSetup(app: AppServices): SmsSetup {
  let setup = setups.get(app);
  if (!setup) {
    const c = notificationConfig();
    const provider =
      c.smsProvider === 'twilio' && c.twilioAccountSid && c.twilioAuthToken
        ? twilioSmsProvider({ accountSid: c.twilioAccountSid, authToken: c.twilioAuthToken, baseUrl: c.twilioApiUrl })
        : c.smsWebhookUrl
          ? webhookSmsProvider(c.smsWebhookUrl)
          : null;
    setup = { provider, from: c.smsFrom, timeoutMs: c.smsTimeoutMs };
    setups.set(app, setup);
  }
  return setup;
}

/** Sends the app's SMS through `provider` (tests: a local stub). */
export function useSmsProvider(app: AppServices, provider: SmsProvider | null, options: Partial<SmsSetup> = {}) {
  const c = notificationConfig();
  setups.set(app, { provider, from: options.from ?? c.smsFrom, timeoutMs: options.timeoutMs ?? c.smsTimeoutMs });
}

/**
 * Queues an SMS and its job inside the caller's transaction, or records it as SKIPPED with the
 * reason when the vendor has no credit left. The credit is taken when it is sent. With `notAfter`
 * (a reminder: its appointment's start) it is never sent from that instant on.
 */
export async function queueSms(
  tx: Prisma.TransactionClient,
  message: { vendorId: number; to: string; body: string },
  lang: Lang,
  options: { notAfter?: Date } = {},
) {
  // The provider takes E.164; a foreign number is kept as it was typed (+33 6 12 34 56 78).
  message = { ...message, to: toE164(message.to) ?? message.to };
  const vendor = await tx.vendor.findUnique({ where: { id: message.vendorId }, select: { smsCredits: true } });
  if (!vendor || vendor.smsCredits < 1) {
    return tx.shortMessage.create({ data: { ...message, status: 'SKIPPED', reason: m(lang, 'noCredit'), cost: 0 } });
  }
  const row = await tx.shortMessage.create({ data: { ...message, status: 'PENDING', cost: 0 } });
  const payload = { id: row.id, ...(options.notAfter ? { notAfter: options.notAfter.toISOString() } : {}) };
  await enqueueJob(tx, SMS_JOB, payload, { vendorId: message.vendorId, maxAttempts: SMS_MAX_ATTEMPTS });
  return row;
}

/**
 * One try at sending a pending SMS. The credit is held on the row (cost) in the same transaction
 * that takes it from the vendor, so a try repeated after a crash does not take a second one.
 */
export async function sendOutboxSms(app: AppServices, id: number, attempt = 1): Promise<void> {
  const sms = await app.prisma.shortMessage.findUnique({ where: { id } });
  if (sms?.status !== 'PENDING') return;
  const { provider, from, timeoutMs } = smsSetup(app);
  // No provider configured: stays PENDING in the list; the job looks again later.
  if (!provider) throw new RetryLater('no SMS provider configured', NOT_CONFIGURED_RETRY_MS);
  // Counted on the first try only: a retry after a failure is the same message.
  if (attempt === 1 && sms.cost === 0) {
    const wait = await app.triggerGuard.recipient('SMS', sms.to);
    if (wait) {
      await app.prisma.shortMessage.update({
        where: { id },
        data: {
          status: 'SKIPPED',
          reason: m(await vendorLang(app, sms.vendorId), 'tooManyMessages', { seconds: wait }),
        },
      });
      return;
    }
  }
  if (sms.cost === 0) {
    const held = await app.prisma.$transaction(async (tx) => {
      const { count } = await tx.vendor.updateMany({
        where: { id: sms.vendorId, smsCredits: { gte: 1 } },
        data: { smsCredits: { decrement: 1 } },
      });
      if (count) await tx.shortMessage.update({ where: { id }, data: { cost: SMS_PRICE } });
      return count > 0;
    });
    if (!held) {
      const vendor = await app.prisma.vendor.findUnique({
        where: { id: sms.vendorId },
        select: { defaultLanguage: true },
      });
      await app.prisma.shortMessage.update({
        where: { id },
        data: { status: 'SKIPPED', reason: m((vendor?.defaultLanguage ?? 'fr') as Lang, 'noCredit') },
      });
      return;
    }
  }
  let providerMessageId: string | null;
  try {
    providerMessageId = await provider.send({ id, from, to: sms.to, body: sms.body }, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    const reason = String((error as Error).message ?? error).slice(0, 500);
    await app.prisma.$transaction([
      app.prisma.shortMessage.update({
        where: { id },
        data: { cost: 0, attempts: { increment: 1 }, reason },
      }),
      app.prisma.vendor.update({ where: { id: sms.vendorId }, data: { smsCredits: { increment: 1 } } }),
    ]);
    throw error;
  }
  await app.prisma.shortMessage.update({
    where: { id },
    data: { status: 'SENT', sentAt: now(), attempts: { increment: 1 }, providerMessageId, reason: null },
  });
}

// FAILED with the provider's last error, saying so when it was the appointment's start that ended it.
registerMessageJob(SMS_JOB, sendOutboxSms, async (app, id, reason) => {
  const sms = await app.prisma.shortMessage.findUnique({ where: { id }, select: { vendorId: true } });
  if (!sms) return;
  const text = (await reason(sms.vendorId)).slice(0, 500);
  await app.prisma.shortMessage.updateMany({
    where: { id, status: 'PENDING' },
    data: { status: 'FAILED', reason: text },
  });
});
