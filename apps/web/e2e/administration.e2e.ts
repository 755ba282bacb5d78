/**
 * End to end: the super admin creates a tenant with an initial user; the invitation mail's link
 * (read in the Postausgang) sets the password; that Admin logs in, configures a product with a barcode
 * type and copies its order link; a plain User sees no 'Produkte' or 'Benutzerverwaltung' and gets 403.
 */
import { describe, expect, it } from 'vitest';
import { apiStatus, choose, field, isoDay, login, logout, pngFile, section, typeDate } from './admin-helpers';
import { baseUrl, DESKTOP, e2eUnavailable, useBrowser } from './browser';

const stamp = Date.now().toString(36).toUpperCase();
const TENANT_CODE = `E2E${stamp}`;
const TENANT_NAME = `E2E Grundschule ${stamp}`;
const ADMIN_EMAIL = `e2e.admin.${stamp.toLowerCase()}@schule.example`;
const ADMIN_PASSWORD = 'Neues-Passwort-42';
const PRODUCT_CODE = `SA${stamp}`;
const SAVED = 'Daten gespeichert';

describe.skipIf(e2eUnavailable)('administration: tenant, invitation, product, permissions', () => {
  const browser = useBrowser();
  let invitationLink = '';

  it('the super admin creates a tenant with images, a product row and an initial user', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'Liste Mandanten' }).click();
    await page.getByRole('link', { name: 'neuen Mandanten anlegen' }).click();
    await page.getByRole('heading', { name: 'Mandanten anlegen' }).waitFor();
    await page.getByText('Bitte zuerst Land und Mandantentyp wählen.').waitFor();

    await choose(page, page, 'Land', 'Deutschland (DE)');
    await choose(page, page, 'Mandantentyp', 'Schule');
    const tenant = section(page, 'Mandant');
    await field(tenant, 'Zugangscode').fill(TENANT_CODE);
    await field(tenant, 'Name').fill(TENANT_NAME);
    await field(tenant, 'Straße').fill('Schulstraße 7');
    await field(tenant, 'PLZ').fill('10115');
    await field(tenant, 'Ort').fill('Berlin');
    await field(tenant, 'Telefon').fill('030 1234567');
    await field(tenant, 'E-Mail').fill(`sekretariat.${stamp.toLowerCase()}@schule.example`);

    // Images of exactly the required size go straight through, without the cropper.
    const images = section(page, 'Bilder');
    for (const [label, w, h] of [
      ['Logo', 230, 130],
      ['Stempel', 260, 205],
      ['Unterschrift', 260, 70],
    ] as const) {
      await images.getByText(`${label} ${w} x ${h} Pixel`).waitFor();
      await images.getByLabel(`${label} auswählen`).setInputFiles(await pngFile(`${label}.png`, w, h));
      await images.getByRole('img', { name: label, exact: true }).waitFor();
    }
    expect(await page.getByRole('dialog').count()).toBe(0);

    const products = section(page, 'Produkte');
    await products.getByLabel('Schülerausweis auswählen', { exact: true }).check();
    await products.getByLabel('Schülerausweis: Max. Jahre gültig', { exact: true }).waitFor();
    expect(await products.getByLabel('Schülerausweis: Max. Jahre gültig', { exact: true }).inputValue()).toBe(
      '1',
    );
    await products.getByLabel('Schülerausweis: Mandant darf Produkte anlegen', { exact: true }).check();

    const firstUser = section(page, 'Erster Benutzer');
    await firstUser.getByLabel('Ersten Benutzer anlegen').check();
    await field(firstUser, 'E-Mail').fill(ADMIN_EMAIL);
    await choose(firstUser, page, 'Anrede', 'Frau');
    await field(firstUser, 'Vorname').fill('Greta');
    await field(firstUser, 'Nachname').fill('Gründlich');

    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await page.getByText(SAVED).first().waitFor();
    await page.getByRole('heading', { name: `Mandanten (${TENANT_NAME}) bearbeiten` }).waitFor();
    // Once saved the Zugangscode is read-only, and the initial user is listed as a member.
    expect(await field(tenant, 'Zugangscode').inputValue()).toBe(TENANT_CODE);
    expect(await field(tenant, 'Zugangscode').getAttribute('readonly')).not.toBeNull();
    await section(page, 'Benutzer').getByText(ADMIN_EMAIL).waitFor();
    // The images are stored: they now come from the server.
    for (const label of ['Logo', 'Stempel', 'Unterschrift'])
      expect(await images.getByRole('img', { name: label, exact: true }).getAttribute('src')).toMatch(
        /^\/api\/anon\/media\//,
      );
  });

  it('the invitation mail in the Postausgang carries the link to set the password', async () => {
    expect(TENANT_CODE).toBeTruthy();
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: ADMIN_EMAIL });
    await row.waitFor();
    await row.getByRole('button', { name: 'Ihr Zugang zum Ausweisportal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`für „${TENANT_NAME}“ angelegt`).waitFor();
    const link = dialog.getByRole('link', { name: /\/password_create\// });
    invitationLink = (await link.textContent())?.trim() ?? '';
    expect(invitationLink.startsWith(`${baseUrl()}/password_create/`)).toBe(true);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await logout(page);
  });

  it('the link sets the password; the new Admin logs in to the new tenant', async () => {
    expect(invitationLink).not.toBe('');
    const page = await browser.newPage(DESKTOP);
    await page.goto(invitationLink);
    await page.getByText('Hallo Greta Gründlich').waitFor();
    await field(page, 'Neues Passwort').fill(ADMIN_PASSWORD);
    await field(page, 'Passwort wiederholen').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Passwort setzen' }).click();
    await page.getByText('Passwort wurde gesetzt. Bitte anmelden').waitFor();
    await page.waitForURL(/\/login$/);
    // The login keeps the address the invitation was for.
    expect(await field(page, 'E-Mail').inputValue()).toBe(ADMIN_EMAIL);

    await login(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The toolbar shows the selected tenant: the new one, the user's only tenant.
    await page.getByRole('banner').getByText(TENANT_NAME).waitFor();
    const menu = (await page.getByRole('navigation', { name: 'Admin-Menü' }).textContent()) ?? '';
    for (const entry of ['Mein Profil', 'Benutzerverwaltung', 'Produkte']) expect(menu).toContain(entry);
    expect(menu).not.toContain('Liste Mandanten');

    // The link is single-use.
    await page.goto(invitationLink);
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('button', { name: 'Passwort setzen' }).isDisabled()).toBe(true);
  });

  it('the Admin configures a product with a barcode type and copies its order link', async () => {
    const page = await browser.newPage(DESKTOP, ['clipboard-read', 'clipboard-write']);
    await login(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Produkte' }).click();
    await page.getByRole('heading', { name: 'Produkte' }).waitFor();
    await page.getByRole('button', { name: 'Produkt konfigurieren' }).click();
    await page.getByRole('heading', { name: 'Produkt anlegen' }).waitFor();

    await choose(page, page, 'Produkt', 'Schülerausweis');
    await field(page, 'Produktcode').fill(PRODUCT_CODE);
    // Prices come from the tenant's configuration and are read-only for an Admin.
    expect(await field(page, 'Preis Online').inputValue()).not.toBe('');
    expect(await field(page, 'Preis Online').isDisabled()).toBe(true);
    await typeDate(page, 'Gültig von', isoDay(0));
    await typeDate(page, 'Gültig bis', isoDay(180));
    await choose(page, page, 'Barcode-Typ', 'Code 128');
    // A barcode type forces the external id.
    await page.getByText('Durch den Barcode vorgegeben').waitFor();

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(SAVED).first().waitFor();
    await page.getByRole('heading', { name: 'Produkt bearbeiten' }).waitFor();
    await page.waitForURL(/\/admin\/product\/\d+$/);
    expect(await field(page, 'Produktcode').isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Barcode-Typ' }).textContent()).toContain('Code 128');

    const expected = `${baseUrl()}/s/${TENANT_CODE}/${PRODUCT_CODE}`;
    const orderLink = field(page, 'Direkter Bestell-Link');
    expect(await orderLink.inputValue()).toBe(expected);
    await page.getByRole('button', { name: 'Bestell-Link kopieren' }).click();
    await page.getByRole('tooltip', { name: 'Kopiert!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The tooltip goes away after 2 s.
    await page.getByRole('tooltip', { name: 'Kopiert!' }).waitFor({ state: 'detached', timeout: 5000 });

    await page.getByRole('link', { name: 'Zur Liste' }).click();
    await page.locator('.MuiDataGrid-row', { hasText: PRODUCT_CODE }).waitFor();
  });

  it('a plain User sees no Produkte or Benutzerverwaltung and gets 403 from their endpoints', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'sekretariat@gymnasium-am-see.example');
    await page.getByText('Gymnasium am See').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin-Menü' });
    await nav.getByText('Ausweise').waitFor();
    const menu = (await nav.textContent()) ?? '';
    expect(menu).not.toContain('Produkte');
    expect(menu).not.toContain('Benutzerverwaltung');

    // The token is valid (the tenant's cards answer) ...
    expect(await apiStatus(page, 'POST', '/a/t/cards/find', {})).toBe(200);
    // ... but products and users are for Admins only.
    expect(await apiStatus(page, 'POST', '/a/ad/products/find', {})).toBe(403);
    expect(await apiStatus(page, 'GET', '/a/ad/products/available')).toBe(403);
    expect(await apiStatus(page, 'GET', '/a/ad/products/details?id=1')).toBe(403);
    expect(await apiStatus(page, 'POST', '/a/ad/users/find', {})).toBe(403);
    expect(await apiStatus(page, 'GET', '/a/ad/users/profile?user_id=1')).toBe(403);
  });
});
