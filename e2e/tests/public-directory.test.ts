// A guest finds the demo salon from the home page by typing its city, and opens its public page.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage, shotBoth } from '../support/flows.ts';

describe('home directory', () => {
  const env = useBrowserApp();

  it('a guest finds the demo salon by typing its city', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH');
    await page.goto(`${t.url}/`);
    await page.waitForFunction(() => document.title.startsWith('Réserver un rendez-vous'));
    await page.getByTestId('directory-search').fill('Genève');
    await page.waitForURL(/\?q=Gen%C3%A8ve$/);
    await page
      .getByTestId('directory-count')
      .filter({ hasText: /^1 adresse$/ })
      .waitFor();
    await page.getByTestId('directory-result-salon-demo-geneve-rive').waitFor();
    expect(await page.getByTestId('directory-results').locator('li').count()).toBe(1);
    await shotBoth(page, 'home-search-city');

    // Accents and case do not matter; a city without salon says so.
    await page.getByTestId('directory-search').fill('LAUSANNE');
    await page.getByTestId('directory-result-salon-demo-lausanne-centre').waitFor();
    await page.getByTestId('directory-search').fill('Zermatt');
    await page.getByText('Aucun salon ne correspond à « Zermatt »').waitFor();
    await shotBoth(page, 'home-search-empty');

    // A reload keeps the search; the result opens the location's public page.
    await page.getByTestId('directory-search').fill('lausanne');
    await page.waitForURL(/\?q=lausanne$/);
    await page.reload();
    await page.getByTestId('directory-result-salon-demo-lausanne-centre').click();
    await page.waitForURL(/\/salon-demo\/lausanne-centre\/(about|services)$/);
    await page.getByTestId('vendor-public-name').waitFor();
  });

  it('finds a salon by service in English, and shows none once the vendor is not live', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'en-GB', DESKTOP);
    await page.goto(`${t.url}/?q=manicure`);
    await page.getByTestId('directory-result-salon-demo-lausanne-centre').waitFor();
    expect(await page.title()).toContain('Book a salon appointment');
    await shotBoth(page, 'home-search-service-en');

    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    await prisma.vendor.update({ where: { id: vendor.id }, data: { liveMode: false } });
    try {
      await page.goto(`${t.url}/`);
      await page.getByText('No salon takes online bookings yet.').waitFor();
    } finally {
      await prisma.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
    }
  });
});
