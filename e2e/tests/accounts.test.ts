// Accounts in a real browser: sign-up then e-mail validation through the link of the outbox,
// forgotten password and reset, and a customer cancelling a booking from their account.
import { describe, expect, it } from 'vitest';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { firstFreeDay, mailLink, newPage, shotBoth } from '../support/flows.ts';

const CREATE_BOOKING = `mutation ($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on Booking { id } ... on Error { message } }
}`;
const SLOTS = `query ($input: AvailabilityDayInput!) {
  availableSlots(input: $input) { assignments { serviceId employeeId workplaceId machineId start } }
}`;

describe('accounts', () => {
  const env = useBrowserApp();

  it('signs up, then validates the e-mail address with the link from the mail', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH');
    await page.goto(`${t.url}/sign-up`);
    await page.locator('#field-firstname').fill('Inès');
    await page.locator('#field-lastname').fill('Moret');
    await page.locator('#field-email').fill('ines@example.ch');
    await page.locator('#field-username').fill('ines');
    await page.locator('#field-password').fill('secret12');
    await page.getByTestId('sign-up-submit').click();
    await page.waitForURL(/\/sign-up-confirmation$/);
    expect(await page.getByTestId('sign-up-email').textContent()).toBe('ines@example.ch');
    await shotBoth(page, 'sign-up-confirmation');

    const user = await t.app.services.prisma.user.findUniqueOrThrow({ where: { email: 'ines@example.ch' } });
    expect(user.verified).toBe(false);
    await page.goto(`${t.url}${await mailLink(t, 'ines@example.ch', '/email-validation?')}`);
    await page.getByTestId('email-validated').waitFor();
    await shotBoth(page, 'email-validation');
    expect((await t.app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verified).toBe(true);

    // The account shows the new customer, without the "not validated" warning.
    await page.goto(`${t.url}/my-account`);
    expect(await page.getByTestId('account-name').textContent()).toBe('Inès Moret');
    await shotBoth(page, 'my-account-empty');
  });

  it('resets a forgotten password with the link from the mail', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'en-GB');
    await page.goto(`${t.url}/login`);
    await page.getByTestId('forgot-password-link').click();
    await page.locator('#field-email').fill('ines@example.ch');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-confirmation').waitFor();
    await shotBoth(page, 'forgot-password-confirmation');

    await page.goto(`${t.url}${await mailLink(t, 'ines@example.ch', '/reset-password?')}`);
    await page.locator('#field-password').fill('newpass1');
    await page.locator('#field-confirm').fill('newpass1');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(/\/my-account$/);
    expect(await login(t, 'ines@example.ch', 'newpass1')).toBeTruthy();

    // The link was single-use.
    const link = await mailLink(t, 'ines@example.ch', '/reset-password?');
    await page.goto(`${t.url}/logout`);
    await page.waitForURL(/\/login$/);
    await page.goto(`${t.url}${link}`);
    await page.locator('#field-password').fill('other123');
    await page.locator('#field-confirm').fill('other123');
    await page.getByTestId('reset-submit').click();
    await page.getByRole('alert').filter({ hasText: 'invalid' }).first().waitFor();
  });

  it('a customer cancels an open booking with a message', async () => {
    const { t, browser } = env;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme'], 2);
    const token = await login(t, 'customer@salon-demo.ch');
    const slots = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: {
        vendorId: location.vendorId,
        locationId: location.id,
        services: [{ id: services[0]!.id }],
        date: day.date,
      },
    });
    const legal = await t.app.services.prisma.legalCondition.findMany({ where: { vendorId: location.vendorId } });
    const created = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      CREATE_BOOKING,
      {
        input: {
          vendorId: location.vendorId,
          locationId: location.id,
          events: slots.data!.availableSlots[0]!.assignments,
          legalConditions: legal.map((l) => ({ id: l.id, accepted: true })),
        },
      },
      token,
    );
    expect(created.data?.createBooking.__typename).toBe('Booking');
    const bookingId = created.data!.createBooking.id;

    const page = await newPage(browser, 'fr-CH');
    await page.goto(`${t.url}/login?redirect=/my-account`);
    await page.getByLabel("E-mail ou nom d'utilisateur").fill('customer@salon-demo.ch');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/my-account$/);
    await page.getByTestId(`my-booking-${bookingId}`).waitFor();
    await shotBoth(page, 'my-account');
    await page.getByTestId(`cancel-booking-${bookingId}`).click();
    await page.getByTestId('cancel-message').fill('Empêchement, désolée');
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId(`my-booking-${bookingId}`).waitFor({ state: 'detached' });

    const booking = await t.app.services.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking.status).toBe('CANCELED');
    expect(booking.cancelMessage).toBe('Empêchement, désolée');
    // It now shows among the closed bookings.
    await page.getByTestId('tab-closed').click();
    await page.getByTestId(`my-booking-${bookingId}`).waitFor();
    await page.goto(`${t.url}/my-account/edit`);
    await page.getByTestId('account-edit-form').waitFor();
    await shotBoth(page, 'my-account-edit');
    await page.goto(`${t.url}/general-terms`);
    await page.getByRole('heading', { name: 'Conditions générales' }).waitFor();
    await shotBoth(page, 'general-terms');
  });
});
