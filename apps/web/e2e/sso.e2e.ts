/**
 * End to end: a school signs in with its own accounts. The tenant Admin of the Gymnasium am See sets up
 * the school's OpenID Connect provider (a real oidc-provider started in this spec's process on
 * 127.0.0.1) in the user management, tests the connection and saves; a teacher whose address has the
 * school's domain is offered 'Mit IServ anmelden' on the login page and lands signed in; a sign-in
 * chosen by access code and cancelled at the provider comes back with the German reason.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../server/src/test/oidc-provider';
import { DEMO_PASSWORD, field, login, logout } from './admin-helpers';
import { expectAccessible } from './axe';
import { baseUrl, DESKTOP, e2eUnavailable, useBrowser } from './browser';

const stamp = Date.now().toString(36);
const DOMAIN = `sso-${stamp}.example`;
const CLIENT = { client_id: `ausweisportal-${stamp}`, client_secret: `geheim-${stamp}` };
const ADMIN = 'admin@gymnasium-am-see.example';

describe.skipIf(e2eUnavailable)('sign-in with the school’s accounts', () => {
  const browser = useBrowser();
  let op: TestProvider;
  beforeAll(async () => {
    if (e2eUnavailable) return;
    op = await startTestProvider([{ ...CLIENT, redirect_uri: `${baseUrl()}/api/anon/auth/sso/callback` }]);
  });
  afterAll(() => op?.close());

  it('the Admin sets it up; a teacher signs in through the school; a cancelled sign-in says why', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Admin-Menü' })
      .getByRole('link', { name: 'Benutzerverwaltung' })
      .click();
    const form = page.getByRole('form', { name: 'Anmeldung über die Schule' });
    await form.waitFor();
    await field(form, 'Anzeigename (Mit … anmelden)').fill('IServ');
    await field(form, 'Adresse des Anmeldedienstes (Issuer)').fill(op.issuer);
    await field(form, 'Client-ID').fill(CLIENT.client_id);
    await field(form, 'Client-Geheimnis').fill(CLIENT.client_secret);
    await field(form, 'Gruppen für Admin (durch Komma getrennt)').fill('verwaltung');
    await field(form, 'Gruppen für Benutzer (durch Komma getrennt)').fill('lehrer, referendare');
    await field(form, 'E-Mail-Domains für die Anmeldeseite (durch Komma getrennt)').fill(DOMAIN);
    await form.getByLabel('Neue Konten bei der ersten Anmeldung anlegen').check();
    await form.getByRole('button', { name: 'Verbindung testen' }).click();
    await form.getByText('Verbindung erfolgreich').waitFor();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Anmeldung über die Schule wurde gespeichert.').first().waitFor();
    await form.getByText('gespeichert – nur eingeben, um es zu ersetzen').waitFor();
    await expectAccessible(page, 'Benutzerverwaltung mit Anmeldung über die Schule');
    await logout(page);

    op.nextSignIn = {
      sub: `lehrerin-${stamp}`,
      email: `lehrerin@${DOMAIN}`,
      groups: ['lehrer'],
      family_name: 'Lehrerin',
    };
    await page.goto('/login');
    await page.getByLabel(/^E-Mail/).fill(`lehrerin@${DOMAIN}`);
    const offer = page.getByRole('button', { name: 'Mit IServ anmelden' });
    await offer.waitFor();
    await expectAccessible(page, 'Anmeldung mit Angebot der Schule');
    await offer.click();
    await page.waitForURL(/\/admin$/);
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await logout(page);

    // The access code of the school (Zugangscode) leads to the same provider; in another browser (no
    // session at the provider yet) the user cancels there.
    const shortCode = await tenantShortCode(page);
    op.nextSignIn = null;
    const other = await browser.newPage(DESKTOP);
    await other.goto('/login');
    await other.getByRole('button', { name: 'Über das Konto Ihrer Schule anmelden (Zugangscode)' }).click();
    await other.getByLabel('Zugangscode der Schule').fill(shortCode);
    await other.getByRole('button', { name: 'Weiter' }).click();
    await other.getByText('Die Anmeldung wurde beim Anmeldedienst Ihrer Schule abgebrochen.').waitFor();
    expect(new URL(other.url()).searchParams.get('sso_error')).toBe('denied');
    await expectAccessible(other, 'Anmeldung nach abgebrochener Anmeldung über die Schule');

    // A super admin sees the same settings on the tenant page; the secret only as 'gespeichert'.
    const tenantId = (await adminLogin(page)).tenants[0]?.id;
    const superAdmin = await browser.newPage(DESKTOP);
    await login(superAdmin, 'superadmin@ausweisportal.example');
    await superAdmin.goto(`/admin/tenant/${tenantId}`);
    const settings = superAdmin.getByRole('form', { name: 'Anmeldung über die Schule' });
    await settings.getByText('gespeichert – nur eingeben, um es zu ersetzen').waitFor();
    expect(await field(settings, 'Anzeigename (Mit … anmelden)').inputValue()).toBe('IServ');
    expect(await field(settings, 'Client-Geheimnis').inputValue()).toBe('');
    await expectAccessible(superAdmin, 'Mandantenseite mit Anmeldung über die Schule');
  });
});

/** The Admin's login answer (through the API): the Gymnasium am See's id and access code. */
async function adminLogin(page: Page): Promise<{ tenants: { id: number; short_code: string }[] }> {
  const res = await page.request.post('/api/anon/auth/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  return res.json();
}

const tenantShortCode = async (page: Page) => (await adminLogin(page)).tenants[0]?.short_code ?? '';
