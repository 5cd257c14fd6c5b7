// Accounts in a real browser: sign-up then e-mail validation through the link of the outbox,
// forgotten password and reset, two-step login turned on and used, and a customer cancelling a
// booking from their account.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
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
    // She signed up in French but reset on an English page: the page stays in English, the message
    // is in English, and the account now remembers English (one rule: the language in use).
    await page.getByRole('alert').filter({ hasText: 'Your password has been changed. You are logged in.' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('account-name').textContent()).toBe('Inès Moret');
    const ines = await t.app.services.prisma.user.findUniqueOrThrow({ where: { email: 'ines@example.ch' } });
    expect(ines.language).toBe('en');
    // Back to French from her account: the page and the confirmation switch together.
    await page.goto(`${t.url}/my-account/edit`);
    await page.locator('#field-language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByTestId('account-save').click();
    await page.getByRole('alert').filter({ hasText: 'Votre compte a été enregistré.' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // The link was single-use.
    const link = await mailLink(t, 'ines@example.ch', '/reset-password?');
    await page.goto(`${t.url}/logout`);
    await page.waitForURL(/\/login$/);
    await page.goto(`${t.url}${link}`);
    await page.locator('#field-password').fill('other123');
    await page.locator('#field-confirm').fill('other123');
    await page.getByTestId('reset-submit').click();
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid|invalide/ })
      .first()
      .waitFor();
  });

  it('turns two-step login on from the account, then logs in with a code (fr) and a recovery code (en), at 375 px', async () => {
    const { t, browser } = env;
    // French: the customer who signed up above, on her account page.
    const fr = await newPage(browser, 'fr-CH');
    const secretFr = await turnOnTwoStep(fr, t.url, 'ines@example.ch', 'newpass1', '/my-account/edit');
    await fr.goto(`${t.url}/logout`);
    await fr.waitForURL(/\/login$/);
    await fr.getByLabel(/E-mail ou nom d'utilisateur/).fill('ines@example.ch');
    await fr.getByLabel(/^Mot de passe/).fill('newpass1');
    await fr.getByRole('button', { name: 'Se connecter' }).click();
    // The password was right: the code is asked as the second step.
    await fr.locator('#login-code').fill(await codeOf(secretFr, 30));
    await shotBoth(fr, 'login-two-step-code');
    await fr.getByRole('button', { name: 'Se connecter' }).click();
    await fr.waitForURL((url) => !url.pathname.startsWith('/login'));

    // English: a staff member who works in English, on the staff account page; back in with a recovery code.
    await t.app.services.prisma.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    const en = await newPage(browser, 'en-GB');
    await en.goto(`${t.url}/login`);
    const codes = await turnOnTwoStep(en, t.url, 'staff@salon-demo.ch', 'demo1234', '/my-account-employee/edit', true);
    await en.goto(`${t.url}/logout`);
    await en.waitForURL(/\/login$/);
    await en.getByLabel('E-mail or username').fill('staff@salon-demo.ch');
    await en.getByLabel(/^Password/).fill('demo1234');
    await en.getByRole('button', { name: 'Log in' }).click();
    await en.locator('#login-code').fill('000000');
    await en.getByRole('button', { name: 'Log in' }).click();
    await en.getByText('This code is incorrect or has expired.').first().waitFor();
    await en.locator('#login-code').fill(codes);
    await en.getByRole('button', { name: 'Log in' }).click();
    await en.waitForURL(/\/agenda/);
    // The account lists this device, and one recovery code is spent.
    await en.goto(`${t.url}/my-account-employee/edit`);
    await en.getByText('You have 9 recovery codes left.').waitFor();
    expect(await en.getByTestId('session-row').count()).toBeGreaterThanOrEqual(1);
    await shotBoth(en, 'account-security');
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

/** A code of the authenticator app `offset` seconds from now (the next step's is accepted too). */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/**
 * Logs in, turns two-step login on from the account page (scanning the key shown), and saves the
 * recovery codes: returns the secret, or the first recovery code when `recovery` is asked.
 */
async function turnOnTwoStep(
  page: Page,
  url: string,
  email: string,
  password: string,
  accountPath: string,
  recovery = false,
): Promise<string> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/E-mail ou nom d'utilisateur|E-mail or username/).fill(email);
  await page.getByLabel(/^Mot de passe|^Password/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Log in)$/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${url}${accountPath}`);
  await page.getByTestId('two-factor-on').click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await shotBoth(page, `two-step-setup-${email.split('@')[0]}`);
  await page.locator('#two-factor-code').fill(await codeOf(secret));
  await page.getByRole('button', { name: /^(Confirmer|Confirm)$/ }).click();
  const codes = page.getByTestId('recovery-codes').locator('li');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  const first = (await codes.first().textContent())!.trim();
  await page.getByTestId('recovery-codes-saved').click();
  await page.getByText(/Il vous reste 10 codes de secours|You have 10 recovery codes left/).waitFor();
  return recovery ? first : secret;
}
