// The public vendor and booking pages carry their first view in the HTML (name, address,
// categories, description, or the services on the booking page), escaped, in the page's language;
// other paths get the app's index.html with its logo loader.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/demo.ts';
import { repoRoot } from '../../../test/gateway-process.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

describe('public pages rendered by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    copyFileSync(path.join(repoRoot, 'web/index.html'), path.join(webDist, 'index.html'));
    t = await startTestApp({ config: { webDist } });
    await seedDemo(t.app.services.prisma);
    await t.app.services.prisma.vendor.updateMany({
      where: { slug: 'salon-demo' },
      data: { publicName: 'Salon <Démo> & "Co"' },
    });
  });
  afterAll(() => t.stop());

  const page = async (pathname: string, lang = 'fr-CH') => {
    const res = await fetch(`${t.url}${pathname}`, { headers: { 'accept-language': lang } });
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  it("puts the vendor page's first view in the HTML, escaped, instead of the logo loader", async () => {
    const { status, type, html } = await page('/salon-demo/lausanne-centre');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Salon &#60;Démo&#62; &#38; &#34;Co&#34; · Lausanne Centre</title>');
    expect(html).toContain('>Salon &#60;Démo&#62; &#38; &#34;Co&#34;</h1>');
    expect(html).not.toContain('<Démo>');
    expect(html).toContain('id="prerender"');
    expect(html).not.toContain('id="boot-loader"');
    expect(html).toMatch(/<li[^>]*>Coiffure<\/li>/);
    expect(html).toContain('au cœur de Lausanne et de Genève.');
    expect(html).toContain('href="/salon-demo/lausanne-centre/book"');
    // The app still loads as usual.
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses the language of the path or of the browser, and lists the services on the booking page', async () => {
    const english = await page('/en/salon-demo/lausanne-centre/about', 'fr-CH');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toMatch(/<li[^>]*>Hair<\/li>/);
    expect(english.html).toContain('href="/en/salon-demo/lausanne-centre/book"');
    const booking = await page('/salon-demo/lausanne-centre/book', 'en-GB');
    expect(booking.html).toContain('Book an appointment</h1>');
    expect(booking.html).toContain('<span>Women&#39;s haircut</span>');
    expect(booking.html).toMatch(/\d+ min · CHF \d+\.\d{2}/);
  });

  it('speaks German and Italian under /de and /it, and marks a text the salon wrote in another language', async () => {
    const german = await page('/de/salon-demo/lausanne-centre/book', 'fr-CH');
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Termin buchen</h1>');
    expect(german.html).toContain('<span>Damenhaarschnitt</span>');
    const italian = await page('/salon-demo/lausanne-centre', 'it-CH,it;q=0.9');
    expect(italian.html).toContain('<html lang="it">');
    expect(italian.html).toMatch(/<li[^>]*>Capelli<\/li>/);
    expect(italian.html).toContain('href="/salon-demo/lausanne-centre/book"');
    // Without an Italian description or name, the salon's default language's shows, marked as such.
    const prisma = t.app.services.prisma;
    await prisma.vendorTranslation.deleteMany({ where: { language: 'it' } });
    await prisma.serviceTranslation.deleteMany({ where: { language: 'it', name: 'Taglio donna' } });
    const fallback = await page('/it/salon-demo/lausanne-centre', 'de-CH');
    expect(fallback.html).toContain('<p lang="fr" style="margin:16px 0 0');
    expect(fallback.html).toContain('au cœur de Lausanne et de Genève.');
    expect((await page('/it/salon-demo/lausanne-centre/book')).html).toContain('<span lang="fr">Coupe femme</span>');
    // The booking page's legal conditions too: per language, the default language's when one is missing.
    await prisma.legalConditionTranslation.deleteMany({ where: { language: 'it' } });
    const conditions = async (lang: string) =>
      (
        await t.gql<{ locationBySlug: { vendor: { legalConditions: { title: string; language: string }[] } } }>(
          `{ locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") {
            vendor { legalConditions { title language } } } }`,
          {},
          undefined,
          lang,
        )
      ).data!.locationBySlug.vendor.legalConditions;
    expect(await conditions('de')).toEqual([{ title: 'Allgemeine Geschäftsbedingungen', language: 'de' }]);
    expect(await conditions('it')).toEqual([{ title: 'Conditions générales', language: 'fr' }]);
  });

  it('serves the plain index.html for any other page', async () => {
    for (const pathname of [
      '/salon-demo/nowhere',
      '/agenda',
      '/settings/general',
      '/',
      '/es/salon-demo/lausanne-centre',
    ]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(html, pathname).toContain('id="boot-loader"');
      expect(html, pathname).not.toContain('id="prerender"');
    }
  });
});
