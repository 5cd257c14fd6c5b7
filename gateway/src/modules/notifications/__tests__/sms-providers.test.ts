// The SMS adapters against local stub servers that check each request: Twilio's form-encoded
// Messages API with basic auth, and the generic webhook with its Idempotency-Key; a provider that
// hangs or fails is retried from the job queue with backoff and the credit comes back each time.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { queueSms, twilioSmsProvider, useSmsProvider, webhookSmsProvider } from '../sms.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function stub(answer: (seen: Seen) => { status: number; body?: unknown; hangMs?: number }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(request);
      const a = answer(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body ?? {}));
      }, a.hangMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMS providers', () => {
  let t: TestApp;
  let vendorId: number;

  beforeAll(async () => {
    setClock(Date.UTC(2031, 0, 6, 9), { frozen: true });
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    const vendor = await t.app.services.prisma.vendor.create({
      data: { slug: 'sms-test', name: 'SMS test', publicName: 'SMS test', email: 'sms@example.ch', smsCredits: 5 },
    });
    vendorId = vendor.id;
  });
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  const queue = (body: string) =>
    t.app.services.prisma.$transaction((tx) => queueSms(tx, { vendorId, to: '+41791234567', body }, 'fr'));
  const credits = async () =>
    (await t.app.services.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits;

  it("sends through Twilio's Messages API in its documented format", async () => {
    const twilio = await stub((r) =>
      r.headers.authorization === `Basic ${Buffer.from('AC123:secret').toString('base64')}`
        ? { status: 201, body: { sid: 'SM42', status: 'queued' } }
        : { status: 401, body: { code: 20003, message: 'Authenticate' } },
    );
    useSmsProvider(
      t.app.services,
      twilioSmsProvider({ accountSid: 'AC123', authToken: 'secret', baseUrl: twilio.url }),
      {
        from: 'SalonDemo',
      },
    );
    const sms = await queue('Rappel : rendez-vous demain à 9:00');
    await t.app.jobs.tick();
    expect(twilio.seen).toHaveLength(1);
    const [request] = twilio.seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+41791234567',
      From: 'SalonDemo',
      Body: 'Rappel : rendez-vous demain à 9:00',
    });
    const row = await t.app.services.prisma.shortMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(row).toMatchObject({ status: 'SENT', providerMessageId: 'SM42', attempts: 1, cost: 15 });
    expect(await credits()).toBe(4);
    await twilio.close();
  });

  it('times out a hanging provider, retries with backoff, gives the credit back, then sends once', async () => {
    let calls = 0;
    const hook = await stub(() => {
      calls++;
      return calls === 1
        ? { status: 200, hangMs: 5_000 }
        : calls === 2
          ? { status: 503 }
          : { status: 200, body: { id: 'w-1' } };
    });
    useSmsProvider(t.app.services, webhookSmsProvider(hook.url), { from: 'Salon', timeoutMs: 300 });
    const sms = await queue('Votre rendez-vous');
    const before = await credits();
    await t.app.jobs.tick(); // times out
    let row = await t.app.services.prisma.shortMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, cost: 0 });
    expect(row.reason).toMatch(/abort|timeout/i);
    expect(await credits()).toBe(before);
    const job = await t.app.services.prisma.job.findFirstOrThrow({
      where: { kind: 'sms.send', payload: { equals: { id: sms.id } } },
    });
    expect(job.runAt.getTime()).toBeGreaterThan(nowMs());
    setClock(job.runAt, { frozen: true });
    await t.app.jobs.tick(); // 503
    const again = await t.app.services.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(again.runAt.getTime() - job.runAt.getTime()).toBeGreaterThan(
      job.runAt.getTime() - Date.UTC(2031, 0, 6, 9) - 1,
    );
    setClock(again.runAt, { frozen: true });
    await t.app.jobs.tick(); // sent
    row = await t.app.services.prisma.shortMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, providerMessageId: 'w-1', cost: 15 });
    expect(await credits()).toBe(before - 1);
    expect(hook.seen.every((r) => r.headers['idempotency-key'] === `sms-${sms.id}`)).toBe(true);
    expect(JSON.parse(hook.seen[2]!.body)).toEqual({
      id: sms.id,
      from: 'Salon',
      to: '+41791234567',
      body: 'Votre rendez-vous',
    });
    await hook.close();
  });

  it('retries a reminder for hours through an outage, never after its appointment started, and keeps the provider error', async () => {
    const seenAt: number[] = [];
    const hook = await stub(() => {
      seenAt.push(nowMs());
      return { status: 503, body: { code: 30001, message: 'Queue overflow' } };
    });
    useSmsProvider(t.app.services, webhookSmsProvider(hook.url), { from: 'Salon' });
    const start = nowMs();
    const appointment = new Date(start + 3 * 3_600_000);
    const before = await credits();
    const sms = await t.app.services.prisma.$transaction((tx) =>
      queueSms(tx, { vendorId, to: '+41791234567', body: 'Rappel' }, 'fr', { notAfter: appointment }),
    );
    const job = () =>
      t.app.services.prisma.job.findFirstOrThrow({
        where: { kind: 'sms.send', payload: { path: ['id'], equals: sms.id } },
      });
    const gaps: number[] = [];
    for (let i = 0; i < 20; i++) {
      await t.app.jobs.tick();
      const j = await job();
      if (j.status !== 'PENDING') break;
      gaps.push(j.runAt.getTime() - nowMs());
      setClock(j.runAt, { frozen: true });
    }
    // A minute at first, doubling: the tries span over an hour, the last waits are half an hour or more.
    expect(gaps[0]).toBeGreaterThanOrEqual(30_000);
    expect(gaps.every((gap, i) => i === 0 || gap >= gaps[i - 1]! / 2)).toBe(true);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(1_800_000);
    expect(seenAt.at(-1)! - seenAt[0]!).toBeGreaterThanOrEqual(3_600_000);
    // Never sent once the appointment has started; it fails with the provider's words.
    expect(seenAt.every((at) => at < appointment.getTime())).toBe(true);
    expect(await job()).toMatchObject({
      status: 'DEAD',
      lastError: 'SMS provider answered 503: Queue overflow (code 30001)',
    });
    const row = await t.app.services.prisma.shortMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(row).toMatchObject({
      status: 'FAILED',
      cost: 0,
      reason:
        'Non envoyé : le rendez-vous a déjà commencé (dernière erreur : SMS provider answered 503: Queue overflow (code 30001))',
    });
    expect(await credits()).toBe(before);
    await hook.close();
  });
});
