/**
 * End to end: 'Fotos prüfen'. Gymnasium am See's Admin makes a product of its own with photo review
 * (own-product.ts); a family's order of it waits with its photo; the Admin rejects
 * the photo with a reason, the family uploads a new one through the mail's link on /foto-neu (phone),
 * and the Admin accepts it. axe looks at every page visited; screenshots of /foto-neu (390 px) and
 * 'Fotos prüfen' (1366 px) go to /tmp/shots.
 */
import { mkdirSync } from 'node:fs';
import { PHOTO_REJECT_REASONS, PHOTO_REVIEW_TEXTS } from '@ausweis/shared/schemas/photo-review-texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { login } from './admin-helpers';
import { expectAccessible } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { accessMailText, placePaidOrder } from './order-api';
import { ownProduct } from './own-product';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';
const WIDE = { width: 1366, height: 900 };

const tile = (page: Page, name: string) => page.getByRole('article', { name });

describe.skipIf(e2eUnavailable)('Fotos prüfen', () => {
  const browser = useBrowser();

  it('staff reject a photo with a reason, the family sends a new one, staff accept it', async () => {
    const staff = await browser.newPage(WIDE);
    const code = `FR${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await ownProduct(staff, code, { photo_review: 'true' });
    const email = `fotopruefung.${Date.now()}@example.org`;
    const name = 'Paula Prüfling';
    const { auth } = await placePaidOrder(
      staff.request,
      { forname: 'Paula', familyname: 'Prüfling', email },
      { tenantShortCode: 'GYMSEE', productShortCode: code },
    );

    // The tenant reviews photos now: the sidebar leads to 'Fotos prüfen'.
    await login(staff, ADMIN);
    await staff
      .getByRole('navigation', { name: 'Admin-Menü' })
      .getByRole('link', { name: 'Fotos prüfen' })
      .click();
    await staff.getByRole('heading', { name: 'Fotos prüfen' }).waitFor();
    const waiting = tile(staff, name);
    await waiting.getByRole('img', { name: `Foto von ${name}` }).waitFor();
    await expectAccessible(staff, 'Fotos prüfen');
    mkdirSync(SHOTS, { recursive: true });
    await settled(staff);
    await staff.screenshot({ path: `${SHOTS}/photo-review-1366.png` });

    await waiting.getByRole('button', { name: `Foto von ${name} ablehnen` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Foto ablehnen' });
    await dialog.getByLabel(PHOTO_REJECT_REASONS.not_current).check();
    await dialog.getByLabel('Hinweis an die Familie').fill('Bitte ein Foto aus diesem Jahr.');
    await expectAccessible(staff, 'Foto ablehnen (Dialog)');
    await dialog.getByRole('button', { name: 'Ablehnen und E-Mail senden' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waiting.waitFor({ state: 'detached' });

    // The family's mail names the reason and leads to /foto-neu.
    let mail = '';
    await expect
      .poll(
        async () => {
          mail = await accessMailText(staff.request, auth, email).catch(() => '');
          return /\/foto-neu\?link=/.test(mail);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const link = /\/foto-neu\?link=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';

    const family = await browser.newPage(PHONE);
    await family.goto(link);
    await family.getByText(PHOTO_REJECT_REASONS.not_current).waitFor();
    await family.getByText('Bitte ein Foto aus diesem Jahr.').waitFor();
    await expectAccessible(family, '/foto-neu');
    await family.getByRole('button', { name: 'Verstanden' }).click();
    await settled(family);
    await family.screenshot({ path: `${SHOTS}/photo-link-390.png`, fullPage: true });
    await family.locator('input[type=file]:not([capture])').setInputFiles(fixturePhoto('astronaut.png'));
    const crop = family.getByRole('dialog', { name: 'Foto zuschneiden' });
    await crop.waitFor();
    const take = crop.getByRole('button', { name: 'Übernehmen' });
    await expect.poll(() => take.isEnabled(), { timeout: 5000 }).toBe(true);
    await take.click();
    await crop.waitFor({ state: 'detached' });
    await family.getByText('Foto wird geprüft …').waitFor({ state: 'detached', timeout: 45_000 });
    await family.getByRole('button', { name: 'Foto hochladen' }).click();
    await family.getByText(PHOTO_REVIEW_TEXTS.uploaded).waitFor({ timeout: 45_000 });
    await expectAccessible(family, '/foto-neu (hochgeladen)');
    await settled(family);
    await family.screenshot({ path: `${SHOTS}/photo-link-done-390.png`, fullPage: true });

    // The new photo waits again; staff accept it and it leaves the list.
    await staff.reload();
    const again = tile(staff, name);
    await again.getByRole('img', { name: `Foto von ${name}` }).waitFor();
    await again.getByRole('button', { name: `Foto von ${name} annehmen` }).click();
    await again.waitFor({ state: 'detached' });
    await expectAccessible(staff, 'Fotos prüfen (angenommen)');
  }, 180_000);
});
