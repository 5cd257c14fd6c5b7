// E-mail outbox: messages are written in the caller's transaction, then delivered through SMTP
// (nodemailer) when SMTP_URL is configured. Without SMTP they stay PENDING in the outbox, where
// admins read them: nothing is silently dropped.
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppServices } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'emailMessage'>;

/** Puts an e-mail in the outbox, inside the caller's transaction so it exists only if the change does. */
/** An e-mail to queue in the outbox. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  vendorId?: number;
}

export function queueEmail(tx: Tx, message: OutgoingEmail) {
  return tx.emailMessage.create({ data: message });
}

export type MailTransport = Pick<Transporter, 'sendMail'>;

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

const BATCH = 20;

/**
 * Sends pending e-mails once each: rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * gateway processes share the work without sending anything twice. Returns how many were sent.
 */
export async function deliverEmails(app: AppServices, transport: MailTransport, from: string): Promise<number> {
  return app.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "EmailMessage" WHERE "status" = 'PENDING' ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      let sent = 0;
      for (const { id } of claimed) {
        const message = await tx.emailMessage.findUniqueOrThrow({ where: { id } });
        try {
          await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
          await tx.emailMessage.update({ where: { id }, data: { status: 'SENT', sentAt: new Date(), error: null } });
          sent++;
        } catch (error) {
          await tx.emailMessage.update({
            where: { id },
            data: { status: 'FAILED', error: String((error as Error).message ?? error) },
          });
        }
      }
      return sent;
    },
    { timeout: 120_000 },
  );
}
