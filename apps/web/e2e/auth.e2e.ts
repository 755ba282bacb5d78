import { auth } from '@ausweis/shared/contracts/auth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../src/lib/session';
import { choose, clickUntil, enterCode } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';
import { DEMO_SUPER_ADMIN, DEMO_TOTP_SECRET } from './one-time-codes';

const PASSWORD = 'Demo-Passwort-1';

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  const passwordField = page.locator('input[type=password]');
  await passwordField.fill(password);
  await passwordField.press('Enter');
  // The demo super admin confirms with a code of the documented one-time-code secret.
  if (email === DEMO_SUPER_ADMIN && password === PASSWORD) await enterCode(page, DEMO_TOTP_SECRET);
}

/** The session as the app keeps it in localStorage (shared by the tabs of one browser). */
const storedSession = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { authToken?: string; refreshToken?: string },
    SESSION_STORAGE_KEY,
  );

async function menuTexts(page: Page): Promise<string> {
  return (await page.locator('nav').allTextContents()).join(' | ');
}

describe.skipIf(e2eUnavailable)('login and admin shell', () => {
  const browser = useBrowser();

  it('super admin goes straight to the dashboard with registrations and orders', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.waitForURL(/\/admin$/);
    await page.getByText('Offene Registrierungen').first().waitFor();
    await page.getByText('Realschule Lindenhof').first().waitFor();
    const menu = await menuTexts(page);
    expect(menu).toContain('Liste Mandanten');
    expect(menu).toContain('Registrierungen');
    expect(menu).toContain('Rechnungsläufe');
    expect(menu).not.toContain('Mein Profil');
  });

  it('a tenant Admin lands on the dashboard of their only tenant', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.waitForURL(/\/admin$/);
    await page.getByText('Gymnasium am See').first().waitFor();
    const menu = await menuTexts(page);
    for (const entry of ['Mein Profil', 'Benutzerverwaltung', 'Produkte', 'Ausweise'])
      expect(menu).toContain(entry);
    expect(menu).not.toContain('Liste Mandanten');
  });

  it('a plain User sees no Produkte and no Benutzerverwaltung', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'sekretariat@gymnasium-am-see.example');
    await page.waitForURL(/\/admin$/);
    await page.getByText('Gymnasium am See').first().waitFor();
    const menu = await menuTexts(page);
    expect(menu).toContain('Ausweise');
    expect(menu).not.toContain('Produkte');
    expect(menu).not.toContain('Benutzerverwaltung');
  });

  it('the TSV Admin sees their tenant', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'vorstand@tsv-musterstadt.example');
    await page.waitForURL(/\/admin$/);
    await page.getByText('TSV Musterstadt 1890 e.V.').first().waitFor();
  });

  it('a user of two tenants chooses one first', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'verwaltung@ausweisportal.example');
    await page.waitForURL(/\/tenant$/);
    await page.getByText('Mandant wählen').first().waitFor();
    const confirm = page.getByRole('button', { name: 'Wählen' });
    expect(await confirm.isDisabled()).toBe(true);
    await choose(page, page, 'Mandant', /TSV Musterstadt/);
    await confirm.click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('TSV Musterstadt 1890 e.V.').first().waitFor();
  });

  it('a wrong password shows the German error and stays on the login page', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example', 'Falsches-Passwort');
    await page.getByText('E-Mail oder Passwort ist falsch.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logout asks "Wirklich abmelden?"; Nein stays, Ja ends the session on the server and goes home', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.waitForURL(/\/admin$/);
    // The first click right after login was once lost in CI (the tooltip showed, the dialog did not).
    const question = page.getByText('Wirklich abmelden?');
    await clickUntil(page.getByRole('button', { name: 'Abmelden' }), () => question.isVisible());
    await page.getByRole('button', { name: 'Nein' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin');
    const { authToken: token, refreshToken } = await storedSession(page);
    expect(token).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    const ended = page.waitForResponse((r) => r.url().endsWith(`/api${auth.logout.path}`));
    await page.getByRole('button', { name: 'Ja' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    // The server ended the session: its refresh token no longer brings a new token.
    expect((await ended).status()).toBe(200);
    const refresh = await page.request.post(`/api${auth.refresh.path}`, {
      data: { refresh_token: refreshToken },
    });
    expect(refresh.status()).toBe(401);
    await page.goto('/admin');
    await page.waitForURL(/\/login$/);
  });

  it("'Überall abmelden' on a phone ends the session of another browser too", async () => {
    const desk = await browser.newPage(DESKTOP);
    await login(desk, 'admin@gymnasium-am-see.example');
    await desk.waitForURL(/\/admin$/);
    const phone = await browser.newPage(PHONE);
    await login(phone, 'admin@gymnasium-am-see.example');
    await phone.waitForURL(/\/admin$/);
    await phone.goto('/admin/security');
    const devices = phone.getByRole('list', { name: 'Angemeldete Geräte' });
    await devices.getByText('Dieses Gerät').waitFor();
    expect(await devices.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(phone, 'Anmeldung und Sicherheit (390 px)');
    await phone.getByRole('button', { name: 'Überall abmelden' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Überall abmelden?' });
    await dialog.waitFor();
    await expectAccessible(phone, 'Überall abmelden (Rückfrage)');
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await phone.waitForURL(/\/login$/);
    // The other browser still holds its tokens; its next page load is refused and goes to login.
    expect((await storedSession(desk)).authToken).toBeTruthy();
    await desk.goto('/admin/card');
    await desk.waitForURL(/\/login$/);
  });
});
