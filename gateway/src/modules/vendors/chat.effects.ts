// The team chat hears of every new booking, whatever the door: posted from the job queue after the
// commit, by one gateway, for vendors that connected a workspace.
import { declareEffect } from '../changes/index.ts';
import { enqueueJob, registerJobHandler } from '../jobs/jobs.ts';
import { postNewBooking } from './chat.service.ts';

const CHAT_POST_JOB = 'chat.post';

declareEffect({
  name: 'team-chat',
  types: ['booking.created'],
  async plan(tx, change) {
    const vendor = await tx.vendor.findUnique({ where: { id: change.vendorId }, select: { slackToken: true } });
    if (!vendor?.slackToken) return;
    await enqueueJob(tx, CHAT_POST_JOB, { bookingId: change.subjectId }, { vendorId: change.vendorId, maxAttempts: 1 });
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
