/**
 * Passkeys in Chromium with its virtual WebAuthn authenticator (DevTools protocol): a staff member adds
 * a passkey on 'Anmeldung und Sicherheit', logs out and signs in with it alone. Passkeys refuse an IP
 * address as their domain, so this spec starts a server of its own at http://localhost:PORT (the
 * workers' servers answer at 127.0.0.1). Every page and dialog is checked with axe.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, logout } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, useBrowser } from './browser';
import { startServer } from './global-setup';

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
});
