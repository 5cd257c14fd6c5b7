// E-mail outbox: a message is written in the caller's transaction together with the job that sends
// it (the job queue, modules/jobs), so it exists only if the change does and is sent after the
// commit, outside any transaction, with retries. A message given by its template is built when it
// is sent (email-render.ts): HTML and text parts, attachments. Without SMTP_URL messages are
// still built but stay PENDING in the outbox, where admins read them: nothing is silently dropped.
// Booking e-mails are limited per recipient (the trigger guard's recipient limit): past it, a
// message is SKIPPED with the reason, so nobody can flood a mailbox by booking and cancelling.
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppServices } from '../../context.ts';
import { type RawDb, vendorRaw } from '../../db/raw.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  jobHandler,
  MESSAGE_MAX_ATTEMPTS,
  MESSAGE_RETRY,
  notAfterOf,
  registerJobHandler,
  RetryLater,
} from '../jobs/index.ts';
import { buildEmail, type EmailTemplate } from './email-render.ts';
import { notificationConfig } from './notification.config.ts';
import { m } from './notification.messages.ts';

type Tx = Pick<Prisma.TransactionClient, 'emailMessage' | 'job'>;

/** An e-mail to queue: plain text, or a template built when it is sent. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  vendorId?: number | null;
  template?: EmailTemplate;
  /** Files sent with a message given as text (an invoice's PDF), their content in base64. */
  attachments?: StoredAttachment[];
  /** Never sent from this instant on (a reminder: its appointment's start). */
  notAfter?: Date;
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const EMAIL_JOB = 'email.send';
export const EMAIL_MAX_ATTEMPTS = MESSAGE_MAX_ATTEMPTS;
/** Without a transport, a message's job looks again this much later (the try does not count). */
export const NOT_CONFIGURED_RETRY_MS = 3_600_000;

/** Puts an e-mail and the job that sends it in the outbox, inside the caller's transaction. */
export async function queueEmail(tx: Tx, message: OutgoingEmail) {
  const { template, attachments, notAfter, ...fields } = message;
  const row = await tx.emailMessage.create({
    data: {
      ...fields,
      vendorId: fields.vendorId ?? null,
      template: (template ?? undefined) as Prisma.InputJsonValue,
      attachments: (attachments ?? undefined) as unknown as Prisma.InputJsonValue,
    },
  });
  const payload = { id: row.id, ...(notAfter ? { notAfter: notAfter.toISOString() } : {}) };
  await enqueueJob(tx, EMAIL_JOB, payload, { vendorId: row.vendorId });
  return row;
}

/**
 * Puts several e-mails of vendors (no attachment, no deadline) and their jobs in the outbox, in one
 * statement per vendor.
 */
export async function queueEmails(tx: RawDb, messages: readonly (OutgoingEmail & { vendorId: number })[]) {
  const byVendor = new Map<number, OutgoingEmail[]>();
  for (const message of messages) byVendor.set(message.vendorId, [...(byVendor.get(message.vendorId) ?? []), message]);
  const at = now();
  const maxAttempts = jobHandler(EMAIL_JOB)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (const [vendorId, list] of byVendor) {
    const rows = list.map(({ to, subject, body, template }) => ({ to, subject, body, template: template ?? null }));
    await vendorRaw(tx, vendorId).execute(
      (vendor) => Prisma.sql`
        WITH m AS (
          INSERT INTO "EmailMessage" ("vendorId", "to", "subject", "body", "template", "createdAt")
          SELECT ${vendor.id()}, r."to", r."subject", r."body", r."template", ${at}
          FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r("to" text, "subject" text, "body" text, "template" jsonb)
          RETURNING "id"
        )
        INSERT INTO "Job" ("vendorId", "kind", "payload", "runAt", "maxAttempts", "createdAt")
        SELECT ${vendor.id()}, ${EMAIL_JOB}, jsonb_build_object('id', m."id"), ${at}, ${maxAttempts}, ${at} FROM m`,
    );
  }
}

export type MailTransport = Pick<Transporter, 'sendMail'>;

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a stalled server fails the run (then retried) instead of holding it forever.
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
}

const transports = new WeakMap<AppServices, { transport: MailTransport | null; from: string }>();

/** The app's SMTP transport: SMTP_URL, or the one a test gives (useMailTransport). */
function mailSetup(app: AppServices) {
  let setup = transports.get(app);
  if (!setup) {
    const config = notificationConfig();
    setup = { transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null, from: config.mailFrom };
    transports.set(app, setup);
  }
  return setup;
}

