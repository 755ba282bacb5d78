/**
 * End to end: a tenant Admin invites an address; the list shows 'Einladung offen' with what the
 * Admin typed, whether or not the address already has an account. A new address sets its password via
 * the mailed link and joins; an existing account gets a /tenant_invite link, signs in there with its
 * password (the link alone accepts nothing), which accepts, and then works in the new tenant too. Mails are read from the Postausgang (dev outbox) through the API.
 */
import { mail } from '@ausweis/shared/contracts/mail';
import { pathOf } from '@ausweis/shared/endpoint';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, field, login, logout } from './admin-helpers';
import { expectAccessible } from './axe';
import { baseUrl, DESKTOP, e2eUnavailable, useBrowser } from './browser';
import { json, superAdminToken } from './order-api';

const stamp = Date.now().toString(36);
const EMAIL = `e2e.eingeladen.${stamp}@example.org`;
const PASSWORD = 'Eigenes-Passwort-7';

/** The first link in the newest mail to `email` (read as super admin from the Postausgang). */
async function linkOfLastMail(api: APIRequestContext, email: string): Promise<string> {
  const token = await superAdminToken(api);
  const headers = { Authorization: `Bearer ${token}` };
  const outbox = await json<{ data: { id: number }[] }>(
    await api.post(`/api${mail.outbox.path}`, { headers, data: { filters: { recipient: email } } }),
  );
  const id = outbox.data[0]?.id;
  if (!id) throw new Error(`keine Mail an ${email} im Postausgang`);
  const { text } = await json<{ text: string }>(
    await api.get(`/api${pathOf(mail.outboxMail, { id })}`, { headers }),
  );
  return /https?:\/\/\S+/.exec(text)?.[0] ?? '';
}

/** '+ Neuen Benutzer anlegen' in the Benutzerverwaltung of the logged-in Admin's tenant. */
async function invite(page: Page, person: { salutation: string; forename: string; lastname: string }) {
  await page
    .getByRole('navigation', { name: 'Admin-Menü' })
    .getByRole('link', { name: 'Benutzerverwaltung' })
    .click();
  await page.getByRole('heading', { name: 'Benutzerverwaltung' }).waitFor();
  await page.getByRole('button', { name: '+ Neuen Benutzer anlegen' }).click();
  await page.getByRole('heading', { name: 'Benutzer anlegen' }).waitFor();
  await field(page, 'Anrede').selectOption(person.salutation);
  await field(page, 'Vorname').fill(person.forename);
  await field(page, 'Nachname').fill(person.lastname);
  await field(page, 'E-Mail').fill(EMAIL.toUpperCase());
  await field(page, 'Gruppe').selectOption('User');
  await page.getByRole('button', { name: 'Speichern' }).click();
  // The same answer for a new address and an existing account; back to the list.
  await page.getByText('Einladung versendet.').first().waitFor();
  await page.waitForURL(/\/admin\/user$/);
  const row = page.locator('.MuiDataGrid-row', { hasText: EMAIL });
  await row.waitFor();
  return row;
}

describe.skipIf(e2eUnavailable)('tenant invitations', () => {
  const browser = useBrowser();

  it('the TSV Admin invites a new address; its owner sets a password through the mailed link', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'vorstand@tsv-musterstadt.example');
    const row = await invite(page, { salutation: 'Frau', forename: 'Erika', lastname: 'Eigen' });
    await row.getByText('Einladung offen').waitFor();
    expect(await row.textContent()).toContain('Eigen');
    await expectAccessible(page, 'Benutzerverwaltung mit offener Einladung');
    await logout(page);

    const link = await linkOfLastMail(page.request, EMAIL);
    expect(link.startsWith(`${baseUrl()}/password_create/`)).toBe(true);
    await page.goto(link);
    await page.getByText('Hallo Erika Eigen').waitFor();
    await field(page, 'Neues Passwort').fill(PASSWORD);
    await field(page, 'Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Passwort setzen' }).click();
    await page.getByText('Passwort wurde gesetzt. Bitte anmelden').waitFor();
    await page.waitForURL(/\/login$/);
    // A member of TSV now, their only tenant.
    await login(page, EMAIL, PASSWORD);
    await page.getByRole('banner').getByText('TSV Musterstadt 1890 e.V.').waitFor();
  });

  it('the Gymnasium Admin invites that existing account: the same row, none of its data; the owner confirms on /tenant_invite and then works there', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    const row = await invite(page, { salutation: 'Herr', forename: 'Max', lastname: 'Getippt' });
    await row.getByText('Einladung offen').waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Getippt');
    expect(text).not.toContain('Eigen');
    expect(text).not.toContain('Erika');
    await logout(page);

    const link = await linkOfLastMail(page.request, EMAIL);
    expect(link.startsWith(`${baseUrl()}/tenant_invite/`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Einladung annehmen' }).waitFor();
    await page
      .getByText(`Die Verwaltung von „Gymnasium am See“ lädt Ihren Zugang ${EMAIL} als Benutzer ein.`)
      .waitFor();
    // The link alone is not enough: the page asks to sign in with the account's password first.
    await page.getByText('Melden Sie sich zuerst mit dem Passwort dieses Zugangs an').waitFor();
    // The automatic check may not get to this page before the click leaves it: check it here.
    await expectAccessible(page, 'Einladung annehmen');
    const accept = page.getByRole('button', { name: 'Anmelden und Einladung annehmen' });
    await field(page, 'Passwort').fill('Falsch-geraten-1');
    await accept.click();
    await page.getByText('Das Passwort ist falsch.').first().waitFor();
    expect(page.url()).toBe(link);
    await field(page, 'Passwort').fill(PASSWORD);
    await accept.click();
    await page.getByText('Einladung angenommen. Sie sind angemeldet.').waitFor();

    // Signed in, with two tenants now: the chooser offers the new one.
    await page.waitForURL(/\/tenant$/);
    await choose(page, page, 'Mandant', /Gymnasium am See/);
    await page.getByRole('button', { name: 'Wählen' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('banner').getByText('Gymnasium am See').waitFor();

    // The link was single use.
    await page.goto(link);
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('button', { name: 'Anmelden und Einladung annehmen' }).isDisabled()).toBe(
      true,
    );
  });
});
