/**
 * The families' data rights end to end: a parent downloads 'Meine Daten' in the card app and asks for
 * erasure; the school's Admin erases the card in 'Anfragen'; the verifier then refuses the card.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';
import { cardAppQrPicture } from './card-app-sign-in';
import { accessMailText, json, placePaidOrder } from './order-api';
import { readQr } from './read-qr';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/data-rights');
const ADMIN = 'admin@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A paid, validated smartphone card of Gymnasium am See, open in the card app on `page`. */
async function cardInApp(page: Page, email: string) {
  const { auth, orderId } = await placePaidOrder(page.request, {
    forname: 'Rita',
    familyname: 'Recht',
    email,
  });
  const { token, tenants } = await json<{ token: string; tenants: { id: number }[] }>(
    await page.request.post(`/api${authApi.login.path}`, { data: { email: ADMIN, password: DEMO_PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant-Id': String(tenants[0]?.id) };
  await json(
    await page.request.post(`/api${cardsApi.validate.path}`, { headers, data: { order_ids: [orderId] } }),
  );
  const mail = await accessMailText(page.request, auth, email);
  return { orderId, link: await readQr(await cardAppQrPicture(page, mail)) };
}

describe.skipIf(e2eUnavailable)('data rights', () => {
  const browser = useBrowser();

  it('Meine Daten and Löschung beantragen in the card app; the school erases; the verifier refuses', async () => {
    const phone = await browser.newPage(PHONE);
    const email = `rita.${Date.now()}@example.org`;
    const { orderId, link } = await cardInApp(phone, email);

    await phone.getByRole('heading', { name: 'Meine Daten' }).waitFor();
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: 'Als JSON herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Auskunft-Ausweis-${orderId}.json`);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.card).toMatchObject({ id: orderId, familyname: 'Recht', forname: 'Rita', email });
    await snap(phone, '01-card-app-my-data');

    await phone.getByRole('button', { name: 'Löschung beantragen' }).click();
    await phone.getByText('Löschung der Daten beantragen?').waitFor();
    await snap(phone, '02-card-app-confirm');
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Löschung beantragen' }).click();
    await phone.getByText(/^Ihr Antrag ist eingegangen\. .* bis zum \d{2}\.\d{2}\.\d{4}\.$/).waitFor();
    await snap(phone, '03-card-app-requested');

    const desk = await browser.newPage(DESKTOP);
    await login(desk, ADMIN);
    await desk.getByRole('link', { name: 'Anfragen' }).click();
    await desk.getByRole('heading', { name: 'Anfragen' }).waitFor();
    const row = desk.getByRole('row').filter({ hasText: 'Rita Recht' });
    await row.getByText('offen').waitFor();
    await snap(desk, '04-requests');
    await row.getByRole('button', { name: 'Daten löschen' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Daten löschen' }).click();
    await desk.getByText('Die Daten wurden gelöscht.').waitFor();
    const done = desk
      .getByRole('row')
      .filter({ hasText: String(orderId) })
      .filter({ hasText: /erledigt am/ });
    await done.waitFor();
    expect(await desk.getByRole('row').filter({ hasText: 'Rita Recht' }).count()).toBe(0);
    await snap(desk, '05-requests-done');

    const checker = await browser.newPage(PHONE);
    await checker.goto('/pruefen');
    await checker.getByText(/^Prüfschlüssel vom/).waitFor();
    await checker.getByLabel('Code eingeben oder einfügen').fill(link);
    await checker.getByRole('button', { name: 'Code prüfen' }).click();
    const refused = checker.getByRole('region', { name: 'Nicht gültig: gelöscht', exact: true });
    await refused.getByText('Die Daten des Ausweises wurden auf Antrag gelöscht.').waitFor();
    await snap(checker, '06-verifier-refuses');
  });
});