/** Sends the app's e-mails through `transport` (tests: a local SMTP server). */
export function useMailTransport(app: AppServices, transport: MailTransport | null, from?: string): void {
  transports.set(app, { transport, from: from ?? notificationConfig().mailFrom });
}

/**
 * Sends one e-mail of the outbox. A run repeated after a gateway died mid-send finds the message
 * SENT when the first run got that far; the Message-ID is the same on every try, so a mail system
 * that saw it already can drop the copy.
 */
export async function sendOutboxEmail(app: AppServices, id: number, attempt = 1): Promise<void> {
  const message = await app.prisma.emailMessage.findUnique({ where: { id } });
  if (!message || message.status === 'SENT' || message.status === 'SKIPPED') return;
  const { transport, from } = mailSetup(app);
  // No SMTP: the outbox keeps the message as it was queued (its subject and text); the job looks
  // again later, and only a message that can go out is built (its HTML, calendar file, picture).
  if (!transport) throw new RetryLater('no SMTP server configured (SMTP_URL)', NOT_CONFIGURED_RETRY_MS);
  const built = message.template ? await buildEmail(app, message.template as unknown as EmailTemplate) : null;
  if (message.template && !built) {
    await app.prisma.emailMessage.update({
      where: { id },
      data: { status: 'SKIPPED', error: 'no recipient any more' },
    });
    return;
  }
  const content = built
    ? { to: built.to, subject: built.subject, body: built.text, html: built.html }
    : { to: message.to, subject: message.subject, body: message.body, html: message.html };
  // Counted on the first try only: a retry after a failure is the same message.
  if (attempt === 1 && message.template && 'bookingId' in (message.template as object)) {
    const wait = await app.triggerGuard.recipient('EMAIL', content.to);
    if (wait) {
      await app.prisma.emailMessage.update({
        where: { id },
        data: {
          ...content,
          status: 'SKIPPED',
          error: m(await vendorLang(app, message.vendorId), 'tooManyMessages', { seconds: wait }),
        },
      });
      return;
    }
  }
  const domain = new URL(app.publicUrl.base()).hostname;
  try {
    await transport.sendMail({
      from,
      to: content.to,
      subject: content.subject,
      text: content.body,
      ...(content.html ? { html: content.html } : {}),
      messageId: `<email-${id}@${domain}>`,
      attachments: [
        ...(built?.attachments ?? []),
        ...((message.attachments ?? []) as unknown as StoredAttachment[]).map((a) => ({ ...a, encoding: 'base64' })),
      ],
    });
  } catch (error) {
    await app.prisma.emailMessage.update({
      where: { id },
      data: { ...content, error: String((error as Error).message ?? error) },
    });
    throw error;
  }
  await app.prisma.emailMessage.update({
    where: { id },
    data: { ...content, status: 'SENT', sentAt: now(), error: null },
  });
}

/** The language a vendor's outbox is written in. */
export async function vendorLang(app: AppServices, vendorId: number | null): Promise<Lang> {
  if (vendorId == null) return 'fr';
  const vendor = await app.prisma.vendor.findUnique({ where: { id: vendorId }, select: { defaultLanguage: true } });
  return (vendor?.defaultLanguage ?? 'fr') as Lang;
}

type FailedReason = (vendorId: number | null) => Promise<string>;

/**
 * Registers the job of a kind of message to a person (e-mail, SMS): retried for hours, never past its
 * deadline (a reminder's appointment start). Out of tries or of time, `markFailed` records it FAILED
 * with the reason: the last error, or "the appointment has already started" with it.
 */
export function registerMessageJob(
  kind: string,
  send: (app: AppServices, id: number, attempt: number) => Promise<void>,
  markFailed: (app: AppServices, id: number, reason: FailedReason) => Promise<void>,
): void {
  registerJobHandler<{ id: number; notAfter?: string }>(
    kind,
    (payload, run, app) => send(app, payload.id, run.attempt),
    {
      maxAttempts: MESSAGE_MAX_ATTEMPTS,
      retry: MESSAGE_RETRY,
      deadline: notAfterOf,
      onDead: ({ id }, error, app, expired) =>
        markFailed(app, id, async (vendorId) =>
          expired ? m(await vendorLang(app, vendorId), 'tooLateToSend', { error }) : error,
        ),
    },
  );
}

registerMessageJob(EMAIL_JOB, sendOutboxEmail, async (app, id, reason) => {
  const row = await app.prisma.emailMessage.findUnique({ where: { id }, select: { vendorId: true } });
  if (!row) return;
  const error = await reason(row.vendorId);
  await app.prisma.emailMessage.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'FAILED', error } });
});
