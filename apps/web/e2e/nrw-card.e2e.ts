/**
 * The NRW student card's preview on the order page: a product of that type starts with its labels in
 * German, English and French (card-layout/label-languages.ts), and the preview draws them. The spec
 * makes its own school with the NRW product over the super admin's API.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { TENANT_HEADER } from '@ausweis/shared/constants';
import { products as productsApi } from '@ausweis/shared/contracts/products';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay, pngFile } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { json, superAdminToken } from './order-api';
import { confirmInstitution, dismissCookieBanner } from './order-page';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/nrw-card');

/** A school with the NRW student card (stamp and signature of its own); its order page's path. */
async function nrwSchool(api: APIRequestContext): Promise<string> {
  const auth = { Authorization: `Bearer ${await superAdminToken(api)}` };
  const catalogue = await json<{ product_id: number; product_type: string }[]>(
    await api.get(`/api${tenantsApi.products.path}?country_id=DE&tenant_type=schule`, { headers: auth }),
  );
  const nrw = catalogue.find((p) => p.product_type === 'Schülerausweis NRW');
  if (!nrw) throw new Error('no NRW student card in the catalogue');
  const code = `NRW${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const tenant = await json<{ id: number }>(
    await api.post(`/api${tenantsApi.upsert.path}`, {
      headers: auth,
      multipart: {
        country_id: 'DE',
        tenant_type: 'schule',
        short_code: code,
        name: 'Gesamtschule am Rhein',
        street: 'Rheinufer 3',
        plz: '50667',
        city: 'Köln',
        telefone: '0221 123456',
        email: 'sekretariat@example.org',
        products: JSON.stringify([{ product_id: nrw.product_id, max_years_valid: 1, days_before_renew: 30 }]),
        file_stamp: await pngFile('stempel.png', 300, 300),
        file_sign: await pngFile('unterschrift.png', 400, 120),
      },
    }),
  );
  await json(
    await api.post(`/api${productsApi.upsert.path}`, {
      headers: { ...auth, [TENANT_HEADER]: String(tenant.id) },
      multipart: {
        product_id: String(nrw.product_id),
        product_short_code: 'NRW',
        card_valid_from: isoDay(0),
        card_valid_to: isoDay(300),
        can_online: 'true',
        can_hardcopy: 'true',
      },
    }),
  );
  return `/s/${code}/NRW`;
}

describe.skipIf(e2eUnavailable)('NRW student card', () => {
  const browser = useBrowser();

  it('the order page previews its labels in German, English and French', async () => {
    const page = await browser.newPage(DESKTOP);
    const orderPath = await nrwSchool(page.request);
    await page.goto(orderPath);
    await dismissCookieBanner(page);
    await confirmInstitution(page);
    const card = page.locator('svg[role="img"]').filter({ hasText: 'SCHÜLERAUSWEIS' }).first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    for (const words of [
      ['Student ID', 'Carte d’élève'],
      ['Name, Vorname', 'Surname, given name', 'Nom, prénom'],
      ['Geburtsdatum', 'Date of birth', 'Date de naissance'],
      ['Gültig bis', 'Valid until', 'Valable jusqu’au'],
      ['Schule', 'School', 'École'],
    ])
      for (const word of words) expect(text).toContain(word);
    await settled(page);
    await mkdir(SHOTS, { recursive: true });
    await card.screenshot({ path: path.join(SHOTS, 'preview.png') });
    await page.screenshot({ path: path.join(SHOTS, 'page.png'), fullPage: true });
    await expectAccessible(page, 'order page with the NRW card');
  });
});
