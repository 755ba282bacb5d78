import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';

const THANK_YOU = 'Vielen Dank. Wir bearbeiten Ihre Registrierung.';

async function sendRegistration(page: Page, tenantname: string) {
  await page.goto('/register');
  await page.getByLabel(/^Anrede/).selectOption('Frau');
  await page.getByLabel(/^Titel/).fill('Dr.');
  await page.getByLabel(/^Vorname/).fill('Erika');
  await page.getByLabel(/^Nachname/).fill('Muster');
  await page.getByLabel(/^Name der Organisation/).fill(tenantname);
  await page.getByRole('button', { name: 'Schule', exact: true }).click();
  await page.getByLabel(/^Straße/).fill('Schulweg 1');
  await page.getByLabel(/^PLZ/).fill('12345');
  await page.getByLabel(/^Ort/).fill('Musterstadt');
  await page.getByLabel(/^Telefon/).fill('0123 456789');
  await page.getByLabel(/^E-Mail/).fill('erika.muster@schule.example');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
}

describe.skipIf(e2eUnavailable)('registrations', () => {
  const browser = useBrowser();
  const tenantname = `E2E Gesamtschule ${Date.now()}`;

  it('the form checks its fields, then a phone sends a registration and sees the thank-you', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Bitte einen Wert angeben').first().waitFor();
    expect(await page.getByText('Bitte einen Wert angeben').count()).toBe(11);

    await sendRegistration(page, tenantname);
    await page.getByRole('heading', { name: THANK_YOU }).waitFor();
    expect(await page.getByRole('button', { name: 'Anfrage senden' }).count()).toBe(0);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByText('Zur Startseite', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the super admin answers it in the list; it leaves the open ones; the mail is in the Postausgang', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.waitForURL(/\/admin$/);
    const dashboard = page.getByRole('grid', { name: 'Offene Registrierungen' });
    await dashboard.getByText(tenantname).waitFor();

    await page.getByRole('link', { name: 'Registrierungen' }).click();
    await page.getByRole('heading', { name: 'Liste Registrierungen' }).waitFor();
    await page.getByLabel('Mandanten-Name').fill(tenantname);
    // The name filter applies after a short pause in typing.
    await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-row').length === 1);
    const row = page.locator('.MuiDataGrid-row', { hasText: tenantname });
    await row.waitFor();
    expect(await row.textContent()).toContain('Neu');

    const run = page.getByRole('button', { name: 'Aktion durchführen' });
    expect(await run.isDisabled()).toBe(true);
    const checkbox = row.getByRole('checkbox');
    await checkbox.check();
    expect(await run.isDisabled()).toBe(true);
    await choose(page, page, 'Aktion', 'Registrierung beantwortet');
    expect(await run.isEnabled()).toBe(true);
    // An empty selection resets the action.
    await checkbox.uncheck();
    expect(await run.isDisabled()).toBe(true);
    expect(await page.getByLabel('Aktion').textContent()).not.toContain('Registrierung beantwortet');

    await checkbox.check();
    await choose(page, page, 'Aktion', 'Registrierung beantwortet');
    await run.click();
    await page.getByText('Erfolg', { exact: true }).waitFor();
    await page.getByText('OK', { exact: true }).waitFor();
    await row.getByText('Beantwortet').waitFor();
    expect(await run.isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    await page.waitForURL(/\/admin$/);
    await dashboard.getByText('Realschule Lindenhof').waitFor();
    await dashboard.getByText(tenantname).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    await page.getByText(`Neue Registrierung: ${tenantname}`).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Erika Muster hat für/).waitFor();
    const link = dialog.getByRole('link', { name: /\/admin\/filter-registers$/ });
    expect(await link.count()).toBe(1);
    await dialog.getByRole('button', { name: 'HTML' }).click();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    await page.frameLocator('iframe').getByText('Registrierungen ansehen').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
  });
});
