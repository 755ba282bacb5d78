/**
 * The audit trail end to end: the Gymnasium's Admin opens a card, changes its first name and sees both
 * (the look and the change) in the card's 'Verlauf' and in 'Protokoll', filtered by the card's id;
 * 'Kette prüfen' reports the chain unchanged. A super admin without a selected tenant finds that Admin
 * in the 'Person' filter by name, with the tenant he belongs to, and sees his events. axe on each page;
 * screenshots in test-results/e2e/audit/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { DEMO_SUPER_ADMIN } from './one-time-codes';
import { placePaidOrder } from './order-api';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/audit');
const ADMIN = 'admin@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A row of the table that names the action. */
const eventRow = (scope: Locator, action: string) =>
  scope.getByRole('row').filter({ hasText: action }).first();

describe.skipIf(e2eUnavailable)('audit trail', () => {
  const browser = useBrowser();

  it("Admin: a card's look and change show in its 'Verlauf' and in 'Protokoll'", async () => {
    const page = await browser.newPage(DESKTOP);
    const cardId = String(
      (
        await placePaidOrder(page.request, {
          forname: 'Ida',
          familyname: 'Verlauf',
          email: 'verlauf@example.org',
        })
      ).orderId,
    );
    await login(page, ADMIN);
    await page.goto(`/admin/card/${cardId}/false`);
    await page.getByRole('heading', { name: 'Ausweis bearbeiten' }).waitFor();
    await page.getByLabel(/^Vorname/).fill('Zora');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Daten gespeichert').waitFor();

    const history = page.getByRole('table', { name: 'Verlauf des Ausweises' });
    await eventRow(history, 'Ausweis geändert').getByText('Vorname').waitFor();
    await eventRow(history, 'Ausweis angesehen').waitFor();
    await snap(page, 'verlauf-1280');
    await expectAccessible(page, 'Ausweis mit Verlauf');

    await page.getByRole('link', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { name: 'Protokoll' }).waitFor();
    await page.getByLabel('Ausweis-ID').fill(cardId);
    const trail = page.getByRole('table', { name: 'Protokoll' });
    await eventRow(trail, 'Ausweis geändert').getByText(`Ausweis ${cardId}`).waitFor();
    await eventRow(trail, 'Ausweis angesehen').getByText(`Ausweis ${cardId}`).waitFor();
    await page.getByRole('button', { name: 'Kette prüfen' }).click();
    await page
      .getByRole('status')
      .getByText(/^Protokoll unverändert/)
      .waitFor();
    await snap(page, 'protokoll-1280');
    await expectAccessible(page, 'Protokoll');
  });

  it("super admin without a tenant: finds a school's Admin in 'Person' and sees his events", async () => {
    // The Admin signs in: an event of his in his tenant's trail.
    await login(await browser.newPage(DESKTOP), ADMIN);
    const page = await browser.newPage(DESKTOP);
    await login(page, DEMO_SUPER_ADMIN);
    await page.goto('/admin/protokoll');
    await page.getByRole('heading', { name: 'Protokoll' }).waitFor();
    const person = page.getByRole('combobox', { name: 'Person' });
    await person.click();
    await person.fill('andreas adm');
    const option = page.getByRole('option').filter({ hasText: ADMIN });
    await option.waitFor();
    // The tenant he belongs to is named under him.
    expect(await option.textContent()).toContain('Gymnasium am See');
    await snap(page, 'person-search-1280');
    await expectAccessible(page, 'Protokoll, Person suchen');
    await option.click();
    const trail = page.getByRole('table', { name: 'Protokoll' });
    // Only his events: every row names him (his sign-in is one).
    await trail.getByRole('row').filter({ hasText: 'Andreas Admin' }).first().waitFor();
    await expect
      .poll(async () => {
        const rows = await trail.locator('tbody tr').allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes('Andreas Admin'));
      })
      .toBe(true);
    await snap(page, 'person-chosen-1280');
    await expectAccessible(page, 'Protokoll, Person gewählt');
  });
});
