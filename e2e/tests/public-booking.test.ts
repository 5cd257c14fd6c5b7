// A guest books through the public pages, in French (signing up inline) and in English (logging
// in inline, a time of the recommended row), and every public screen is captured at 375 px and 1280 px.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, newPage, pickDate, pickDateAndTime, shotBoth } from '../support/flows.ts';

describe('public booking', () => {
  const env = useBrowserApp();

  it('a guest books two services in French, signing up on the way', async () => {
    const { t, browser } = env;
    const { services, day } = await firstFreeDay(t, ['Coupe homme', 'Brushing']);
    const page = await newPage(browser, 'fr-CH');

    await page.goto(`${t.url}/`);
    await page.getByTestId('directory-result-salon-demo-lausanne-centre').waitFor();
    await shotBoth(page, 'home');

    await page.goto(`${t.url}/salon-demo/lausanne-centre`);
    await page.getByTestId('vendor-public-name').waitFor();
    await shotBoth(page, 'vendor-page');
    await page.getByRole('tab', { name: 'Contact' }).click();
    await shotBoth(page, 'vendor-contact');
    await page.getByRole('tab', { name: 'Prestations' }).click();
    await shotBoth(page, 'vendor-services');

    // Book: the guest keeps the vendor and lands on the public booking.
    await page.getByTestId('book-appointment').click();
    await page.waitForURL(/\/salon-demo\/lausanne-centre\/book\?vendorId=\d+/);
    await page.getByTestId(`service-option-${services[0]!.id}`).waitFor();
    await shotBoth(page, 'booking-step1-services');
    await page.getByTestId(`service-option-${services[0]!.id}`).click();
    await page.getByTestId('add-service').click();
    await page.getByTestId(`service-option-${services[1]!.id}`).click();
    await page.getByTestId(`date-${day.date}`).waitFor();
    await shotBoth(page, 'booking-step2-calendar');
    await pickDateAndTime(page, day.date, day.times[0]!);
    // Each step has its own URL; the chosen date and time stay in view while the guest signs up.
    await page.waitForURL(/step=confirm/);
    await page.getByTestId('chosen-appointment').waitFor();
    expect(await page.getByTestId('chosen-date').textContent()).toContain(day.times[0]!);
    await page.goBack();
    await page.getByTestId(`slot-${day.times[0]!}`).waitFor();
    await page.goForward();
    await page.getByTestId('chosen-appointment').waitFor();

    // Step 3 for a guest: sign up without leaving the flow.
    await page.getByTestId('inline-sign-up-tab').click();
    await shotBoth(page, 'booking-step3-sign-up');
    await page.locator('#field-firstname').fill('Camille');
    await page.locator('#field-lastname').fill('Dubois');
    await page.locator('#field-email').fill('camille@example.ch');
    await page.locator('#field-password').fill('secret12');
    await page.getByTestId('sign-up-submit').click();

    await page.getByTestId('booking-summary').waitFor();
    await page.getByTestId('booking-comment').fill('Première visite');
    await page.getByTestId('accept-terms').click();
    await shotBoth(page, 'booking-step3-summary');
    await page.getByTestId('confirm-booking').click();
    await page.getByTestId('booking-confirmed').waitFor();
    expect(await page.getByTestId('booking-confirmed-employee').textContent()).toMatch(/^Avec /);
    await shotBoth(page, 'booking-confirmed-fr');

    const booking = await t.app.services.prisma.booking.findFirstOrThrow({
      where: { customer: { email: 'camille@example.ch' } },
      include: { events: { orderBy: { start: 'asc' } } },
    });
    expect(booking.comment).toBe('Première visite');
    expect(booking.events.map((e) => e.serviceId)).toEqual(services.map((s) => s.id));
  });

  it('a guest books a recommended time in English, logging in on the way', async () => {
    const { t, browser } = env;
    const { services, day } = await firstFreeDay(t, ['Manucure'], 1);
    // The day's recommended times (touching a booking, the break or the day's ends) head the list.
    const recommended = day.times.filter((_, i) => day.recommended[i]);
    expect(recommended.length).toBeGreaterThan(0);
    const time = recommended[recommended.length - 1]!;
    const page = await newPage(browser, 'en-GB', DESKTOP);
    await page.goto(`${t.url}/en/salon-demo/lausanne-centre/book`);
    await page.getByRole('heading', { name: 'Book appointment' }).waitFor();
    await page.getByTestId(`service-option-${services[0]!.id}`).click();
    await page.getByTestId(`date-${day.date}`).waitFor();
    await pickDate(page, day.date);
    const row = page.getByTestId('recommended-slots');
    await row.getByRole('heading', { name: 'Recommended times' }).waitFor();
    expect(await row.getByRole('button').allTextContents()).toEqual(recommended);
    await shotBoth(page, 'booking-step2-recommended-en');
    await row.getByTestId(`recommended-${time}`).click();
    await shotBoth(page, 'booking-step3-login-en');
    await page.getByLabel('E-mail or username').fill('customer@salon-demo.ch');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByTestId('booking-login').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('booking-summary').waitFor();
    expect(await page.getByTestId('booking-summary').textContent()).toContain('Manicure');
    await page.getByTestId('accept-terms').click();
    await page.getByTestId('confirm-booking').click();
    await page.getByTestId('booking-confirmed').waitFor();
    expect(await page.getByTestId('booking-confirmed').textContent()).toMatch(/confirmed/i);
    await shotBoth(page, 'booking-confirmed-en');
    const booking = await t.app.services.prisma.booking.findFirstOrThrow({
      where: { customer: { email: 'customer@salon-demo.ch' }, events: { some: { serviceId: services[0]!.id } } },
      include: { events: true },
      orderBy: { id: 'desc' },
    });
    const zurich = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' });
    expect(zurich.format(booking.events[0]!.start)).toBe(time);
  });

  it('shows the other public screens', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH');
    const screens: [string, string, string][] = [
      ['pro', '/pro', 'pro-trial'],
      ['pro-en', '/en/pro', 'pro-trial'],
      ['login', '/login', 'forgot-password-link'],
      ['sign-up', '/sign-up', 'sign-up-form'],
      ['forgot-password', '/forgot-password', 'forgot-submit'],
      ['reset-password', '/reset-password?id=1&token=x', 'reset-submit'],
      ['email-validation-invalid', '/email-validation?id=1&token=x', 'email-validation-failed'],
      ['vendor-sign-up', '/vendor-sign-up', 'vendor-sign-up-form'],
    ];
    for (const [name, path, testId] of screens) {
      await page.goto(`${t.url}${path}`);
      await page.getByTestId(testId).waitFor();
      await shotBoth(page, name);
    }
    // An unsupported language goes to the current one.
    await page.goto(`${t.url}/es/pro`);
    await page.waitForURL(/\/fr\/pro$/);
    // A customer page asks a guest to log in, naming the page.
    await page.goto(`${t.url}/my-account`);
    await page.waitForURL(/\/login\?redirect=\/my-account$/);
  });
});
