// An admin downloads the vendor's data from /settings/data (records, GDPR requests): the JSON of
// everything and each CSV file, at 375 and 1280 px, in French and English; a failed download says so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

describe('vendor data export', () => {
  const env = useBrowserApp();

  it('downloads the JSON and the CSV files from the settings', async () => {
    const { t, browser } = env;
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    const page = await newPage(browser, 'fr-CH', PHONE);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/settings/data`);
    await page.getByRole('heading', { name: 'Exporter vos données' }).waitFor();
    await shotBoth(page, 'settings-data-fr');

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all.json').click()]);
    expect(json.suggestedFilename()).toMatch(new RegExp(`^export-${vendor.id}-all-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as Record<string, unknown[]>;
    expect(data.customers).toHaveLength(await prisma.customer.count({ where: { vendorId: vendor.id } }));
    expect(data.bookings).toHaveLength(await prisma.booking.count({ where: { vendorId: vendor.id } }));
    expect(data.invoices).toHaveLength(await prisma.invoice.count({ where: { vendorId: vendor.id } }));

    await page.setViewportSize(DESKTOP);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-customers.csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/-customers-.*\.csv$/);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFid;type;gender;firstname;lastname')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(
      1 + (await prisma.customer.count({ where: { vendorId: vendor.id } })),
    );
    // The buttons are free again once the file has been handed over.
    await expect.poll(() => page.getByTestId('export-invoices.csv').isEnabled()).toBe(true);
    await page.context().close();
  });

  it('reads in English and says when a download failed', async () => {
    const { t, browser } = env;
    // The interface follows the language kept for the user.
    await t.app.services.prisma.user.update({ where: { email: 'admin@salon-demo.ch' }, data: { language: 'en' } });
    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/settings/data`);
    await page.getByRole('heading', { name: 'Export your data' }).waitFor();
    await shotBoth(page, 'settings-data-en');
    await page.route('**/api/vendors/export/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ data: { message: 'Service unavailable, try again in a moment', errors: {} } }),
      }),
    );
    await page.getByTestId('export-bookings.csv').click();
    await page.getByText('The download failed: Service unavailable, try again in a moment').waitFor();
    await page.setViewportSize(PHONE);
    await shotBoth(page, 'settings-data-error-en');
    await page.context().close();
  });
});
