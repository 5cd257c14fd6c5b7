// Settings › Integrations for integrators: an admin creates an API key (shown once) and revokes it,
// adds a webhook (a private address is refused, the signing secret is shown once), reads its log and
// turns it off; at 375 and 1280 px, in French and English, with nothing wider than the screen.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

describe('settings: API keys and webhooks', () => {
  const env = useBrowserApp();

  it('creates and revokes a key, adds a webhook and turns it off (French, phone)', async () => {
    const { t, browser } = env;
    const prisma = t.app.services.prisma;
    const page = await newPage(browser, 'fr-CH', PHONE);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/settings/integrations`);
    await page.getByRole('heading', { name: 'Clés API' }).waitFor();
    await page.getByText("Aucune clé API pour l'instant.").waitFor();
    await page.getByText("Aucun webhook pour l'instant.").waitFor();
    await shotBoth(page, 'settings-integrations-empty-fr');

    await page.getByTestId('api-key-name').fill('Site web');
    await page.getByTestId('api-key-create').click();
    const key = await page.getByTestId('secret-value').inputValue();
    expect(key).toMatch(/^slk_/);
    await page.getByText('Copiez-la maintenant : elle ne sera plus affichée.').waitFor();
    await page.getByTestId('secret-done').click();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Site web' });
    await row.getByText('Jamais utilisée').waitFor();
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    // The key works on the API, as staff of this salon.
    const call = await fetch(`${t.url}/api/customers.json`, { headers: { authorization: `Bearer ${key}` } });
    expect(call.status).toBe(200);

    await page.getByTestId('webhook-url').fill('https://127.0.0.1/hooks');
    await page.getByTestId('webhook-create').click();
    await page.getByText("L'adresse mène à un réseau privé ou local, qui n'est pas autorisé").waitFor();
    await page.getByTestId('webhook-url').fill('https://93.184.215.14/hooks/salon');
    await page.getByLabel('Nouveau client').check();
    await page.getByTestId('webhook-create').click();
    expect(await page.getByTestId('secret-value').inputValue()).toMatch(/^whsec_/);
    await page.getByTestId('secret-done').click();
    const hook = page.getByTestId('webhook-row');
    await hook.getByText('https://93.184.215.14/hooks/salon').waitFor();
    await hook.getByText('Réservation créée').waitFor();
    await hook.getByRole('button', { name: 'Envois' }).click();
    await hook.getByText("Rien n'a encore été envoyé.").waitFor();
    await shotBoth(page, 'settings-integrations-fr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await hook.getByRole('button', { name: 'Désactiver' }).click();
    await hook.getByText('Désactivé', { exact: true }).waitFor();
    expect(
      (await prisma.webhook.findFirstOrThrow({ where: { url: 'https://93.184.215.14/hooks/salon' } })).enabled,
    ).toBe(false);

    await row.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('Clé révoquée.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const refused = await fetch(`${t.url}/api/customers.json`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
    await page.context().close();
  });

  it('reads in English on a desktop', async () => {
    const { t, browser } = env;
    await t.app.services.prisma.user.update({ where: { email: 'admin@salon-demo.ch' }, data: { language: 'en' } });
    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/settings/integrations`);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByTestId('webhook-row').getByText('Off', { exact: true }).waitFor();
    await page.getByTestId('api-key-name').fill('Zapier');
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.getByTestId('api-key-create').click();
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    await page.getByTestId('secret-done').click();
    await page.getByTestId('api-key-row').filter({ hasText: 'Zapier' }).getByText('Admin').waitFor();
    await shotBoth(page, 'settings-integrations-en');
    await page.context().close();
  });
});
