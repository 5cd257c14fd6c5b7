// The team chat hears of every new booking, whatever the door: posted from the job queue after the
// commit, by one gateway, for vendors that connected a workspace.
import { Prisma } from '../../generated/prisma/client.ts';
import { declareEffect } from '../changes/index.ts';
import { enqueueJobs, registerJobHandler } from '../jobs/index.ts';
import { postNewBooking } from './chat.service.ts';

const CHAT_POST_JOB = 'chat.post';

declareEffect({
  name: 'team-chat',
  types: ['booking.created'],
  fact: (vendor) =>
    Prisma.sql`(SELECT coalesce(v."slackToken", '') <> '' FROM "Vendor" v WHERE v."id" = ${vendor.id()})`,
  async plan(tx, changes, _app, connected) {
    if (connected !== true) return;
    const vendorId = changes[0]!.vendorId;
    await enqueueJobs(
      tx,
      CHAT_POST_JOB,
      changes.map((c) => ({ payload: { bookingId: c.subjectId }, vendorId })),
      { maxAttempts: 1 },
    );
  },
});

registerJobHandler<{ bookingId: number }>(CHAT_POST_JOB, async (payload, run, app) => {
  if (run.vendorId == null) return;
  const vendor = await app.prisma.vendor.findUnique({
    where: { id: run.vendorId },
    select: { id: true, timezone: true, defaultLanguage: true, slackToken: true },
  });
  if (vendor) await postNewBooking(app, vendor, payload.bookingId);
});
