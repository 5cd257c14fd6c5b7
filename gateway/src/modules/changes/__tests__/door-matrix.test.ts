// The door matrix: each kind of change made through each door (staff app, customer app, REST, API
// key, manage link, checkout) gives the same effects. Generic over the declarations: every declared
// effect needs an observer here, every door and every change kind an effect follows needs a
// scenario, so a new effect, door or change cannot be left out of the matrix.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { loginDemo, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { hashApiKey, newApiKey } from '../../api-keys/api-key.auth.ts';
import { manageToken } from '../../booking-core/index.ts';
import { CUSTOMER_MESSAGES } from '../../notifications/customer-messages.ts';
import { WEBHOOK_OF_CHANGE } from '../../webhooks/webhook.effects.ts';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook.events.ts';
import { type Change, type ChangeType, declaredEffects, type Door } from '../index.ts';
import { type Made, type MatrixContext, SCENARIOS } from './door-scenarios.ts';

/** What each declared effect leaves behind for a change, as the test can see it. */
type Observer = (m: MatrixContext, change: Change) => Promise<boolean>;

const OBSERVERS: Record<string, Observer> = {
  webhooks: async (m, c) =>
    (await m.prisma.webhookDelivery.count({
      where: { event: WEBHOOK_OF_CHANGE[c.type], resourceId: c.subjectId, vendorId: c.vendorId },
    })) > 0,
  'caldav-push': async (m, c) =>
    (await m.prisma.job.count({ where: { kind: 'calendar.push', payload: { equals: { bookingId: c.subjectId } } } })) >
    0,
  'team-chat': async (m, c) =>
    (await m.prisma.job.count({ where: { kind: 'chat.post', payload: { equals: { bookingId: c.subjectId } } } })) > 0,
  'live-calendar': async (m, c) =>
    m.published.some((p) => (c.type.startsWith('event.') ? p.eventId === c.subjectId : p.bookingId === c.subjectId)),
  // Checked against the scenario's expected message below (the table decides whether one is sent).
  'customer-messages': async () => true,
  // A change that frees time queues a match for the waiting customers (one waits: see beforeAll).
  'waitlist-offers': async (m, c) => {
    const { removed = [], updated = [], previous = [], days = [] } = c.data;
    if (!removed.length && !updated.length && !previous.length && !days.length) return true;
    const jobs = await m.prisma.job.findMany({ where: { kind: 'waitlist.match', id: { gt: lastMatchJob } } });
    lastMatchJob = Math.max(lastMatchJob, ...jobs.map((j) => j.id));
    return jobs.length > 0;
  },
};
let lastMatchJob = 0;

const DOORS: Door[] = ['staffApp', 'customerApp', 'rest', 'apiKey', 'manageLink'];

describe('the same change gives the same effects through every door', () => {
  let t: TestApp;
  const m = {} as MatrixContext;

  beforeAll(async () => {
    // No worker runs: what the dispatch planned stays in the tables to be read.
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    // A receiver of every webhook, a connected calendar and a team chat: each effect has work.
    await prisma.webhook.create({
      data: { vendorId: vendor.id, url: 'https://hooks.example.ch/in', events: [...WEBHOOK_EVENTS], secret: 'whsec_x' },
    });
    const employee = await prisma.employee.findFirstOrThrow({ where: { vendorId: vendor.id, deletedAt: null } });
    await prisma.calendarConnection.create({
      data: {
        vendorId: vendor.id,
        employeeId: employee.id,
        serverUrl: 'https://dav.example.ch/',
        calendarUrl: 'https://dav.example.ch/cal/',
        username: 'x',
        secret: 'v1:x',
      },
    });
    await prisma.vendor.update({ where: { id: vendor.id }, data: { slackToken: 'xoxb-matrix' } });
    // Someone waiting at the demo location for the coming months: the waitlist has work.
    const location = await prisma.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const waiting = await prisma.customer.findFirstOrThrow({ where: { vendorId: vendor.id } });
    const day = (offset: number) =>
      new Date(`${new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
    await prisma.waitlistEntry.create({
      data: {
        vendorId: vendor.id,
        locationId: location.id,
        customerId: waiting.id,
        serviceIds: [(await prisma.service.findFirstOrThrow({ where: { vendorId: vendor.id } })).id],
        dateFrom: day(0),
        dateTo: day(89),
      },
    });
    const key = newApiKey();
    await prisma.apiKey.create({
      data: {
        vendorId: vendor.id,
        name: 'Matrix',
        role: 2,
        prefix: key.prefix,
        keyHash: hashApiKey(key.key),
        createdByUserId: 0,
      },
    });
    const published: MatrixContext['published'] = [];
    const publish = t.app.services.pubsub.publish.bind(t.app.services.pubsub);
    vi.spyOn(t.app.services.pubsub, 'publish').mockImplementation((channel, id, payload) => {
      if (channel === 'calendar:events') published.push(payload as MatrixContext['published'][number]);
      publish(channel, id, payload);
    });
    Object.assign(m, {
      t,
      prisma,
      vendor,
      tokens: await loginDemo(t),
      apiKey: key.key,
      published,
      manageToken: (booking: { id: number; manageVersion: number; end: Date }) => manageToken(t.app.services, booking),
    } satisfies MatrixContext);
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });

  it('declares an observer for every effect, and a scenario for every door and every change an effect follows', () => {
    const effects = declaredEffects();
    expect(effects.map((e) => e.name).sort()).toEqual(Object.keys(OBSERVERS).sort());
    const doors = new Set(SCENARIOS.map((s) => s.door));
    for (const door of DOORS) expect(doors.has(door), `a scenario through ${door}`).toBe(true);
    const kinds = new Set(SCENARIOS.map((s) => s.type));
    for (const type of new Set(effects.flatMap((e) => e.types)))
      expect(kinds.has(type), `a scenario making ${type}`).toBe(true);
  });

  for (const scenario of SCENARIOS) {
    it(`${scenario.type} through ${scenario.door}${scenario.label ? ` (${scenario.label})` : ''}`, async () => {
      const made: Made = await scenario.make(m);
      const change = (await t.app.services.prisma.change.findFirst({
        where: { type: scenario.type, subjectId: made.subjectId },
        orderBy: { id: 'desc' },
      })) as (Change & { dispatchedAt: Date | null }) | null;
      expect(change, 'the change is recorded').toBeTruthy();
      expect({ door: change!.door, actor: change!.actor }).toEqual({ door: scenario.door, actor: scenario.actor });
      expect(change!.dispatchedAt, 'dispatched once the request is done').toBeTruthy();
      for (const effect of declaredEffects().filter((e) => e.types.includes(scenario.type as ChangeType))) {
        expect(await OBSERVERS[effect.name]!(m, change!), `${effect.name} for ${scenario.type}`).toBe(true);
      }
      // The customer's message: what the one table says, whatever the door.
      const mails = await t.app.services.prisma.emailMessage.findMany({
        where: { id: { gte: made.mailsFrom }, template: { path: ['bookingId'], equals: made.bookingId ?? -1 } },
      });
      const kinds = mails.map((mail) => (mail.template as { kind: string }).kind);
      expect(kinds, 'the customer message').toEqual(scenario.message ? [scenario.message] : []);
      if (scenario.message) {
        const rule = CUSTOMER_MESSAGES[scenario.type]?.[scenario.actor];
        expect(rule?.kind).toBe(scenario.message);
      }
    });
  }
});
