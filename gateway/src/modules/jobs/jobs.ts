// The job queue: background work (e-mails, SMS, reminders, webhooks) as rows of the Job table.
//
// - `enqueueJob(tx, kind, payload)` writes the row in the caller's transaction, so the job exists
//   if and only if the change that asked for it is committed.
// - Any gateway process runs a worker (worker.ts) that claims due jobs with FOR UPDATE SKIP LOCKED
//   under a lease (lockedUntil): several gateways share the work and a job runs on one of them at
//   a time. A gateway that dies mid-job leaves its lease to expire; then another one takes it.
// - A failed run is retried after an exponential backoff with full jitter (per kind: messages wait
//   up to hours, so a provider's outage of an afternoon loses nothing); out of attempts, or past the
//   kind's deadline (a reminder is useless once its appointment started), the job is DEAD with its
//   last error and stays visible to the vendor's admins (`failedJobs`), who may retry it.
// - Handlers must be idempotent against a repeat of a run cut short after its side effect (the
//   one case a lease cannot tell apart from a lost run); the message handlers keep a per-message
//   status for that.
import type { AppServices } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { now } from '../../lib/clock.ts';

/** A claimed job as its handler sees it. */
export interface JobRun<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  vendorId: number | null;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<P = unknown> = (payload: P, run: JobRun<P>, app: AppServices) => Promise<void>;

/** The backoff of a kind's retries (see retryDelayMs). */
export interface RetryPolicy {
  baseMs: number;
  capMs: number;
}

export interface JobOptions<P> {
  maxAttempts?: number;
  /** The kind's own backoff; else the worker's. */
  retry?: RetryPolicy;
  /** When a run is no longer useful (e.g. the appointment a reminder is for has started): not run, DEAD. */
  deadline?: (payload: P) => Date | null;
  /**
   * Called once when the job goes DEAD (e.g. to mark its message FAILED), with the last error and
   * whether it was the deadline (not the attempts) that ended it.
   */
  onDead?: (payload: P, error: string, app: AppServices, expired: boolean) => Promise<void>;
}

interface Registered extends JobOptions<never> {
  handler: JobHandler<never>;
}

const handlers = new Map<string, Registered>();

/** Registers the handler of a kind of job (once, at module load). */
export function registerJobHandler<P>(kind: string, handler: JobHandler<P>, options: JobOptions<P> = {}): void {
  handlers.set(kind, { ...(options as JobOptions<never>), handler: handler as JobHandler<never> });
}

export function jobHandler(kind: string): Registered | undefined {
  return handlers.get(kind);
}

/** A client able to write a job: the unscoped client or one of its transactions. */
export type JobWriter = Pick<Prisma.TransactionClient, 'job'>;

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** A job with the same key is written only once (the later calls return the first job). */
  dedupeKey?: string;
  vendorId?: number | null;
  maxAttempts?: number;
}

/**
 * Queues a job inside the caller's transaction. With a dedupeKey, a second call with the same key
 * does nothing (and returns the existing job), so retried requests do not double the work.
 */
export async function enqueueJob<P extends Prisma.InputJsonValue>(
  tx: JobWriter,
  kind: string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<{ id: number }> {
  const data = {
    kind,
    payload,
    runAt: options.runAt ?? now(),
    vendorId: options.vendorId ?? null,
    maxAttempts: options.maxAttempts ?? handlers.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  if (!options.dedupeKey) return tx.job.create({ data, select: { id: true } });
  // An upsert that changes nothing: inside a transaction a unique violation would abort it.
  return tx.job.upsert({
    where: { dedupeKey: options.dedupeKey },
    create: { ...data, dedupeKey: options.dedupeKey },
    update: {},
    select: { id: true },
  });
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The backoff of a message to a person (e-mail, SMS): a minute, then doubling up to two hours, so
 * ten tries span about seven hours (at least half that with the jitter) and a provider down for an
 * afternoon loses nothing.
 */
export const MESSAGE_RETRY: RetryPolicy = { baseMs: 60_000, capMs: 2 * 3_600_000 };
export const MESSAGE_MAX_ATTEMPTS = 10;

/** A payload's `notAfter` (ISO instant), the deadline of a message that is useless later. */
export const notAfterOf = (payload: { notAfter?: string | null }): Date | null =>
  payload.notAfter ? new Date(payload.notAfter) : null;

/**
 * Thrown by a handler that cannot run yet for a reason that is not a failure (e.g. no SMTP server
 * configured): the job waits `delayMs` and the try does not count.
 */
export class RetryLater extends Error {
  constructor(
    reason: string,
    readonly delayMs: number,
  ) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/**
 * Delay before attempt `attempt + 1` after `attempt` failures: exponential (base × 2^(attempt-1),
 * capped) with full jitter, so that jobs failing together do not retry in lockstep.
 */
export function retryDelayMs(
  attempt: number,
  options: { baseMs?: number; capMs?: number; random?: () => number } = {},
): number {
  const base = options.baseMs ?? 5_000;
  const cap = options.capMs ?? 3_600_000;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  const random = options.random ?? Math.random;
  // Half fixed, half random: never sooner than half the exponential step.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
