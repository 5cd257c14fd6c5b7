// Bookings held for the salon's confirmation: with `requireConfirmationAboveNoShows` set, an online
// booking (customer app, REST as customer) by a customer with at least that many no-shows in the last
// 12 months is PENDING and the customer is told it awaits the salon's confirmation; a staff booking is
// never held; staff of the vendor confirm it (the customer is told it is confirmed), nobody else can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../../seed/demo.data.ts';
import { seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { buildEmail, type EmailTemplate } from '../../../notifications/email-render.ts';
import { assertTransition } from '../../../booking-core/index.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id status } ... on Error { message } } }`;
const CONFIRM = `mutation ($id: Int!) { confirmBooking(id: $id) {
  __typename ... on Booking { id status } ... on Error { message } } }`;
const RECORD = `query ($id: Int!) { customer(id: $id) { id noShowRecord { noShows } } }`;
const HOUR = 3_600_000;

type Slot = { start: string; assignments: Record<string, unknown>[] };
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('bookings held for confirmation', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let base: { vendorId: number; locationId: number; services: { id: number }[] };
  let legal: { id: number; accepted: boolean }[];
  let customerId: number;
  let day = DEMO_BOOKING_DAYS + 3;

  /** The first free slot of a weekday past the demo bookings, a new day each time. */
  const nextSlot = async () => {
    for (;;) {
      const date = new Date(nowMs() + day++ * 24 * HOUR).toISOString().slice(0, 10);
      const res = await t.gql<{ availableSlots: Slot[] }>(SLOTS, { input: { ...base, date } });
      const slot = res.data?.availableSlots[0];
      if (slot) return slot;
    }
  };
  const eventsOf = (slot: Slot) =>
    slot.assignments.map(({ serviceId, employeeId, workplaceId, machineId, start }) => ({
      serviceId,
      employeeId,
      workplaceId,
      machineId,
      start,
    }));
  const book = async (token: string, extra: Record<string, unknown> = {}) => {
    const slot = await nextSlot();
    const input = { vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(slot), ...extra };
    const res = await t.gql<{ createBooking: Json }>(BOOK, { input }, token, 'en');
    expect(res.data?.createBooking.__typename).toBe('Booking');
    return res.data!.createBooking as { id: number; status: string };
  };
  const online = () => book(tokens.customer, { legalConditions: legal });
  const lastTemplate = async (bookingId: number) => {
    const mail = await t.app.services.prisma.emailMessage.findFirst({
      where: { template: { path: ['bookingId'], equals: bookingId } },
      orderBy: { id: 'desc' },
    });
    return mail?.template as { kind: string } | undefined;
  };
  const setThreshold = (n: number | null) =>
    t.app.services.prisma.vendor.update({
      where: { id: base.vendorId },
      data: { requireConfirmationAboveNoShows: n },
    });

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    base = { vendorId: vendor.id, locationId: location.id, services: [{ id: service.id }] };
    legal = vendor.legalConditions.map((c) => ({ id: c.id, accepted: true }));
    customerId = (
      await p.customer.findFirstOrThrow({ where: { vendorId: vendor.id, user: { email: 'customer@salon-demo.ch' } } })
    ).id;
    // Two no-shows of the demo customer in the last months (beside whatever the demo data holds).
    for (const daysAgo of [40, 90]) {
      const start = new Date(nowMs() - daysAgo * 24 * HOUR);
      const end = new Date(start.getTime() + HOUR);
      await p.booking.create({
        data: {
          vendorId: vendor.id,
          locationId: location.id,
          customerId,
          status: 'NO_SHOW',
          events: {
            create: [{ vendorId: vendor.id, start, end, customerStart: start, customerEnd: end, active: false }],
          },
        },
      });
    }
  });
  afterAll(() => t.stop());

  it('lets a held booking be confirmed or cancelled, nothing else', () => {
    expect(() => assertTransition('PENDING', 'OPEN')).not.toThrow();
    expect(() => assertTransition('PENDING', 'CANCELED')).not.toThrow();
    for (const to of ['EXECUTED', 'NO_SHOW', 'PENDING'] as const)
      expect(() => assertTransition('PENDING', to)).toThrow();
    expect(() => assertTransition('OPEN', 'PENDING')).toThrow();
  });

  it('holds an online booking at the threshold, never a staff booking, and none when off or above', async () => {
    const res = await t.gql<{ customer: Json }>(RECORD, { id: customerId }, tokens.staff);
    const noShows = res.data!.customer.noShowRecord.noShows as number;
    expect(noShows).toBeGreaterThanOrEqual(2);

    await setThreshold(null);
    expect((await online()).status).toBe('OPEN');

    await setThreshold(noShows + 1);
    expect((await online()).status).toBe('OPEN');

    await setThreshold(noShows);
    const held = await online();
    expect(held.status).toBe('PENDING');
    // The customer is told it awaits the salon's confirmation, not that it is confirmed.
    expect(await lastTemplate(held.id)).toMatchObject({ kind: 'bookingHeld' });
    const mail = await t.app.services.prisma.emailMessage.findFirstOrThrow({
      where: { template: { path: ['bookingId'], equals: held.id } },
    });
    expect(mail.subject).toMatch(/attend sa confirmation|wartet auf Bestätigung|attende conferma|awaits confirmation/);
    // As it goes out (built when sent): it awaits confirmation, it is not "confirmed".
    const built = await buildEmail(t.app.services, mail.template as unknown as EmailTemplate);
    expect(built?.text).toMatch(
      /attend la confirmation du salon|wartet auf die Bestätigung|attende la conferma|awaits the salon/,
    );
    expect(built?.text).not.toMatch(
      /rendez-vous est confirmé|Termin ist bestätigt|appuntamento è confermato|appointment is confirmed/,
    );
    // Its time is held: the change that made it says so, and its events are active.
    const change = await t.app.services.prisma.change.findFirstOrThrow({
      where: { type: 'booking.created', subjectId: held.id },
    });
    expect(change.data).toMatchObject({ held: true });
    // In the customer's app it is among the open bookings, awaiting confirmation, and can be cancelled.
    const mine = await t.gql<{ myBookings: Json }>(
      'query { myBookings(open: true, limit: 50) { items { id status cancelable } } }',
      {},
      tokens.customer,
    );
    expect(mine.data!.myBookings.items).toContainEqual({ id: held.id, status: 'PENDING', cancelable: true });

    // Staff booking for the same customer at the same threshold: never held.
    const staff = await book(tokens.staff, { customerId });
    expect(staff.status).toBe('OPEN');
    expect(await lastTemplate(staff.id)).toMatchObject({ kind: 'bookingConfirmation' });
  });

  it('holds a booking made over REST by the customer', async () => {
    const res0 = await t.gql<{ customer: Json }>(RECORD, { id: customerId }, tokens.staff);
    await setThreshold(res0.data!.customer.noShowRecord.noShows as number);
    const slot = await nextSlot();
    const res = await fetch(`${t.url}/api/bookings.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.customer}`,
        'accept-language': 'en',
      },
      body: JSON.stringify({
        vendor_id: base.vendorId,
        location_id: base.locationId,
        legal_conditions: legal,
        events: slot.assignments.map((a) => ({
          service_id: a.serviceId,
          employee_id: a.employeeId,
          workplace_id: a.workplaceId ?? undefined,
          machine_id: a.machineId ?? undefined,
          start: a.start,
        })),
      }),
    });
    const body = (await res.json()) as { data: Json };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data.status).toBe('PENDING');
  });

  it('is confirmed by staff of the vendor only, once, and the customer is told', async () => {
    const res0 = await t.gql<{ customer: Json }>(RECORD, { id: customerId }, tokens.staff);
    await setThreshold(res0.data!.customer.noShowRecord.noShows as number);
    const held = await online();
    expect(held.status).toBe('PENDING');

    // The customer cannot confirm their own booking.
    const byCustomer = await t.gql<{ confirmBooking: Json }>(CONFIRM, { id: held.id }, tokens.customer, 'en');
    expect(byCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Staff of another vendor neither confirm it nor read the customer's record.
    const signUp = await t.gql<Json>(
      `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ... on AuthPayload { token } } }`,
      {
        input: {
          name: 'Autre Salon Sàrl',
          publicName: 'Autre Salon',
          email: 'hello@autre-salon-ns.ch',
          phone: '+41791112299',
          defaultLanguage: 'fr',
          firstname: 'Berta',
          lastname: 'Bauer',
          password: 'secret-password',
          adminEmail: 'berta@autre-salon-ns.ch',
        },
      },
    );
    const other = signUp.data!.signUpVendor.token as string;
    const foreign = await t.gql<{ confirmBooking: Json }>(CONFIRM, { id: held.id }, other, 'en');
    expect(foreign.data?.confirmBooking).toMatchObject({ __typename: 'NotFoundError' });
    const foreignRecord = await t.gql<{ customer: Json }>(RECORD, { id: customerId }, other, 'en');
    expect(foreignRecord.data?.customer ?? null).toBeNull();
    expect((await t.app.services.prisma.booking.findUniqueOrThrow({ where: { id: held.id } })).status).toBe('PENDING');

    const confirmed = await t.gql<{ confirmBooking: Json }>(CONFIRM, { id: held.id }, tokens.staff, 'en');
    expect(confirmed.data?.confirmBooking).toEqual({ __typename: 'Booking', id: held.id, status: 'OPEN' });
    expect(await lastTemplate(held.id)).toMatchObject({ kind: 'bookingConfirmation' });
    const change = await t.app.services.prisma.change.findFirstOrThrow({
      where: { type: 'booking.confirmed', subjectId: held.id },
    });
    expect(change).toMatchObject({ actor: 'staff', door: 'staffApp' });

    const again = await t.gql<{ confirmBooking: Json }>(CONFIRM, { id: held.id }, tokens.staff, 'en');
    expect(again.data?.confirmBooking).toEqual({
      __typename: 'ConflictError',
      message: 'This booking is not awaiting confirmation',
    });
  });

  it('lets the customer cancel a held booking, which frees nothing twice', async () => {
    const res0 = await t.gql<{ customer: Json }>(RECORD, { id: customerId }, tokens.staff);
    await setThreshold(res0.data!.customer.noShowRecord.noShows as number);
    const held = await online();
    const cancel = await t.gql<{ cancelBooking: Json }>(
      `mutation ($id: Int!) { cancelBooking(id: $id) { __typename ... on Booking { id status } ... on Error { message } } }`,
      { id: held.id },
      tokens.customer,
      'en',
    );
    expect(cancel.data?.cancelBooking).toEqual({ __typename: 'Booking', id: held.id, status: 'CANCELED' });
    const stored = await t.app.services.prisma.booking.findUniqueOrThrow({ where: { id: held.id } });
    expect(stored.canceledByCustomer).toBe(true);
  });
});
