// Text messages through a provider interface, paid with the vendor's credits (one credit per
// message, sold at CHF 0.15). No credit: no SMS, and the row records the reason.
import type { AppServices } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Lang } from '../../lib/i18n.ts';
import { m } from './notification.messages.ts';

/** Price of one SMS in Rappen (spec §1, §9). */
export const SMS_PRICE = 15;

export interface SmsProvider {
  send(message: { from: string; to: string; body: string }): Promise<void>;
}

/** A provider reached by an HTTP POST of {from, to, body}; any non-2xx answer is a failure. */
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/**
 * Queues an SMS inside the caller's transaction: takes one credit atomically, or records the
 * message as SKIPPED with the reason when the vendor has none left.
 */
export async function queueSms(
  tx: Prisma.TransactionClient,
  message: { vendorId: number; to: string; body: string },
  lang: Lang,
) {
  const { count } = await tx.vendor.updateMany({
    where: { id: message.vendorId, smsCredits: { gte: 1 } },
    data: { smsCredits: { decrement: 1 } },
  });
  return tx.shortMessage.create({
    data: count
      ? { ...message, status: 'PENDING', cost: SMS_PRICE }
      : { ...message, status: 'SKIPPED', reason: m(lang, 'noCredit'), cost: 0 },
  });
}

const BATCH = 20;

/** Sends pending SMS once each (claimed with SKIP LOCKED); a failure gives the credit back. */
export async function deliverSms(app: AppServices, provider: SmsProvider, from: string): Promise<number> {
  return app.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "ShortMessage" WHERE "status" = 'PENDING' ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      let sent = 0;
      for (const { id } of claimed) {
        const sms = await tx.shortMessage.findUniqueOrThrow({ where: { id } });
        try {
          await provider.send({ from, to: sms.to, body: sms.body });
          await tx.shortMessage.update({ where: { id }, data: { status: 'SENT' } });
          sent++;
        } catch (error) {
          await tx.shortMessage.update({
            where: { id },
            data: { status: 'FAILED', reason: String((error as Error).message ?? error), cost: 0 },
          });
          await tx.vendor.update({ where: { id: sms.vendorId }, data: { smsCredits: { increment: 1 } } });
        }
      }
      return sent;
    },
    { timeout: 120_000 },
  );
}
