import type { Context } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { m } from './job.messages.ts';

/** An admin puts a dead job of their vendor back in the queue, with its attempts counted afresh. */
export async function retryDeadJob(ctx: Context, id: number) {
  const db = ctx.vendorDb();
  const job = await db.job.findFirst({ where: { id } });
  if (!job) throw new NotFoundError(m(ctx.lang, 'notFound'));
  const { count } = await db.job.updateMany({
    where: { id, status: 'DEAD' },
    data: { status: 'PENDING', attempts: 0, runAt: now(), finishedAt: null, lockedBy: null },
  });
  if (!count) throw new ConflictError(m(ctx.lang, 'notDead'));
  return db.job.findFirstOrThrow({ where: { id } });
}
