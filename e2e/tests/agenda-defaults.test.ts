// The agenda in a real browser: the vendor's display type (a setting) is the default for a user
// who chose none, the display before the current one is a click away, and English dates stay Swiss
// (23.11.2026) like the French ones.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

describe('agenda defaults', () => {
  const env = useBrowserApp();

  it("uses the vendor's display type until the user picks one, with Swiss dates in English", async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    await p.vendor.updateMany({ where: { slug: 'salon-demo' }, data: { displayType: 'dayGrid' } });
    const fr = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(fr, t, 'admin@salon-demo.ch');
    await fr.locator('[data-testid="agenda-display-dayGrid"][aria-pressed="true"]').waitFor();
    await shotBoth(fr, 'calendar-vendor-display');
    // The user's own choice wins afterwards.
    await fr.getByTestId('agenda-display-planning').click();
    await fr.reload();
    await fr.locator('[data-testid="agenda-display-planning"][aria-pressed="true"]').waitFor();
    // The display before it is kept too: one click goes back to the day, and again to the planning.
    await fr.getByTestId('agenda-display-previous').filter({ hasText: 'Jour' }).click();
    await fr.locator('[data-testid="agenda-display-dayGrid"][aria-pressed="true"]').waitFor();
    await fr.getByTestId('agenda-display-previous').filter({ hasText: 'Planning' }).waitFor();

    await p.user.updateMany({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    const en = await newPage(browser, 'en-GB', PHONE);
    await logIn(en, t, 'staff@salon-demo.ch');
    await en.locator('[data-testid="agenda-display-dayGrid"][aria-pressed="true"]').waitFor();
    await en.getByTestId('agenda-display-planning').click();
    // The planning's day headings: "Monday, 23.11.2026", never 23/11/2026.
    await en.locator('.ec-list .ec-day-head, .ec-day-head').first().waitFor();
    const heads = await en.locator('.ec-day-head').allTextContents();
    expect(heads.join(' ')).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(heads.join(' ')).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await shotBoth(en, 'calendar-english-dates');
    await p.user.updateMany({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'fr' } });
  });
});
