// My account › Sync: an employee connects her own CalDAV calendar (a local Radicale), sees when it
// was last synced, syncs on demand and disconnects; at 375 and 1280 px, in French and English,
// with nothing wider than the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRadicale } from '../../gateway/src/test/radicale.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

describe('employee account: calendar sync', () => {
  const env = useBrowserApp();
  let radicale: Awaited<ReturnType<typeof startRadicale>>;
  let calendarUrl: string;

  beforeAll(async () => {
    radicale = await startRadicale({ lucas: 'app-password-1' });
    calendarUrl = await radicale.makeCalendar('lucas', 'work', 'Travail');
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  it('connects, syncs and disconnects (French, phone)', async () => {
    const { t, browser } = env;
    // The local test server is on a private address: allowed by the switch, as in on-premise use.
    t.app.services.config.calendarAllowPrivateTargets = true;
    const page = await newPage(browser, 'fr-CH', PHONE);
    await logIn(page, t, 'staff@salon-demo.ch');
    await page.goto(`${t.url}/my-account-employee/integrations`);
    await page.getByRole('heading', { name: 'Synchronisation avec votre agenda (CalDAV)' }).waitFor();
    await shotBoth(page, 'employee-caldav-empty-fr');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);

    await page.getByTestId('caldav-url').fill(radicale.url);
    await page.getByTestId('caldav-username').fill('lucas');
    await page.getByTestId('caldav-password').fill('wrong');
    await page.getByTestId('caldav-connect').click();
    await page.getByText('Le serveur refuse cet identifiant ou ce mot de passe').waitFor();

    await page.getByTestId('caldav-password').fill('app-password-1');
    await page.getByTestId('caldav-connect').click();
    await page.getByText('Connecté à Travail en tant que lucas.').waitFor();
    await page.getByText('La première synchronisation va avoir lieu.').waitFor();
    await page.getByTestId('caldav-sync').click();
    await page
      .getByTestId('caldav-last-sync')
      .getByText(/Dernière synchronisation .* plages occupées lues\./)
      .waitFor();
    const row = await t.app.services.prisma.calendarConnection.findFirstOrThrow();
    expect(row.calendarUrl).toBe(calendarUrl);
    expect(row.secret).not.toContain('app-password-1');
    await shotBoth(page, 'employee-caldav-connected-fr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);

    await page.getByTestId('caldav-status').getByRole('button', { name: 'Déconnecter' }).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('Agenda déconnecté.').waitFor();
    await page.getByTestId('caldav-connect').waitFor();
    expect(await t.app.services.prisma.calendarConnection.count()).toBe(0);
    await page.context().close();
  });

  it('reads in English on a desktop', async () => {
    const { t, browser } = env;
    await t.app.services.prisma.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t, 'staff@salon-demo.ch');
    await page.goto(`${t.url}/my-account-employee/integrations`);
    await page.getByRole('heading', { name: 'Two-way sync with your calendar (CalDAV)' }).waitFor();
    await page.getByTestId('caldav-url').fill(calendarUrl);
    await page.getByTestId('caldav-username').fill('lucas');
    await page.getByTestId('caldav-password').fill('app-password-1');
    await page.getByTestId('caldav-connect').click();
    await page.getByText('Connected to Travail as lucas.').waitFor();
    await page.getByTestId('caldav-sync').click();
    await page
      .getByTestId('caldav-last-sync')
      .getByText(/Last sync .* busy times read\./)
      .waitFor();
    await shotBoth(page, 'employee-caldav-connected-en');
    await page.context().close();
  });
});
