/**
 * The audit trail end to end: the Gymnasium's Admin opens a card, changes its first name and sees both
 * (the look and the change) in the card's 'Verlauf' and in 'Protokoll', filtered by the card's id;
 * 'Kette prüfen' reports the chain unchanged. Screenshots go to /tmp/shots/audit-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { placePaidOrder } from './order-api';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/audit-${name}.png`, fullPage: true });
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
  });
});
