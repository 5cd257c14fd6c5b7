// Events for webhooks, written in the transaction of the change that caused them: one delivery row
// per subscribed endpoint (its message id fixed once, for every attempt) and one job for its first
// attempt. Nothing is sent inside the request; the job queue's workers send after the commit.
import { randomUUID } from 'node:crypto';
import type { VendorDb } from '../../db/scoped.ts';
import { now } from '../../lib/clock.ts';
import { enqueueJob, enqueueJobs } from '../jobs/index.ts';
import type { WebhookEventType } from './webhook.events.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook.delivery';

export interface DeliveryJob {
  deliveryId: number;
  /** The attempt this job makes (1 for the first). */
  attempt: number;
}

/** The job of one attempt; the key keeps a retried step from queueing the same attempt twice. */
export function enqueueAttempt(tx: Pick<VendorDb, 'job'>, vendorId: number, job: DeliveryJob, runAt?: Date) {
  return enqueueJob(
    tx,
    WEBHOOK_DELIVERY_JOB,
    { ...job },
    {
      vendorId,
      runAt,
      dedupeKey: `webhook:${job.deliveryId}:${job.attempt}`,
      // Each attempt is its own job; a job retried by the queue is only an infrastructure hiccup.
      maxAttempts: 3,
    },
  );
}

/** An enabled endpoint of the vendor and the events it subscribes to. */
export interface Subscribed {
  id: number;
  events: string[];
}

/**
 * Queues events for every endpoint that listens to them among the vendor's enabled `hooks` (read
 * with the changes' claim), the deliveries and their first jobs in two statements; call inside the
 * changes' transaction.
 */
export async function enqueueWebhookEvents(
  tx: VendorDb,
  vendorId: number,
  events: readonly { type: WebhookEventType; resourceId: number }[],
  hooks: readonly Subscribed[],
) {
  if (!events.length || !hooks.length) return;
  const at = now();
  const rows = events.flatMap((e) =>
    hooks
      .filter((h) => h.events.includes(e.type))
      .map((h) => ({
        vendorId,
        webhookId: h.id,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        event: e.type,
        resourceId: e.resourceId,
        occurredAt: at,
        nextAttemptAt: at,
      })),
  );
  if (!rows.length) return;
  const deliveries = await tx.webhookDelivery.createManyAndReturn({ data: rows, select: { id: true } });
  await enqueueJobs(
    tx,
    WEBHOOK_DELIVERY_JOB,
    deliveries.map((d) => ({
      payload: { deliveryId: d.id, attempt: 1 },
      vendorId,
      dedupeKey: `webhook:${d.id}:1`,
    })),
    { maxAttempts: 3 },
  );
}
