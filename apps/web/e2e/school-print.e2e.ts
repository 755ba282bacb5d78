/**
 * End to end: Gymnasium am See prints its teachers' plastic cards on its own card printer (LA2026 is a
 * 'Druck in der Einrichtung' product in the demo data). The school's Admin prints a replacement card
 * from its details with a calibration offset, gets the CR80 PDF (front and back), sees the print in
 * the card's 'Verlauf', and the offset is offered again next time. axe looks at the dialog.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { json, placePaidOrder } from './order-api';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';

describe.skipIf(e2eUnavailable)('Druck in der Einrichtung', () => {
  const browser = useBrowser();

  it('an Admin prints a replacement teacher card with a calibration offset', async () => {
    const page = await browser.newPage(DESKTOP);
    const { orderId } = await placePaidOrder(
      page.request,
      { forname: 'Erika', familyname: 'Ersatz', email: `erika.${Date.now()}@example.org` },
      { tenantShortCode: 'GYMSEE', productShortCode: 'LA2026' },
      true,
    );
    // The school validates its cards before they are printed.
    const { token, tenants } = await json<{ token: string; tenants: { id: number }[] }>(
      await page.request.post(`/api${authApi.login.path}`, {
        data: { email: ADMIN, password: DEMO_PASSWORD },
      }),
    );
    const headers = { Authorization: `Bearer ${token}`, 'X-Tenant-Id': String(tenants[0]?.id) };
    await json(
      await page.request.post(`/api${cardsApi.validate.path}`, { headers, data: { order_ids: [orderId] } }),
    );

    await login(page, ADMIN);
    await page.goto(`/admin/card/${orderId}/false`);
    await page.getByRole('button', { name: SCHOOL_PRINT_TEXTS.single }).click();
    const dialog = page.getByRole('dialog', { name: SCHOOL_PRINT_TEXTS.title });
    await dialog.getByText(/Ein Ausweis wird als PDF im Kartenformat CR80/).waitFor();
    await expectAccessible(page, 'In der Einrichtung drucken (Dialog)');

    const offsetX = dialog.getByLabel(SCHOOL_PRINT_TEXTS.offsetX);
    await offsetX.fill('7');
    await dialog.getByRole('button', { name: SCHOOL_PRINT_TEXTS.submit }).click();
    await dialog.getByText('Höchstens 5 mm in jede Richtung.').waitFor();
    await offsetX.fill('1,5');
    mkdirSync(SHOTS, { recursive: true });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/school-print-dialog.png` });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: SCHOOL_PRINT_TEXTS.submit }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Ausweise_Einrichtung_\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync((await file.path()) ?? '').toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    // Front and back, each a CR80 page (85.6 × 54 mm in points).
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdf).toMatch(/\/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
    await page.getByText(SCHOOL_PRINT_TEXTS.done).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The card's history names the print, and the calibration is offered again.
    await page
      .getByRole('table', { name: 'Verlauf des Ausweises' })
      .getByRole('row')
      .filter({ hasText: 'In der Einrichtung gedruckt' })
      .waitFor();
    await page.getByRole('button', { name: SCHOOL_PRINT_TEXTS.single }).click();
    await expect.poll(() => dialog.getByLabel(SCHOOL_PRINT_TEXTS.offsetX).inputValue()).toBe('1,5');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  });
});
