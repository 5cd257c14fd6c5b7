// A guest finds the demo salon from the home page by typing its city, and opens its public page;
// the vendor's picture shows in the directory and on its page.
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, PHONE, newPage, shotBoth } from '../support/flows.ts';

/** A real RGB PNG (teal to pink), as a browser decodes it. */
function picturePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      rows[i] = Math.round((x / width) * 216);
      rows[i + 1] = 110;
      rows[i + 2] = Math.round(100 + (y / height) * 60);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const loadedWidth = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((r) => img.addEventListener('load', () => r(img.naturalWidth))),
    );

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
    // The vendor's category and region (its public settings): on its card, and to filter by.
    expect(await page.getByTestId('directory-vendor-kind').first().textContent()).toBe(
      'Coiffure et bien-être · Suisse romande',
    );
    await page.getByTestId('directory-region').selectOption('Suisse romande');
    await page.waitForURL(/region=Suisse\+romande/);
    await page.getByTestId('directory-result-salon-demo-lausanne-centre').waitFor();
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

  for (const [locale, size] of [
    ['fr-CH', DESKTOP],
    ['en-GB', PHONE],
  ] as const) {
    it(`shows the vendor's picture in the directory and on its public page (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const prisma = t.app.services.prisma;
      const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
      const picture = `data:image/png;base64,${picturePng(400, 240).toString('base64')}`;
      await prisma.vendor.update({ where: { id: vendor.id }, data: { picture } });
      try {
        const page = await newPage(browser, locale, size);
        await page.goto(`${t.url}/?q=lausanne`);
        await page.getByTestId('directory-result-salon-demo-lausanne-centre').waitFor();
        expect(await loadedWidth(page, 'directory-picture')).toBe(400);
        await shotBoth(page, `home-directory-picture-${locale}`);
        await page.getByTestId('directory-result-salon-demo-lausanne-centre').click();
        await page.getByTestId('vendor-public-name').waitFor();
        expect(await loadedWidth(page, 'vendor-picture')).toBe(400);
        expect(await page.getByTestId('vendor-picture').getAttribute('alt')).toBe(vendor.publicName);
        // Within the screen on a phone as on a desk.
        const box = await page.getByTestId('vendor-picture').boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
        await shotBoth(page, `vendor-page-picture-${locale}`);
        await page.context().close();
      } finally {
        await prisma.vendor.update({ where: { id: vendor.id }, data: { picture: null } });
      }
    });
  }
});
