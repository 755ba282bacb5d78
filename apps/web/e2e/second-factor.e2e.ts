/**
 * One-time codes in the browser: a tenant user sets up an authenticator app on 'Anmeldung und
 * Sicherheit' (the test computes the code from the shown key), keeps the recovery codes, signs out,
 * signs in with a code, and removes the app again (so the demo account is as before).
 */
import { WRONG_CODE_MESSAGE } from '@ausweis/shared/schemas/auth-factors';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, enterCode, login, logout } from './admin-helpers';
import { expectAccessible } from './axe';
import { baseUrl, DESKTOP, e2eUnavailable, useBrowser } from './browser';
import { nextCode } from './one-time-codes';

const USER = 'sekretariat@gymnasium-am-see.example';

describe.skipIf(e2eUnavailable)('second factor with an authenticator app', () => {
  const browser = useBrowser();

  it('set up from the security page, then asked for at sign-in; removed again', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, USER);
    await page.goto('/admin/security');
    await page.getByText('Noch keine Authenticator-App eingerichtet.').waitFor();
    await expectAccessible(page, 'Anmeldung und Sicherheit');

    await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
    const key = page.getByTestId('totp-manual-key');
    await key.waitFor();
    await expectAccessible(page, 'Authenticator-App einrichten');
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(/^Bestätigungscode/).fill(await nextCode(baseUrl(), secret));
    await page.getByRole('button', { name: 'Einrichten', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectAccessible(page, 'Wiederherstellungscodes');
    const done = page.getByRole('button', { name: 'Fertig' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByLabel('Ich habe die Codes sicher aufbewahrt').check();
    await done.click();
    await page.getByText(/Noch\s*10\s*Codes unbenutzt/).waitFor();
    await logout(page);

    await page.goto('/login');
    await page.getByLabel(/^E-Mail/).fill(USER);
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.locator('input[type=password]').press('Enter');
    const code = page.getByLabel(/^Bestätigungscode/);
    await code.waitFor();
    await expectAccessible(page, 'Anmeldung bestätigen');
    await code.fill('12345');
    await code.press('Enter');
    await page.getByText(WRONG_CODE_MESSAGE).waitFor();
    await expectAccessible(page, 'Anmeldung bestätigen mit falschem Code');
    await enterCode(page, secret);
    await page.waitForURL(/\/admin$/);

    await page.goto('/admin/security');
    await page.getByRole('button', { name: 'Authenticator-App entfernen' }).click();
    await expectAccessible(page, 'Authenticator-App entfernen?');
    await page.getByRole('button', { name: 'Ja' }).click();
    await page.getByText('Noch keine Authenticator-App eingerichtet.').waitFor();
  });
});
