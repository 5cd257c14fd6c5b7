// The waitlist's REST contract: POST /api/waitlist.json as the customer (201), the validation at
// the boundary (field errors), GET for the staff of the vendor only, DELETE of the customer's own
// entry or by the staff of its vendor, and another vendor refused whatever the door.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { loginDemo, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const SIGN_UP = `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) {
  __typename ... on AuthPayload { token } ... on ValidationError { errors } } }`;

type Body = { data: Record<string, unknown> & { errors?: Record<string, Record<string, string>>; message?: string } };

describe('waitlist over REST', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof loginDemo>>;
  let adminB: string;
  let base: { vendor_id: number; location_id: number; service_ids: number[]; date_from: string; date_to: string };
  const day = (offset: number) => new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);

  const api = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    tokens = await loginDemo(t);
    const prisma = t.app.services.prisma;
    const location = await prisma.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await prisma.service.findFirstOrThrow({
      where: { translations: { some: { name: 'Coupe homme' } } },
    });
    base = {
      vendor_id: location.vendorId,
      location_id: location.id,
      service_ids: [service.id],
      date_from: day(2),
      date_to: day(9),
    };
    const signUp = await t.gql<{ signUpVendor: { token: string } }>(SIGN_UP, {
      input: {
        name: 'Waitlist B Sàrl',
        publicName: 'Waitlist B',
        email: 'hello@waitlist-b.ch',
        phone: '+41791112299',
        defaultLanguage: 'en',
        firstname: 'Berta',
        lastname: 'Bauer',
        password: 'secret-password',
        adminEmail: 'berta@waitlist-b.ch',
      },
    });
    adminB = signUp.data!.signUpVendor.token;
    expect(adminB).toBeTruthy();
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });

  let entryId: number;

  it('lets a customer join (201) with a time window and lists the entry for the staff', async () => {
    const res = await api('POST', '/waitlist.json', tokens.customer, { ...base, time_from: '09:00', time_to: '12:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'WAITING',
      date_from: base.date_from,
      date_to: base.date_to,
      time_from: '09:00',
      time_to: '12:00',
      service_ids: base.service_ids,
      location_id: base.location_id,
    });
    entryId = res.body.data.id as number;

    const list = await api('GET', '/waitlist.json', tokens.staff);
    expect(list.status).toBe(200);
    expect((list.body.data as unknown as { id: number }[]).map((e) => e.id)).toContain(entryId);
    expect(list.body).toHaveProperty('pagination');
  });

  it('refuses what does not fit at the boundary, with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date_to: day(1), date_from: day(3) }, 'date_to'],
      [{ date_from: day(-2), date_to: day(3) }, 'date_from'],
      [{ date_to: day(120) }, 'date_to'],
      [{ time_from: '14:00', time_to: '10:00' }, 'time_to'],
      [{ time_from: '25:00' }, 'time_from'],
      [{ date_from: '2027-02-30' }, 'date_from'],
      [{ service_ids: [] }, 'service_ids'],
      [{ service_ids: [999_999] }, 'service_ids'],
      [{ location_id: 999_999 }, 'location_id'],
    ];
    for (const [change, field] of cases) {
      const res = await api('POST', '/waitlist.json', tokens.customer, { ...base, ...change });
      expect(res.status, `${JSON.stringify(change)}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(Object.keys(res.body.data.errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const missing = await api('POST', '/waitlist.json', tokens.customer, { vendor_id: base.vendor_id });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data.errors ?? {})).toEqual(
      expect.arrayContaining(['location_id', 'service_ids', 'date_from', 'date_to']),
    );
    expect((await api('POST', '/waitlist.json', undefined, base)).status).toBe(401);
  });

  it('keeps each vendor to its own waitlist', async () => {
    // Another vendor's staff: an empty list, and the entry is not theirs to delete.
    const list = await api('GET', '/waitlist.json', adminB);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await api('DELETE', `/waitlist/${entryId}.json`, adminB)).status).toBe(404);
    // A service of vendor A named as vendor B's (or a location of B with A's services) is refused.
    const vendorB = await t.app.services.prisma.vendor.findFirstOrThrow({ where: { publicName: 'Waitlist B' } });
    const crossed = await api('POST', '/waitlist.json', adminB, { ...base, vendor_id: vendorB.id, customer_id: 1 });
    expect(crossed.status).toBe(422);
    expect(Object.keys(crossed.body.data.errors ?? {})).toEqual(expect.arrayContaining(['location_id', 'service_ids']));
    // A customer cannot read the staff's list.
    expect((await api('GET', '/waitlist.json', tokens.customer)).status).toBe(403);
  });

  it('lets the customer remove their own entry, and the staff any of their vendor', async () => {
    const other = await api('POST', '/waitlist.json', tokens.customer, base);
    expect(other.status).toBe(201);
    const removed = await api('DELETE', `/waitlist/${entryId}.json`, tokens.customer);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: entryId });
    expect((await api('DELETE', `/waitlist/${entryId}.json`, tokens.customer)).status).toBe(404);
    expect((await api('DELETE', `/waitlist/${other.body.data.id}.json`, tokens.staff)).status).toBe(200);
    expect(await t.app.services.prisma.waitlistEntry.count()).toBe(0);
  });
});
