import { describe, expect, it } from 'vitest';
import { e2eUnavailable, PHONE, useBrowser } from './browser';

describe.skipIf(e2eUnavailable)('public pages', () => {
  const browser = useBrowser();

  it('landing page: Enter moves from Zugangscode to Produktcode, Enter there submits', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ausweis erstellen' }).waitFor();
    const access = page.getByLabel('Zugangscode');
    await access.fill('GYMSEE');
    await access.press('Enter');
    const productFocused = await page
      .getByLabel('Produktcode')
      .evaluate((el) => el === document.activeElement);
    expect(productFocused).toBe(true);
    await page.getByLabel('Produktcode').fill('SA2026');
    await page.getByLabel('Produktcode').press('Enter');
    await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);
  });

  it('landing page: both codes are required', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ausweis erstellen' }).click();
    expect(await page.getByText('Bitte einen Wert angeben').count()).toBeGreaterThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('cookie banner says no cookies are used and stays dismissed', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Hinweis zu Cookies' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/keine Cookies/i);
    await banner.getByRole('button').first().click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Ausweis erstellen' }).waitFor();
    expect(await page.getByRole('region', { name: 'Hinweis zu Cookies' }).count()).toBe(0);
  });

  it('not-found page shows the requested URL', async () => {
    const page = await browser.newPage();
    await page.goto('/gibt/es/nicht?x=1');
    await page.getByText('/gibt/es/nicht').first().waitFor();
  });

  it('Datenschutz, Impressum, FAQ and both contact paths answer with their content', async () => {
    const page = await browser.newPage();
    await page.goto('/datenschutz');
    await page
      .getByRole('heading', { name: /Datenschutz/ })
      .first()
      .waitFor();
    expect(await page.textContent('body')).toMatch(/Gültigkeit/);
    for (const path of ['/kontakt', '/contact']) {
      await page.goto(path);
      await page
        .getByText(/support@/)
        .first()
        .waitFor();
    }
    await page.goto('/impressum');
    await page
      .getByRole('heading', { name: /Impressum/ })
      .first()
      .waitFor();
    await page.goto('/faq');
    await page
      .getByRole('heading', { name: /FAQ|Häufige Fragen/ })
      .first()
      .waitFor();
    const year = String(new Date().getFullYear());
    expect(await page.textContent('footer')).toContain(year);
  });
});
