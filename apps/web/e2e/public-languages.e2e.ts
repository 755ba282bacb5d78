/**
 * The public pages in every language, on a phone (390 px) and a laptop (1366 px): the language is chosen
 * once in the language menu and remembered; each page passes axe with the WCAG 2.2 AA rules, shows its
 * heading in that language and no German UI word (names of the operator aside); Arabic is right to left.
 * Screenshots of / and /datenschutz at both widths per language land in test-results/e2e.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { germanWordsIn } from '@ausweis/shared/i18n/check-texts.test-support';
import { LANGUAGES, type Language, languageInfo } from '@ausweis/shared/i18n/languages';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { OPERATOR, TECH_CONTACT } from '@ausweis/shared/operator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isBlocking } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/e2e');
const LAPTOP = { width: 1366, height: 800 };

/** Each public page and the text of its heading. */
const PAGES: { path: string; heading: MessageId }[] = [
  { path: '/', heading: 'home.title' },
  { path: '/datenschutz', heading: 'legal.privacyTitle' },
  { path: '/impressum', heading: 'legal.imprintTitle' },
  { path: '/faq', heading: 'legal.faqTitle' },
  { path: '/kontakt', heading: 'legal.contactTitle' },
  { path: '/register', heading: 'register.title' },
  { path: '/no-such-page-404', heading: 'layout.notFoundTitle' },
];

/** Names that stay as they are in every language: the operator's. */
const NAMES = [...Object.values(OPERATOR), TECH_CONTACT.name];

async function chooseLanguage(page: Page, language: Language) {
  await page.goto('/');
  await page.locator('header select').selectOption(language);
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
}

/** The page's text without the names that are not translated. */
async function visibleText(page: Page): Promise<string> {
  // What the page shows (innerText): not the text of hidden elements, as textContent would give.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  const text = await page.evaluate(() => document.body.innerText);
  return NAMES.reduce((rest, name) => rest.split(name).join(' '), text);
}

async function checkPage(page: Page, language: Language, heading: string, where: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await settled(page);
  const violations = (await axeViolations(page)).filter(isBlocking);
  expect(violations, `axe (WCAG 2.2 AA) ${where}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
  if (language !== 'de')
    expect(germanWordsIn(await visibleText(page)), `deutsche Wörter ${where}`).toEqual([]);
  const dir = await page.evaluate(() => document.documentElement.dir);
  expect(dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
}

/** Every focusable element reached with Tab lies clear of the cookie banner (WCAG 2.4.11). */
async function expectFocusNotHidden(page: Page, where: string) {
  const banner = page.getByRole('region', { name: /.+/ }).last();
  await banner.waitFor();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      const region = document.querySelector('[role="region"]');
      if (!focused || !region || region.contains(focused) || focused === document.body) return null;
      const f = focused.getBoundingClientRect();
      const b = region.getBoundingClientRect();
      const covered = f.bottom > b.top && f.top < b.bottom && f.right > b.left && f.left < b.right;
      return covered ? (focused.textContent ?? focused.tagName) : null;
    });
    expect(hidden, `${where}: Fokus unter dem Cookie-Hinweis`).toBeNull();
  }
}

describe.skipIf(e2eUnavailable)('public pages in every language', () => {
  const browser = useBrowser();

  for (const { code, load } of LANGUAGES) {
    it(`${code}: every public page at 390 px and 1366 px passes axe (WCAG 2.2) and speaks ${code}`, async () => {
      const texts = (await load()).default;
      const page = await browser.newPage(PHONE);
      await chooseLanguage(page, code);
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        for (const { path: url, heading } of PAGES) {
          await page.goto(url);
          await checkPage(page, code, texts[heading], `${code} ${viewport.width}px ${url}`);
          if (url === '/' || url === '/datenschutz') {
            mkdirSync(SCREENSHOT_DIR, { recursive: true });
            const name = `public-${code}-${url === '/' ? 'home' : 'datenschutz'}-${viewport.width}.png`;
            await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
          }
        }
      }
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: texts['home.title'] }).waitFor();
      await expectFocusNotHidden(page, `${code} /`);
    });
  }

  it('a legal page in another language says German is binding and shows the German text on request', async () => {
    const textsOf = async (code: Language) => (await languageInfo(code).load()).default;
    const tr = await textsOf('tr');
    const de = await textsOf('de');
    const page = await browser.newPage(PHONE);
    await chooseLanguage(page, 'tr');
    await page.goto('/datenschutz');
    await page.getByText(tr['common.legalBinding']).waitFor();
    await page.getByRole('button', { name: tr['legal.showGerman'] }).click();
    await page.getByRole('heading', { level: 1, name: de['legal.privacyTitle'] }).waitFor();
    expect(await page.locator('[lang="de"]').count()).toBeGreaterThan(0);
    // The note and its button stay Turkish; the button brings the translation back.
    await page.getByRole('button', { name: tr['legal.showTranslation'] }).click();
    await page.getByRole('heading', { level: 1, name: tr['legal.privacyTitle'] }).waitFor();
  });
});
