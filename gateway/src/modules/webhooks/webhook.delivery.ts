// Sends webhook deliveries from the job queue, at least once, with the same webhook-id on every
// attempt. A failed attempt (non-2xx, time-out, refused address) schedules the next one on the
// Standard Webhooks schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts over 27.5 h);
// after the last one the delivery is FAILED, the endpoint is turned off and the vendor's admins
// get an e-mail. The body is built at the first attempt, from the resource as the REST API shows
// it, and kept so that every retry sends the same bytes.
import { type DocumentNode, type ExecutionResult, execute, type GraphQLSchema } from 'graphql';
import { type AppServices, contextFor } from '../../context.ts';
import { now } from '../../lib/clock.ts';
import { DEFAULT_LANGUAGE } from '@salon/shared';
import type { Lang } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { registerJobHandler } from '../jobs/index.ts';
import { queueEmail } from '../notifications/index.ts';
import { type DeliveryJob, enqueueAttempt, WEBHOOK_DELIVERY_JOB } from './webhook.enqueue.ts';
import { resourcePath, type WebhookEventType } from './webhook.events.ts';
import { m } from './webhook.messages.ts';
import { attemptDelivery } from './webhook.send.ts';

/** Delay before attempts 2, 3, …: the Standard Webhooks / Svix schedule, over 27.5 h in all. */
export const RETRY_SCHEDULE_MS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((s) => s * 1000);
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
const SCHEDULE_HOURS = Math.floor(RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0) / 3_600_000);

/**
 * Reads a resource as `GET /api{path}` answers it, running that route's document through `run`
 * (null when it does not exist): the REST adapter's reader, given by the composition root.
 */
export type ReadWire = (
  path: string,
  run: (document: DocumentNode, variables: Record<string, unknown>) => Promise<ExecutionResult>,
) => Promise<unknown>;

/** The resource as `GET /api/…` shows it to an admin of its vendor, in the vendor's language. */
async function wireData(app: AppServices, schema: GraphQLSchema, read: ReadWire, vendorId: number, path: string) {
  const lang = await vendorLanguage(app.prisma, vendorId);
  const viewer = {
    userId: 0,
    name: 'webhooks',
    role: Role.admin,
    notValidated: false,
    employeeId: null,
    vendorId,
    appId: 1,
    expiresAt: Number.MAX_SAFE_INTEGER,
  };
  return read(path, async (document, variableValues) => {
    const result = await execute({ schema, document, variableValues, contextValue: contextFor(app, viewer, lang) });
    return result as ExecutionResult;
  });
}

async function vendorLanguage(tx: Pick<AppServices['prisma'], 'vendor'>, vendorId: number): Promise<Lang> {
  const vendor = await tx.vendor.findUnique({ where: { id: vendorId }, select: { defaultLanguage: true } });
  return vendor?.defaultLanguage ?? DEFAULT_LANGUAGE;
}

async function notifyAdmins(app: AppServices, vendorId: number, url: string, status: string) {
  const [vendor, admins] = await Promise.all([
    app.prisma.vendor.findUnique({ where: { id: vendorId }, select: { email: true, defaultLanguage: true } }),
    app.prisma.user.findMany({
      where: { role: { gte: Role.admin }, enabled: true, employee: { vendorId } },
      select: { email: true, language: true },
    }),
  ]);
  const to = admins.length ? admins : vendor ? [{ email: vendor.email, language: vendor.defaultLanguage }] : [];
  const link = `${app.config.publicUrl ?? ''}/settings/integrations`;
  await app.prisma.$transaction(async (tx) => {
    for (const admin of to) {
      const lang = admin.language;
      await queueEmail(tx, {
        vendorId,
        to: admin.email,
        subject: m(lang, 'disabledSubject', { url }),
        body: m(lang, 'disabledBody', { url, hours: SCHEDULE_HOURS, link, status }),
      });
    }
  });
}

