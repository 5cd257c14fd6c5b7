// The waitlist end to end at 375 px in English: a customer finds a full day on the booking page and
// joins the waitlist; another customer's booking is cancelled; the first gets the offer live on the
// page, follows it and books the freed time with one button.
import { describe, expect, it } from 'vitest';
import { localMinuteToInstant } from '../../gateway/src/scheduling/index.ts';
import { shot, useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, logIn, newPage } from '../support/flows.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ... on AuthPayload { token } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on Booking { id } } }`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id) { __typename } }`;

describe('waitlist', () => {
  const env = useBrowserApp();

  it('a customer joins on a full day, a cancellation offers the time live, and they book it', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme'], 2);
    const vendorId = location.vendorId;
    const input = { vendorId, locationId: location.id, services: services.map((s) => ({ id: s.id })) };
    const staff = (await t.gql<{ login: { token: string } }>(LOGIN, { u: 'staff@salon-demo.ch', p: 'demo1234' })).data!
      .login.token;

    // Another customer takes the day's first time; everything else of the day is blocked.
    const slots = await t.gql<{ availableSlots: { assignments: { start: string; employeeId: number }[] }[] }>(SLOTS, {
      input: { ...input, date: day.date },
    });
    const assignments = slots.data!.availableSlots[0]!.assignments;
    const other = await p.customer.findFirstOrThrow({ where: { vendorId, userId: null } });
    const booked = await t.gql<{ createBooking: { id: number } }>(
      BOOK,
      { input: { vendorId, locationId: location.id, customerId: other.id, events: assignments } },
      staff,
    );
    const bookingId = booked.data!.createBooking.id;
    const held = await p.event.findMany({ where: { bookingId } });
    const dayStart = new Date(localMinuteToInstant(day.date, 0, 'Europe/Zurich'));
    const dayEnd = new Date(localMinuteToInstant(day.date, 1440, 'Europe/Zurich'));
    const taken = { start: held[0]!.start };
    // Every employee's free time of the day is filled with a private event (around what they already have).
    const employees = await p.employee.findMany({ where: { vendorId, deletedAt: null } });
    const busy = await p.event.findMany({
      where: { vendorId, active: true, start: { lt: dayEnd }, end: { gt: dayStart }, employeeId: { not: null } },
      orderBy: { start: 'asc' },
    });
    const blocks = employees.flatMap((e) => {
      const gaps: { employeeId: number; start: Date; end: Date }[] = [];
      let from = dayStart;
      for (const b of busy.filter((x) => x.employeeId === e.id)) {
        if (b.start > from) gaps.push({ employeeId: e.id, start: from, end: b.start });
        if (b.end > from) from = b.end;
      }
      if (from < dayEnd) gaps.push({ employeeId: e.id, start: from, end: dayEnd });
      return gaps;
    });
    await p.event.createMany({
      data: blocks.map((b) => ({
        vendorId,
        kind: 'PRIVATE' as const,
        employeeId: b.employeeId,
        start: b.start,
        end: b.end,
        customerStart: b.start,
        customerEnd: b.end,
        summary: 'Training',
      })),
    });
    const full = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: { ...input, dateFrom: day.date, dateTo: day.date },
    });
    expect(full.data!.availableDates.flatMap((d) => d.times)).toEqual([]);

    // The customer, on a phone in English (their account's language too): the full day offers the
    // waitlist; log in, join.
    await p.user.update({ where: { email: 'customer@salon-demo.ch' }, data: { language: 'en' } });
    await p.customer.updateMany({ where: { email: 'customer@salon-demo.ch' }, data: { language: 'en' } });
    const page = await newPage(browser, 'en-GB');
    await page.goto(`${t.url}/salon-demo/lausanne-centre/book?step=date&services=${services[0]!.id}&date=${day.date}`);
    const card = page.getByTestId('waitlist-card');
    await card.waitFor();
    await card.getByLabel('E-mail or username').fill('customer@salon-demo.ch');
    await card.getByLabel('Password').fill('demo1234');
    await card.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('waitlist-date_from').waitFor();
    expect(await page.getByTestId('waitlist-date_from').inputValue()).toBe(day.date);
    await shot(page, 'waitlist-join-375');
    await page.getByTestId('waitlist-join').click();
    await page.getByTestId('waitlist-joined').waitFor();
    expect(await p.waitlistEntry.count({ where: { status: 'WAITING' } })).toBe(1);

    // The salon sees the customer on its waitlist screen.
    const desk = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(desk, t, 'staff@salon-demo.ch');
    await desk.goto(`${t.url}/waitlist`);
    const waiting = await p.customer.findFirstOrThrow({ where: { vendorId, email: 'customer@salon-demo.ch' } });
    await desk.getByTestId('waitlist-list').getByText(`${waiting.firstname} ${waiting.lastname}`).waitFor();
    await shot(desk, 'waitlist-staff-1280');
    await desk.context().close();

    // The other customer's booking is cancelled: the offer reaches the page live (job worker, 1 s poll).
    const cancelled = await t.gql<{ cancelBooking: { __typename: string } }>(CANCEL, { id: bookingId }, staff);
    expect(cancelled.data?.cancelBooking.__typename).toBe('Booking');
    await page.getByTestId('waitlist-live-offer').waitFor({ timeout: 10_000 });
    await shot(page, 'waitlist-offered-375');
    await page.getByRole('link', { name: 'See the offer' }).click();

    // The offer page: the freed time, the terms, one button.
    await page.getByTestId('waitlist-offer-time').first().waitFor();
    expect(await page.getByTestId('waitlist-offer-time').count()).toBe(1);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByTestId('waitlist-booked').waitFor();
    await shot(page, 'waitlist-booked-375');

    const entry = await p.waitlistEntry.findFirstOrThrow({ include: { customer: true } });
    expect(entry.status).toBe('BOOKED');
    expect(entry.customer.email).toBe('customer@salon-demo.ch');
    const booking = await p.booking.findUniqueOrThrow({ where: { id: entry.bookingId! }, include: { events: true } });
    expect(booking.events[0]!.start.toISOString()).toBe(taken.start.toISOString());
    // The offer e-mail went out too, with the same page's link.
    const mail = await p.emailMessage.findFirstOrThrow({
      where: { to: 'customer@salon-demo.ch', body: { contains: '/waitlist/offer/' } },
    });
    expect(mail.subject).toMatch(/^A time has freed up at /);
  });
});
