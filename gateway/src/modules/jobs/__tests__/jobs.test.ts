// The job queue against the real database: transactional enqueue, dedupe, retries with backoff,
// dead jobs seen and retried by admins, leases taken over from a dead worker, and no job run twice
// by workers competing for it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { enqueueJob, registerJobHandler, retryDelayMs } from '../jobs.ts';
import { createJobWorker } from '../worker.ts';

const T0 = new Date('2030-03-04T09:00:00Z');

describe('job queue', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  const runs: Array<{ kind: string; payload: unknown; attempt: number }> = [];

  beforeAll(async () => {
    setClock(T0, { frozen: true });
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    tokens = await seedAndLogin(t);
    vendorId = (await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
    registerJobHandler<{ n: number }>('test.ok', async (payload, run) => {
      runs.push({ kind: run.kind, payload, attempt: run.attempt });
    });
    registerJobHandler(
      'test.fail',
      async (_payload, run) => {
        runs.push({ kind: run.kind, payload: null, attempt: run.attempt });
        throw new Error(`boom ${run.attempt}`);
      },
      { maxAttempts: 3 },
    );
  });
  afterEach(async () => {
    runs.length = 0;
    setClock(T0, { frozen: true });
    await t.app.services.prisma.job.deleteMany({});
  });
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  it('exists only if the transaction that queued it commits', async () => {
    const { prisma } = t.app.services;
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueJob(tx, 'test.ok', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await prisma.job.count()).toBe(0);
    await prisma.$transaction((tx) => enqueueJob(tx, 'test.ok', { n: 2 }));
    expect(await t.app.jobs.tick()).toBe(1);
    expect(runs).toEqual([{ kind: 'test.ok', payload: { n: 2 }, attempt: 1 }]);
    expect(await prisma.job.findFirstOrThrow()).toMatchObject({ status: 'DONE', attempts: 1, finishedAt: T0 });
  });

  it('writes a job once per dedupe key and waits for its runAt', async () => {
    const { prisma } = t.app.services;
    const runAt = new Date(T0.getTime() + 60_000);
    const first = await enqueueJob(prisma, 'test.ok', { n: 1 }, { dedupeKey: 'k1', runAt });
    const again = await prisma.$transaction((tx) => enqueueJob(tx, 'test.ok', { n: 9 }, { dedupeKey: 'k1', runAt }));
    expect(again.id).toBe(first.id);
    expect(await prisma.job.count()).toBe(1);
    expect(await t.app.jobs.tick()).toBe(0);
    setClock(runAt, { frozen: true });
    expect(await t.app.jobs.tick()).toBe(1);
    expect(runs.map((r) => r.payload)).toEqual([{ n: 1 }]);
  });

  it('retries a failing job with backoff, then keeps it DEAD for the admins, who may retry it', async () => {
    const { prisma } = t.app.services;
    const worker = createJobWorker(t.app.services, { retryBaseMs: 10_000, random: () => 1 });
    const { id } = await enqueueJob(prisma, 'test.fail', {}, { vendorId });
    expect(await worker.tick()).toBe(1);
    let job = await prisma.job.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'boom 1' });
    expect(job.runAt.getTime() - T0.getTime()).toBe(10_000);
    expect(await worker.tick()).toBe(0); // not yet due
    setClock(job.runAt, { frozen: true });
    expect(await worker.tick()).toBe(1);
    job = await prisma.job.findUniqueOrThrow({ where: { id } });
    expect(job.runAt.getTime() - T0.getTime()).toBe(10_000 + 20_000); // doubled
    setClock(job.runAt, { frozen: true });
    expect(await worker.tick()).toBe(1);
    job = await prisma.job.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: 'DEAD', attempts: 3, lastError: 'boom 3' });
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    setClock(new Date(T0.getTime() + 86_400_000), { frozen: true });
    expect(await worker.tick()).toBe(0); // dead stays dead

    const list = await t.gql<{ jobs: { items: Array<{ id: number; kind: string; lastError: string }> } }>(
      '{ jobs { items { id kind status attempts lastError } pagination { count } } }',
      {},
      tokens.admin,
    );
    expect(list.data?.jobs.items).toEqual([
      { id, kind: 'test.fail', status: 'DEAD', attempts: 3, lastError: 'boom 3' },
    ]);
    const denied = await t.gql('{ jobs { items { id } } }', {}, tokens.staff);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const retried = await t.gql<{ retryJob: { __typename: string; status: string } }>(
      'mutation ($id: Int!) { retryJob(id: $id) { __typename ... on Job { status attempts } } }',
      { id },
      tokens.admin,
    );
    expect(retried.data?.retryJob).toEqual({ __typename: 'Job', status: 'PENDING', attempts: 0 });
    expect(await worker.tick()).toBe(1);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3, 1]);
  });

  it('takes over the job of a worker whose lease ran out, and ignores that worker when it comes back', async () => {
    const { prisma } = t.app.services;
    let release!: () => void;
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    registerJobHandler('test.hang', async () => {
      calls++;
      if (calls === 1) await hung; // the first gateway freezes in the middle of the job
    });
    const a = createJobWorker(t.app.services, { leaseSeconds: 30 });
    const b = createJobWorker(t.app.services, { leaseSeconds: 30 });
    const { id } = await enqueueJob(prisma, 'test.hang', {});
    const aRun = a.tick();
    await expect.poll(() => calls).toBe(1);
    expect(await b.tick()).toBe(0); // leased to a
    setClock(new Date(T0.getTime() + 31_000), { frozen: true });
    expect(await b.tick()).toBe(1);
    expect(await prisma.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'DONE',
      attempts: 2,
      lockedBy: b.id,
    });
    release();
    await aRun;
    // a finishing late does not overwrite b's outcome.
    expect(await prisma.job.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'DONE', lockedBy: b.id });
    expect(calls).toBe(2);
  });

  it('runs each job once with several workers competing', async () => {
    const { prisma } = t.app.services;
    for (let n = 0; n < 30; n++) await enqueueJob(prisma, 'test.ok', { n });
    const workers = [1, 2, 3].map(() => createJobWorker(t.app.services, { concurrency: 3 }));
    const counts = await Promise.all(workers.map((w) => w.tick()));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(30);
    expect(runs.map((r) => (r.payload as { n: number }).n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, n) => n),
    );
    expect(await prisma.job.count({ where: { status: 'DONE' } })).toBe(30);
  });

  it('spreads retries: exponential ceiling, full jitter above half of it, capped', () => {
    expect(retryDelayMs(1, { baseMs: 1000, random: () => 0 })).toBe(500);
    expect(retryDelayMs(1, { baseMs: 1000, random: () => 1 })).toBe(1000);
    expect(retryDelayMs(4, { baseMs: 1000, random: () => 1 })).toBe(8000);
    expect(retryDelayMs(30, { baseMs: 1000, capMs: 60_000, random: () => 1 })).toBe(60_000);
  });
});