export async function runDelivery(
  app: AppServices,
  schema: GraphQLSchema,
  read: ReadWire,
  job: DeliveryJob,
): Promise<void> {
  const db = app.prisma;
  const delivery = await db.webhookDelivery.findUnique({ where: { id: job.deliveryId }, include: { webhook: true } });
  // Already settled, or this attempt was already made (a repeated job).
  if (!delivery || delivery.status !== 'PENDING' || delivery.attempts >= job.attempt) return;
  const { webhook } = delivery;
  if (!webhook.enabled) {
    await db.webhookDelivery.updateMany({
      where: { id: delivery.id, status: 'PENDING' },
      data: { status: 'FAILED', lastError: 'endpoint turned off', nextAttemptAt: null },
    });
    return;
  }
  let body = delivery.body;
  if (body == null) {
    const data = await wireData(
      app,
      schema,
      read,
      delivery.vendorId,
      resourcePath(delivery.event as WebhookEventType, delivery.resourceId),
    );
    const built = JSON.stringify({ type: delivery.event, timestamp: delivery.occurredAt.toISOString(), data });
    // The first body written wins: every attempt sends the same bytes.
    await db.webhookDelivery.updateMany({ where: { id: delivery.id, body: null }, data: { body: built } });
    body = (await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, select: { body: true } })).body!;
  }

  const result = await attemptDelivery({
    url: webhook.url,
    secret: webhook.secret,
    messageId: delivery.messageId,
    timestamp: now(),
    body,
    allowPrivate: app.config.webhookAllowPrivateTargets,
  });
  const at = now();
  const attempts = job.attempt;
  // Fenced on the attempt count: a repeated run of the same attempt records nothing twice.
  const mine = { id: delivery.id, status: 'PENDING' as const, attempts: attempts - 1 };
  const outcome = { attempts, lastStatusCode: result.status, lastError: result.error };
  if (result.ok) {
    await db.webhookDelivery.updateMany({
      where: mine,
      data: { ...outcome, status: 'DELIVERED', deliveredAt: at, nextAttemptAt: null },
    });
    return;
  }
  if (attempts >= MAX_ATTEMPTS) {
    const status = result.status ? `HTTP ${result.status}` : (result.error ?? 'no answer');
    const disabled = await db.$transaction(async (tx) => {
      const { count } = await tx.webhookDelivery.updateMany({
        where: mine,
        data: { ...outcome, status: 'FAILED', nextAttemptAt: null },
      });
      if (!count) return 0;
      return (
        await tx.webhook.updateMany({
          where: { id: webhook.id, enabled: true },
          data: {
            enabled: false,
            disabledAt: at,
            disabledReason: m(await vendorLanguage(tx, delivery.vendorId), 'disabledReason', {
              attempts,
              hours: SCHEDULE_HOURS,
              event: delivery.event,
              status,
            }),
          },
        })
      ).count;
    });
    if (disabled) {
      app.log.warn(
        { webhookId: webhook.id, vendorId: delivery.vendorId },
        'webhook turned off after failed deliveries',
      );
      await notifyAdmins(app, delivery.vendorId, webhook.url, status);
    }
    return;
  }
  const next = new Date(at.getTime() + (RETRY_SCHEDULE_MS[attempts - 1] ?? 0));
  await db.$transaction(async (tx) => {
    const { count } = await tx.webhookDelivery.updateMany({ where: mine, data: { ...outcome, nextAttemptAt: next } });
    if (count) await enqueueAttempt(tx, delivery.vendorId, { deliveryId: delivery.id, attempt: attempts + 1 }, next);
  });
}

/**
 * Registers the delivery job with the schema the events are read through and the REST reader that
 * shapes them (once, at start-up).
 */
export function registerWebhookDelivery(schema: GraphQLSchema, read: ReadWire) {
  registerJobHandler<DeliveryJob>(
    WEBHOOK_DELIVERY_JOB,
    (payload, _run, app) => runDelivery(app, schema, read, payload),
    {
      maxAttempts: 3,
    },
  );
}
