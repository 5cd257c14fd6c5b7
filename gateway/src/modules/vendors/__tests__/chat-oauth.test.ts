// The team-chat integration against a small fake provider (a real HTTP server on 127.0.0.1): the
// OAuth authorization-code flow, revocation, and one message posted per new booking.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { m } from '../vendor.messages.ts';

interface Received {
  path: string;
  auth: string | undefined;
  body: string;
}

/** The provider: /token exchanges "good-code" only, /revoke and /post record what they get. */
function fakeProvider() {
  const received: Received[] = [];
  let postStatus = 200;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      received.push({ path, auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (path === '/token') {
        const form = new URLSearchParams(body);
        const good =
          form.get('grant_type') === 'authorization_code' &&
          form.get('code') === 'good-code' &&
          form.get('client_id') === 'client-1' &&
          form.get('client_secret') === 'secret-1' &&
          form.get('redirect_uri') === 'http://app.test/settings/integrations';
        res.statusCode = good ? 200 : 400;
        res.end(
          JSON.stringify(good ? { ok: true, access_token: 'xoxb-workspace' } : { ok: false, error: 'invalid_code' }),
        );
      } else if (path === '/revoke') {
        res.end(JSON.stringify({ ok: true, revoked: true }));
      } else if (path === '/post') {
        res.statusCode = postStatus;
        res.end(JSON.stringify({ ok: postStatus === 200 }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  return {
    server,
    received,
    setPostStatus: (s: number) => {
      postStatus = s;
    },
  };
}

const START = `mutation ($id: Int!) { startChatIntegration(vendorId: $id) { connected state authorizeUrl } }`;
const COMPLETE = `mutation ($id: Int!, $code: String!, $state: String!) {
  completeChatIntegration(vendorId: $id, code: $code, state: $state) {
    __typename ... on ChatIntegration { connected state } ... on ValidationError { message errors } } }`;
const REVOKE = `mutation ($id: Int!) { revokeChatIntegration(vendorId: $id) { connected state } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message } } }`;

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('team-chat integration', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let provider: ReturnType<typeof fakeProvider>;
  let vendorId: number;
  let locationId: number;
  let serviceId: number;
  let legal: { id: number; accepted: boolean }[];
  let base: string;
  const saved: Record<string, string | undefined> = {};
  const ENV = ['AUTHORIZE', 'TOKEN', 'REVOKE', 'POST', 'CLIENT_ID', 'CLIENT_SECRET', 'REDIRECT'].map((k) =>
    k.startsWith('CLIENT') ? `TEAM_CHAT_${k}` : `TEAM_CHAT_${k}_URL`,
  );

  const posts = () => provider.received.filter((r) => r.path === '/post');
  const token = async () =>
    (await t.app.services.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).slackToken;
  const start = async () =>
    (
      await t.gql<{ startChatIntegration: { state: string; authorizeUrl: string } }>(
        START,
        { id: vendorId },
        tokens.admin,
      )
    ).data!.startChatIntegration;
  const complete = async (code: string, state: string, auth = tokens.admin) =>
    t.gql<{ completeChatIntegration: { __typename: string; connected?: boolean; message?: string } }>(
      COMPLETE,
      { id: vendorId, code, state },
      auth,
      'en',
    );
  let day = 3;
  /** A customer booking on the next day that has a slot. */
  const bookOne = async () => {
    for (; day < 30; day++) {
      const date = moment.tz('Europe/Zurich').add(day, 'days').format('YYYY-MM-DD');
      const res = await t.gql<{ availableSlots: { assignments: unknown[] }[] }>(
        SLOTS,
        { input: { vendorId, locationId, services: [{ id: serviceId }], date } },
        tokens.customer,
      );
      const slot = res.data!.availableSlots[0];
      if (!slot) continue;
      day++;
      const booked = await t.gql<{ createBooking: { __typename: string; id: number } }>(
        BOOK,
        { input: { vendorId, locationId, events: slot.assignments, legalConditions: legal } },
        tokens.customer,
      );
      expect(booked.data?.createBooking.__typename).toBe('Booking');
      return booked.data!.createBooking.id;
    }
    throw new Error('no slot');
  };

  beforeAll(async () => {
    provider = fakeProvider();
    await new Promise<void>((r) => provider.server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    for (const k of ENV) saved[k] = process.env[k];
    Object.assign(process.env, {
      TEAM_CHAT_AUTHORIZE_URL: `${base}/authorize`,
      TEAM_CHAT_TOKEN_URL: `${base}/token`,
      TEAM_CHAT_REVOKE_URL: `${base}/revoke`,
      TEAM_CHAT_POST_URL: `${base}/post`,
      TEAM_CHAT_CLIENT_ID: 'client-1',
      TEAM_CHAT_CLIENT_SECRET: 'secret-1',
      TEAM_CHAT_REDIRECT_URL: 'http://app.test/settings/integrations',
    });
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    vendorId = vendor.id;
    legal = vendor.legalConditions.map((c) => ({ id: c.id, accepted: true }));
    locationId = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
    serviceId = (await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } })).id;
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    await new Promise((r) => provider.server.close(r));
    for (const k of ENV) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  it('gives the admin the provider authorize URL with a fresh state', async () => {
    const started = await start();
    const url = new URL(started.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://app.test/settings/integrations',
      state: started.state,
    });
    const staff = await t.gql(START, { id: vendorId }, tokens.staff);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a wrong state without calling the provider, and a code the provider refuses', async () => {
    const { state } = await start();
    const before = provider.received.length;
    const wrong = await complete('good-code', `${state}x`);
    expect(wrong.data?.completeChatIntegration).toMatchObject({
      __typename: 'ValidationError',
      message: m('en', 'chatBadState'),
    });
    expect(provider.received.length).toBe(before);
    const refused = await complete('bad-code', state);
    expect(refused.data?.completeChatIntegration).toMatchObject({
      __typename: 'ValidationError',
      message: m('en', 'chatExchangeFailed'),
    });
    expect(provider.received.at(-1)?.path).toBe('/token');
    expect(await token()).toBeNull();
    // The state was used once: it cannot be replayed.
    expect((await complete('good-code', state)).data?.completeChatIntegration.message).toBe(m('en', 'chatBadState'));
    const staff = await complete('good-code', state, tokens.staff);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('exchanges the code for the token and posts exactly one message per new booking', async () => {
    const { state } = await start();
    const done = await complete('good-code', state);
    expect(done.data?.completeChatIntegration).toMatchObject({
      __typename: 'ChatIntegration',
      connected: true,
      state: null,
    });
    expect(await token()).toBe('xoxb-workspace');

    const first = await bookOne();
    expect(await until(() => posts().length === 1)).toBe(true);
    const post = posts()[0]!;
    expect(post.auth).toBe('Bearer xoxb-workspace');
    const body = JSON.parse(post.body) as { text: string; booking_id: number };
    expect(body.booking_id).toBe(first);
    expect(body.text).toMatch(/Coupe homme/);
    await bookOne();
    expect(await until(() => posts().length === 2)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(posts().length).toBe(2);
  });

  it('keeps the booking when the provider fails, then revokes and posts no more', async () => {
    provider.setPostStatus(500);
    const count = posts().length;
    await bookOne();
    expect(await until(() => posts().length === count + 1)).toBe(true);
    provider.setPostStatus(200);

    const revoked = await t.gql<{ revokeChatIntegration: { connected: boolean } }>(
      REVOKE,
      { id: vendorId },
      tokens.admin,
    );
    expect(revoked.data?.revokeChatIntegration.connected).toBe(false);
    const revoke = provider.received.filter((r) => r.path === '/revoke').at(-1)!;
    expect(new URLSearchParams(revoke.body).get('token')).toBe('xoxb-workspace');
    expect(await token()).toBeNull();
    await bookOne();
    await new Promise((r) => setTimeout(r, 300));
    expect(posts().length).toBe(count + 1);
  });
});
