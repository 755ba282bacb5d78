/**
 * Passkeys in Chromium with its virtual WebAuthn authenticator (DevTools protocol): a staff member adds
 * a passkey on 'Anmeldung und Sicherheit', logs out and signs in with it alone. Passkeys refuse an IP
 * address as their domain, so this spec starts a server of its own at http://localhost:PORT (the
 * workers' servers answer at 127.0.0.1). Every page and dialog is checked with axe.
 */
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, logout } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, useBrowser } from './browser';
import { startServer } from './global-setup';
import { DEMO_SUPER_ADMIN } from './one-time-codes';

/** Drops every second factor of `email` in a stopped server's embedded database (a fresh account's state). */
async function withoutFactors(dataDir: string, email: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  const user = 'select id from users where email = $1';
  await db.query(`delete from user_factors where user_id in (${user})`, [email]);
  await db.query(`delete from recovery_codes where user_id in (${user})`, [email]);
  await db.close();
}

/** A platform authenticator that stores discoverable passkeys and verifies the user without asking. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

describe.skipIf(e2eUnavailable)('passkeys', () => {
  const browser = useBrowser();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  beforeAll(async () => {
    if (!e2eUnavailable) server = await startServer({ publicHost: 'localhost' });
  }, 180_000);
  afterAll(() => server?.stop());

  it('a staff member adds a passkey, logs out and signs in with it alone', async () => {
    const page = await browser.newPage(DESKTOP, [], server?.baseUrl);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await login(page, 'sekretariat@gymnasium-am-see.example');
    await page.goto('/admin/security');
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
    await page.getByText('Sie haben noch keinen Passkey eingerichtet.').waitFor();

    await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
    await dialog.getByLabel('Name des Passkeys').fill('Laptop im Sekretariat');
    await expectAccessible(page, 'Dialog Passkey hinzufügen');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    // The first factor brings the recovery codes, shown once.
    const codes = page.getByRole('dialog', { name: 'Wiederherstellungscodes' });
    await codes.waitFor();
    await expectAccessible(page, 'Dialog Wiederherstellungscodes');
    await codes.getByLabel('Ich habe die Codes sicher aufbewahrt').check();
    await codes.getByRole('button', { name: 'Fertig' }).click();
    await codes.waitFor({ state: 'hidden' });
    const passkeys = page.getByRole('list', { name: 'Ihre Passkeys' });
    await passkeys.getByText('Laptop im Sekretariat').waitFor();
    expect(await passkeys.textContent()).toContain('Zuletzt verwendet: noch nie');
    await expectAccessible(page, 'Anmeldung und Sicherheit mit Passkey');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

    // Logout from the dashboard: the security page has its own 'Überall abmelden'.
    await page.goto('/admin');
    await logout(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText('Gymnasium am See').first().waitFor();
    await page.goto('/admin/security');
    await passkeys.getByText('Laptop im Sekretariat').waitFor();
    await expect.poll(() => passkeys.textContent()).not.toContain('noch nie');

    // Removing it asks first; afterwards the list is empty again.
    await passkeys.getByRole('button', { name: 'Passkey „Laptop im Sekretariat“ entfernen' }).click();
    await page.getByRole('dialog').getByText('Passkey „Laptop im Sekretariat“ entfernen?').waitFor();
    await expectAccessible(page, 'Dialog Passkey entfernen');
    await page.getByRole('button', { name: 'Ja' }).click();
    await page.getByText('Sie haben noch keinen Passkey eingerichtet.').waitFor();
  });

  it("a super admin's first sign-in sets up a passkey, then signs in with it", async () => {
    // The demo super admin has a one-time-code app: without it, the account is as on its first day.
    if (!server) throw new Error('no server');
    const { dataDir } = server;
    await server.stop({ keepData: true });
    await withoutFactors(dataDir, DEMO_SUPER_ADMIN);
    server = await startServer({ publicHost: 'localhost', dataDir });

    const page = await browser.newPage(DESKTOP, [], server.baseUrl);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await page.goto('/login');
    await page.getByLabel(/^E-Mail/).fill(DEMO_SUPER_ADMIN);
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.locator('input[type=password]').press('Enter');
    // No admin page before a second factor: the sign-in leads through setting one up.
    await page.getByRole('heading', { name: 'Zweiten Faktor einrichten' }).waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/admin/);
    await expectAccessible(page, 'Zweiten Faktor einrichten');
    await page.getByRole('button', { name: 'Passkey einrichten' }).click();
    const naming = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
    await naming.getByLabel('Name des Passkeys').fill('Laptop der Verwaltung');
    await naming.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Wiederherstellungscodes' }).waitFor();
    await expectAccessible(page, 'Wiederherstellungscodes bei der ersten Anmeldung');
    await page.getByLabel('Ich habe die Codes sicher aufbewahrt').check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/admin$/);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await logout(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Registrierungen' }).first().waitFor();
    // The restart of the server (a fresh start takes long on a loaded machine) counts in this test.
  }, 240_000);
});
