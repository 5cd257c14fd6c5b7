// Events for webhooks, written in the transaction of the change that caused them: one delivery row
// per subscribed endpoint (its message id fixed once, for every attempt) and one job for its first
// attempt. Nothing is sent inside the request; the job queue's workers send after the commit.
import { randomUUID } from 'node:crypto';
import type { VendorDb } from '../../db/scoped.ts';
import { now } from '../../lib/clock.ts';
import { enqueueJob } from '../jobs/jobs.ts';
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

/** Queues the event for every endpoint of the vendor that listens to it; call inside the change's transaction. */
export async function enqueueWebhookEvent(tx: VendorDb, vendorId: number, type: WebhookEventType, resourceId: number) {
  const hooks = await tx.webhook.findMany({ where: { enabled: true, events: { has: type } }, select: { id: true } });
  const at = now();
  for (const hook of hooks) {
    const delivery = await tx.webhookDelivery.create({
      data: {
        vendorId,
        webhookId: hook.id,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        event: type,
        resourceId,
        occurredAt: at,
        nextAttemptAt: at,
      },
      select: { id: true },
    });
    await enqueueAttempt(tx, vendorId, { deliveryId: delivery.id, attempt: 1 });
  }
}
