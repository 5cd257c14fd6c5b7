// A customer books through the public pages in one browser context while a staff user's
// /agenda, open in another, shows the booking appear without a reload.
import { describe, expect, it } from 'vitest';
import { shot, useBrowserApp } from '../support/browser.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;

describe('live booking', () => {
  const env = useBrowserApp();

  it('a public booking appears on the staff agenda live', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const from = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: {
        vendorId: location.vendorId,
        locationId: location.id,
        services: [{ id: service.id }],
        dateFrom: from,
        dateTo: to,
      },
    });
    const day = dates.data!.availableDates[0]!;
    const startedAt = new Date();

    // Staff: log in and open the agenda on the day the customer will book.
    const staff = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CH' })
    ).newPage();
    await staff.goto(`${t.url}/login`);
    await staff.getByLabel("E-mail ou nom d'utilisateur").fill('staff@salon-demo.ch');
    await staff.getByLabel('Mot de passe').fill('demo1234');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.waitForURL(/\/agenda/);
    await staff.goto(`${t.url}/agenda?date=${day.date}`);
    await staff.waitForLoadState('networkidle');
    await shot(staff, 'agenda-before');
    const before = await staff.locator('[data-testid^="agenda-event-"]').count();

    // Customer: the public page, then the booking steps.
    const customer = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CH' })
    ).newPage();
    await customer.goto(`${t.url}/salon-demo/lausanne-centre`);
    await customer.getByText('Salon Démo').first().waitFor();
    await shot(customer, 'vendor-page');
    await customer.goto(`${t.url}/salon-demo/lausanne-centre/book`);
    await customer.getByTestId(`service-option-${service.id}`).click();
    await customer.getByTestId(`date-${day.date}`).click();
    const time = day.times[0]!;
    await customer.getByTestId(`slot-${time}`).click();
    await shot(customer, 'booking-slot');
    await customer.getByLabel("E-mail ou nom d'utilisateur").fill('customer@salon-demo.ch');
    await customer.getByLabel('Mot de passe').fill('demo1234');
    await customer.getByRole('button', { name: 'Se connecter' }).click();
    await customer.getByTestId('accept-terms').click();
    await shot(customer, 'booking-summary');
    await customer.getByTestId('confirm-booking').click();
    await customer.getByTestId('booking-confirmed').waitFor();
    await shot(customer, 'booking-confirmed');

    const booking = await p.booking.findFirstOrThrow({
      where: { customer: { email: 'customer@salon-demo.ch' }, createdAt: { gte: startedAt } },
      include: { events: true },
    });
    const eventId = booking.events[0]!.id;
    // The staff page was not reloaded: the subscription brought the event.
    await staff.getByTestId(`agenda-event-${eventId}`).waitFor({ timeout: 10_000 });
    expect(await staff.locator('[data-testid^="agenda-event-"]').count()).toBe(before + 1);
    await shot(staff, 'agenda-after');
  });
});
