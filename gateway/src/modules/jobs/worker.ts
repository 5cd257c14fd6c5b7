// The job worker of one gateway process: started with the gateway, it claims due jobs (and jobs
// whose lease ran out on a dead gateway) with FOR UPDATE SKIP LOCKED, runs their handlers outside
// any transaction, and records the outcome only if it still holds the job (fencing on lockedBy
// and the attempt number), so a gateway that lost its lease never overwrites the next run.
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../context.ts';
import { now } from '../../lib/clock.ts';
import { sweepChanges } from '../changes/index.ts';
import { type JobRun, jobHandler, RetryLater, retryDelayMs } from './jobs.ts';

type Registered = NonNullable<ReturnType<typeof jobHandler>>;

export interface JobWorkerOptions {
  /** Milliseconds between two polls; 0: no timer (tests call tick()). */
  pollMs?: number;
  /** Jobs claimed and run at once by this process. */
  concurrency?: number;
  /** Seconds a run may take: after that its lease expires and another gateway may take the job. */
  leaseSeconds?: number;
  /** Backoff of the retries (see retryDelayMs). */
  retryBaseMs?: number;
  retryCapMs?: number;
  random?: () => number;
}

export interface JobWorker {
  readonly id: string;
  /** Claims and runs due jobs until none is left; resolves with how many ran. Runs do not overlap. */
  tick(): Promise<number>;
  /** Stops polling and waits for the runs in flight (graceful shutdown). */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  vendorId: number | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

const message = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 2000);

export function createJobWorker(app: AppServices, options: JobWorkerOptions = {}): JobWorker {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 4;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const db = app.prisma;
  let stopped = false;
  let running: Promise<number> | null = null;

  const claim = async (): Promise<ClaimedRow[]> => {
    const at = now();
    const until = new Date(at.getTime() + leaseSeconds * 1000);
    // A run cut short on its last attempt (its gateway died) is not started again.
    await db.$executeRaw`
      UPDATE "Job" SET "status" = 'DEAD', "finishedAt" = ${at}, "lockedUntil" = NULL,
        "lastError" = coalesce("lastError", 'the gateway running it stopped') || ' (lease expired on the last attempt)'
      WHERE "status" = 'RUNNING' AND "lockedUntil" <= ${at} AND "attempts" >= "maxAttempts"`;
    return db.$queryRaw<ClaimedRow[]>`
      UPDATE "Job" SET "status" = 'RUNNING', "attempts" = "attempts" + 1, "lockedUntil" = ${until}, "lockedBy" = ${id}
      WHERE "id" IN (
        SELECT "id" FROM "Job"
        WHERE ("status" = 'PENDING' AND "runAt" <= ${at}) OR ("status" = 'RUNNING' AND "lockedUntil" <= ${at})
        ORDER BY "runAt", "id" LIMIT ${concurrency}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id", "kind", "payload", "vendorId", "attempts", "maxAttempts", "lastError"`;
  };

  const held = (job: ClaimedRow) => ({ id: job.id, status: 'RUNNING' as const, lockedBy: id, attempts: job.attempts });

  /** DEAD with its last error, then the kind's hook (e.g. the message row says FAILED and why). */
  const bury = async (job: ClaimedRow, registered: Registered | undefined, error: string, expired: boolean) => {
    const { count } = await db.job.updateMany({
      where: held(job),
      data: { status: 'DEAD', finishedAt: now(), lockedUntil: null, lastError: error },
    });
    if (!count || !registered?.onDead) return;
    await (registered.onDead as (p: unknown, e: string, a: AppServices, x: boolean) => Promise<void>)(
      job.payload,
      error,
      app,
      expired,
    ).catch((err) => app.log.error({ err, jobId: job.id }, 'job dead hook failed'));
  };

  const failed = async (job: ClaimedRow, registered: Registered | undefined, deadline: Date | null, error: unknown) => {
    const delay = retryDelayMs(job.attempts, {
      baseMs: registered?.retry?.baseMs ?? options.retryBaseMs,
      capMs: registered?.retry?.capMs ?? options.retryCapMs,
      random: options.random,
    });
    const runAt = new Date(now().getTime() + delay);
    // Out of attempts, or the next try would come too late to be of any use.
    const late = deadline !== null && runAt >= deadline;
    const dead = job.attempts >= job.maxAttempts || late;
    app.log[dead ? 'error' : 'warn'](
      { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message(error) },
      dead ? (late ? 'job dead: past its deadline' : 'job dead: out of attempts') : 'job failed: will retry',
    );
    if (dead) return bury(job, registered, message(error), late);
    await db.job.updateMany({
      where: held(job),
      data: { status: 'PENDING', runAt, lockedUntil: null, lastError: message(error) },
    });
  };

  const runOne = async (job: ClaimedRow) => {
    const registered = jobHandler(job.kind);
    const run: JobRun = {
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      vendorId: job.vendorId,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
    };
    const deadline = registered?.deadline?.(job.payload as never) ?? null;
    if (deadline && now() >= deadline) {
      // Not run at all: what it was waiting for has passed. The last error stays the reason.
      return bury(job, registered, job.lastError ?? 'past its deadline', true);
    }
    try {
      if (!registered) throw new Error(`no handler for job kind "${job.kind}"`);
      await (registered.handler as (p: unknown, r: JobRun, a: AppServices) => Promise<void>)(job.payload, run, app);
      await db.job.updateMany({
        where: held(job),
        data: { status: 'DONE', finishedAt: now(), lockedUntil: null, lastError: null },
      });
    } catch (error) {
      if (!(error instanceof RetryLater)) return failed(job, registered, deadline, error);
      await db.job.updateMany({
        where: held(job),
        data: {
          status: 'PENDING',
          attempts: job.attempts - 1,
          runAt: new Date(now().getTime() + error.delayMs),
          lockedUntil: null,
          lastError: error.message,
        },
      });
    }
  };

  const drainQueue = async () => {
    // Changes left undispatched (their gateway stopped after the commit) are dispatched first:
    // the jobs their effects plan are then run in this same pass.
    await sweepChanges(app).catch((error) => app.log.error({ err: error }, 'change sweep failed'));
    let ran = 0;
    while (!stopped) {
      const jobs = await claim();
      if (!jobs.length) break;
      await Promise.all(jobs.map(runOne));
      ran += jobs.length;
    }
    return ran;
  };

  const tick = () => {
    if (stopped) return Promise.resolve(0);
    running ??= drainQueue()
      .catch((error) => {
        app.log.error({ err: error }, 'job worker run failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = options.pollMs ? setInterval(() => void tick(), options.pollMs) : null;
  timer?.unref();
  return {
    id,
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
