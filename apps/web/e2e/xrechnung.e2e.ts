/**
 * A public buyer's XRechnung, end to end: a super admin with can_invoice enters the club's invoice
 * recipient and Leitweg-ID on its tenant page (a wrong Prüfziffer is refused in German first), a fresh
 * paid order of the club is billed from 'R-Lauf anlegen', and 'Rechnungsläufe' downloads the run's
 * XRechnung XML, whose BT-10 is the Leitweg-ID. Every page visited is checked with axe.
 */
import { readFileSync } from 'node:fs';
import { LEITWEG_ID_MESSAGES } from '@ausweis/shared/leitweg-id';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, field, isoDay, login, section, typeDate } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';
import { type PaidOrder, placePaidOrder } from './order-api';

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const CLUB = 'TSV Musterstadt 1890 e.V.';
const LEITWEG_ID = '991-33333TEST-33';
const SAVED = 'Daten gespeichert';

async function openClub(page: Page) {
  await page.getByRole('link', { name: 'Liste Mandanten' }).click();
  await page.getByRole('button', { name: `${CLUB} bearbeiten` }).click();
  await page.getByRole('heading', { name: `Mandanten (${CLUB}) bearbeiten` }).waitFor();
}

describe.skipIf(e2eUnavailable)('XRechnung for a tenant with Leitweg-ID', () => {
  const browser = useBrowser();
  let invoiceNumber = '';

  it('enters the Leitweg-ID on the tenant page; a wrong Prüfziffer is named first', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await openClub(page);
    const recipient = section(page, 'Rechnungsempfänger und XRechnung');
    await field(recipient, 'Rechnungsempfänger').fill('Stadt Musterstadt – Sportamt');
    await field(recipient, 'Straße (Rechnungsempfänger)').fill('Rathausplatz 1');
    await field(recipient, 'PLZ (Rechnungsempfänger)').fill('12345');
    await field(recipient, 'Ort (Rechnungsempfänger)').fill('Musterstadt');
    await field(recipient, 'Leitweg-ID').fill('991-33333TEST-34');
    await field(recipient, 'Elektronische Rechnungsadresse').fill(`0204:${LEITWEG_ID}`);
    await field(recipient, 'Bestellnummer/Auftragsreferenz').fill('BANF-2026-0042');
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await recipient.getByText(LEITWEG_ID_MESSAGES.checkDigit('33')).waitFor();
    await expectAccessible(page, 'Mandant: falsche Prüfziffer der Leitweg-ID');

    await field(recipient, 'Leitweg-ID').fill(LEITWEG_ID);
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await page.getByText(SAVED).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Mandanten (${CLUB}) bearbeiten` }).waitFor();
    expect(await field(section(page, 'Rechnungsempfänger und XRechnung'), 'Leitweg-ID').inputValue()).toBe(
      LEITWEG_ID,
    );
    await expectAccessible(page, 'Mandant mit Leitweg-ID');
  }, 90_000);

  it('bills a fresh order of the club and downloads its XRechnung with BT-10 = Leitweg-ID', async () => {
    const page = await browser.newPage(DESKTOP);
    await placePaidOrder(
      page.request,
      // The club's member card asks for the membership number.
      {
        forname: 'Xaver',
        familyname: 'Rechnung',
        email: 'xaver.rechnung@example.org',
        external_id: 'M-4711',
      } as PaidOrder,
      { tenantShortCode: 'TSVMU', productShortCode: 'MITGLIED' },
    );
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'R-Lauf anlegen' }).click();
    await page.getByRole('heading', { name: 'R-Lauf anlegen' }).waitFor();
    await typeDate(page, 'Von', isoDay(0));
    const row = page
      .getByRole('grid', { name: 'Abrechenbare Mandanten' })
      .locator('.MuiDataGrid-row', { hasText: CLUB });
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await choose(page, page, 'Aktion', 'Ausgewählte Mandanten abrechnen');
    await page.getByRole('button', { name: 'Aktion durchführen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await page.getByText('Alle Rechnungen sind erstellt und versendet.').waitFor({ timeout: 120_000 });

    await page.goto('/admin/listruns');
    await page.getByRole('heading', { name: 'Rechnungsläufe' }).waitFor();
    const run = page
      .getByRole('table', { name: 'Rechnungsläufe' })
      .locator(':scope > tbody > tr')
      .filter({ hasText: CLUB })
      .first();
    await run.waitFor();
    const xmlButton = run.getByRole('button', { name: /^XRechnung RE-\d{4}-\d{5} herunterladen$/ });
    invoiceNumber = ((await xmlButton.getAttribute('aria-label')) ?? '').split(' ')[1] ?? '';
    await expectAccessible(page, 'Rechnungsläufe mit XRechnung');
    const [download] = await Promise.all([page.waitForEvent('download'), xmlButton.click()]);
    expect(download.suggestedFilename()).toBe(`XRechnung_${invoiceNumber}.xml`);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain('Stadt Musterstadt – Sportamt');
  }, 180_000);

  it('fits a phone: the tenant page with its recipient section at 390 px', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, SUPER_ADMIN);
    await page.goto('/admin/tenant');
    await page.getByRole('button', { name: `${CLUB} bearbeiten` }).click();
    await section(page, 'Rechnungsempfänger und XRechnung').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'Mandant (390 px)');
  }, 60_000);
});
