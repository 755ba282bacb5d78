/**
 * The order form in Türkçe and العربية on a phone: labels, the date typed in the language's way, the
 * photo crop moved by buttons (no dragging), a validation message in the language, and the signature
 * typed instead of drawn. Screenshots in test-results/e2e/order-form-languages/ (390 px).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@ausweis/shared/i18n/languages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/order-form-languages');

async function snap(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage });
}

/** What the spec looks for, in the language's own words (packages/shared/src/i18n/texts). */
const WORDS = {
  tr: {
    forname: /^Ad/,
    birthday: /^Doğum tarihi/,
    crop: 'Fotoğrafı kırpın',
    right: 'Resmi sağa kaydır',
    up: 'Resmi yukarı kaydır',
    accept: 'Kullan',
    checking: 'Fotoğraf kontrol ediliyor …',
    other: 'Başka fotoğraf seçin',
    required: 'Lütfen bir değer girin',
    typeName: 'Adı yazın',
    typedLabel: 'İmza olarak adınız',
    signed: 'Kaydedilen imza',
  },
  ar: {
    forname: /^الاسم الأول/,
    birthday: /^تاريخ الميلاد/,
    crop: 'قص الصورة',
    right: 'تحريك الصورة إلى اليمين',
    up: 'تحريك الصورة إلى الأعلى',
    accept: 'استخدام',
    checking: 'جارٍ فحص الصورة …',
    other: 'اختيار صورة أخرى',
    required: 'يرجى إدخال قيمة',
    typeName: 'كتابة الاسم',
    typedLabel: 'اسمك كتوقيع',
    signed: 'التوقيع المحفوظ',
  },
} as const;

/** The order page of GYMSEE/SA2026 in a language the visitor chose before, the institution confirmed. */
async function openIn(page: Page, language: Language) {
  await page.addInitScript((code) => {
    localStorage.setItem('ausweis.language', code);
    localStorage.setItem('ausweisportal.cookieBannerDismissed', '1');
  }, language);
  await page.goto('/s/GYMSEE/SA2026');
  const overlay = page.getByRole('dialog');
  await overlay.waitFor();
  await overlay.getByRole('button').last().click();
  await overlay.waitFor({ state: 'detached' });
}

describe.skipIf(e2eUnavailable)('the order form in other languages', () => {
  const browser = useBrowser();

  for (const language of ['tr', 'ar'] as const) {
    const w = WORDS[language];
    it(`${language}: fields, date, crop by buttons, message and typed signature`, async () => {
      const page = await browser.newPage(PHONE);
      await openIn(page, language);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

      // A required field left empty says so in the language.
      await page.getByLabel(w.forname).focus();
      await page.getByLabel(w.forname).blur();
      await page.getByText(w.required).first().waitFor();

      // The date in the language's way: 28/11/2015 in Arabic, 28.11.2015 in Turkish.
      const birthday = page.getByLabel(w.birthday);
      await birthday.pressSequentially('28112015');
      expect(await birthday.inputValue()).toBe(language === 'ar' ? '28/11/2015' : '28.11.2015');
      await snap(page, `${language}-01-form`);

      // The crop: moved and zoomed by buttons.
      await page.locator('input[type=file]:not([capture])').setInputFiles(fixturePhoto('astronaut.png'));
      const crop = page.getByRole('dialog', { name: w.crop });
      await crop.waitFor();
      const right = crop.getByRole('button', { name: w.right });
      await expect.poll(() => right.isEnabled(), { timeout: 5000 }).toBe(true);
      await right.click();
      await crop.getByRole('button', { name: w.up }).click();
      await snap(page, `${language}-02-crop`, false);
      await crop.getByRole('button', { name: w.accept }).click();
      await crop.waitFor({ state: 'detached' });
      await page.getByText(w.checking).waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByRole('button', { name: w.other }).waitFor();

      // The signature typed instead of drawn, when the product asks for one.
      const typeName = page.getByRole('button', { name: w.typeName });
      if ((await typeName.count()) > 0) {
        await typeName.scrollIntoViewIfNeeded();
        await typeName.click();
        await page.getByLabel(w.typedLabel).fill(language === 'ar' ? 'مريم أحمد' : 'Ayşe Yılmaz');
        await page.getByRole('button', { name: w.accept }).click();
        await page.getByAltText(w.signed).waitFor();
      }
      await snap(page, `${language}-03-filled`);
    }, 90_000);
  }
});
