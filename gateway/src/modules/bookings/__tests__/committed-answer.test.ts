// A change that was committed is never answered with an error: creating (by a customer, by staff,
// express), moving, cancelling and closing a booking, each selecting every field of the returned
// Booking (generated from the schema, to a depth), answer with the committed row: the id and status
// the database holds, and no error in the answer but a staff-only field refused to a customer.
import { getNamedType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../../lib/clock.ts';
import { schema } from '../../../schema.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { newStats, rootDocument, useSchema, WALK_LIMITS } from '../../../test/walker.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;

type Slot = { start: string; assignments: Record<string, unknown>[] };
// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
type Json = Record<string, any>;

describe('a committed booking change is answered with its committed state', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let base: { vendorId: number; locationId: number; services: { id: number }[] };
  let legal: { id: number; accepted: boolean }[];
  let customerId: number;
  let day = 0;
  const stats = newStats();
  const mutations = schema.getMutationType()!.getFields();
  useSchema(schema);

  /** The mutation with every field of its result selected (to depth 3). */
  const mutate = async (name: string, args: Record<string, unknown>, token: string) => {
    const field = mutations[name] as GraphQLField<unknown, unknown>;
    const { document, variables } = rootDocument('mutation', field, args, 3, stats);
    const res = await t.gql<Record<string, Json>>(document, variables, token, 'en');
    // Staff-only fields are refused to a customer (FORBIDDEN, the field null); nothing else.
    expect((res.errors ?? []).filter((e) => e.extensions?.code !== 'FORBIDDEN')).toEqual([]);
    const answer = res.data![name]!;
    expect(answer.__typename).toBe('Booking');
    // The answer is what the database holds.
    const row = await t.app.services.prisma.booking.findUniqueOrThrow({ where: { id: answer.id } });
    expect(answer.status).toBe(row.status);
    return answer;
  };

  /** The first free slot of a weekday ahead of the clock, a new day each time. */
  const freeSlot = async (): Promise<Slot> => {
    for (;;) {
      day++;
      const d = new Date(now().getTime() + (3 + day) * 86400_000);
      if ([0, 1, 6].includes(d.getUTCDay())) continue;
      const res = await t.gql<{ availableSlots: Slot[] }>(
        SLOTS,
        { input: { ...base, date: d.toISOString().slice(0, 10) } },
        tokens.staff,
      );
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

  beforeAll(async () => {
    t = await startTestApp({ config: { graphqlLimits: WALK_LIMITS } });
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
    customerId = (await p.customer.findFirstOrThrow({ where: { user: { email: 'customer@salon-demo.ch' } } })).id;
  }, 120_000);
  afterAll(() => t?.stop());

  it('selects the whole Booking type', () => {
    const booking = getNamedType(schema.getType('Booking')!) as { getFields(): Record<string, unknown> };
    rootDocument('mutation', mutations.createBooking as GraphQLField<unknown, unknown>, {}, 3, stats);
    for (const name of Object.keys(booking.getFields())) expect(stats.covered).toContain(`Booking.${name}`);
  });

  it('answers creation, move, cancellation and closing with the committed booking', async () => {
    const input = (slot: Slot) => ({ vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(slot) });

    const mine = await mutate(
      'createBooking',
      { input: { ...input(await freeSlot()), legalConditions: legal } },
      tokens.customer,
    );
    expect(mine).toMatchObject({ status: 'OPEN', cancelable: true, customerId: customerId });

    const forCustomer = await mutate(
      'createBooking',
      { input: { ...input(await freeSlot()), customerId } },
      tokens.staff,
    );
    expect(forCustomer.status).toBe('OPEN');
    const express = await mutate('createExpressBooking', { input: input(await freeSlot()) }, tokens.staff);
    expect(express.status).toBe('OPEN');

    const moveTo = await freeSlot();
    const moved = await mutate(
      'updateBooking',
      { id: forCustomer.id, input: { events: eventsOf(moveTo) } },
      tokens.staff,
    );
    expect(moved.start).toBe(moveTo.start);

    const canceled = await mutate('cancelBooking', { id: mine.id, message: 'walk' }, tokens.customer);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelable: false });

    const invoice = await t.app.services.prisma.invoice.findUniqueOrThrow({ where: { bookingId: express.id } });
    const closed = await mutate(
      'closeBooking',
      { id: express.id, input: { status: 'EXECUTED', payments: [{ method: 'CASH', amount: invoice.total }] } },
      tokens.staff,
    );
    expect(closed.status).toBe('EXECUTED');
    expect(closed.closedAt).not.toBeNull();
  }, 120_000);
});
