/**
 * Benchmark (numbers printed, never asserted): the order page in the languages of the public side
 * (packages/shared/src/i18n/languages.ts), part of web.ts.
 *
 * - For each language but German: a German-speaking visitor opens the order page, confirms the
 *   institution and picks the language in the language menu of the top bar. The JS fetched from the
 *   pick until the page says it shows that language (the `lang` of the document) and the network is
 *   idle, on the wire with brotli and gzipped at level 9; and whether the pick reloaded the page (a new
 *   document fetched, or a marker set on `window` gone). A language whose pick fetches no JS at all
 *   came with the German first load.
 * - The first load of a visitor whose browser speaks Turkish: the German first load plus the Turkish
 *   texts, loaded before the page shows.
 *
 * A baseline build without the language menu (from before the language layer) has none of these rows.
 */
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageInfo } from '../packages/shared/src/i18n/languages';
import { recordBench } from './report';
import {
  BASELINE_LABEL,
  confirmInstitution,
  kb,
  LONG,
  ORDER_PAGE,
  PHONE,
  recordScripts,
  type ScriptSizes,
  type Served,
  scriptSizes,
} from './web-scripts';

const BROTLI = 'gzip, deflate, br';
const GERMAN_GOAL_KB = 200;
const PER_LANGUAGE_GOAL_KB = 12;
/** The visitor whose browser speaks another language: the second most spoken at home after Arabic. */
const BROWSER_LANGUAGE = { code: 'tr', locale: 'tr-TR' } as const;

/** The language menu as a German page names it (packages/shared/src/i18n/texts/de.ts 'common.language'). */
const languageMenu = (page: Page) => page.getByRole('combobox', { name: 'Sprache', exact: true });

const showsLanguage = (page: Page, code: string) =>
  page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached', ...LONG });

/** The German order page, its institution confirmed and the network idle. */
async function openGermanOrderPage(page: Page, base: string) {
  await page.goto(base + ORDER_PAGE, LONG);
  await confirmInstitution(page);
  await page.waitForLoadState('networkidle', LONG);
}

/** Whether the build has the language menu (a baseline from before the language layer has none). */
async function hasLanguageMenu(browser: Browser, base: string): Promise<boolean> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await openGermanOrderPage(page, base);
  const found = (await languageMenu(page).count()) > 0;
  await context.close();
  return found;
}

interface Switch {
  sizes: ScriptSizes;
  reloaded: boolean;
}

/** From the German order page to `code` by the language menu: the JS it fetched, and whether it reloaded. */
async function switchTo(browser: Browser, base: string, code: string): Promise<Switch> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const record = await recordScripts(context, page, BROTLI);
  await openGermanOrderPage(page, base);
  await page.evaluate(() => {
    (globalThis as { benchStayed?: boolean }).benchStayed = true;
  });
  const scriptsBefore = record.scripts().length;
  const documentsBefore = record.documents();
  await languageMenu(page).selectOption(code, LONG);
  await showsLanguage(page, code);
  await page.waitForLoadState('networkidle', LONG);
  const stayed = await page.evaluate(() => (globalThis as { benchStayed?: boolean }).benchStayed);
  const reloaded = stayed !== true || record.documents() !== documentsBefore;
  const sizes = await scriptSizes(record.scripts().slice(scriptsBefore));
  await context.close();
  return { sizes, reloaded };
}

/** The order page's first load for a visitor whose browser speaks `locale`, until its dialog shows. */
async function firstLoadIn(browser: Browser, base: string, locale: string, code: string) {
  const context = await browser.newContext({ ...PHONE, locale });
  const page = await context.newPage();
  const record = await recordScripts(context, page, BROTLI);
  await page.goto(base + ORDER_PAGE, LONG);
  await showsLanguage(page, code);
  await page.getByRole('dialog').waitFor(LONG);
  await page.waitForLoadState('networkidle', LONG);
  const sizes = await scriptSizes(record.scripts());
  await context.close();
  return sizes;
}

const baselineOf = (n: number | undefined) =>
  n === undefined ? {} : { baseline: kb(n), baselineLabel: BASELINE_LABEL };

function recordSizes(what: string, now: ScriptSizes, baseline: ScriptSizes | undefined, goalKb: number) {
  recordBench({
    what: `${what}: JS gzip (Stufe 9)`,
    now: kb(now.gzip9),
    unit: 'KB',
    ...baselineOf(baseline?.gzip9),
    goal: `≤ ${goalKb} KB gzip`,
  });
  recordBench({
    what: `${what}: JS übertragen, Brotli`,
    now: kb(now.wire),
    unit: 'KB',
    ...baselineOf(baseline?.wire),
    goal: `≤ ${goalKb} KB`,
  });
}

/** The language rows; the baseline's where it has the language menu too. */
export async function benchLanguages(browser: Browser, now: Served, baseline?: Served): Promise<void> {
  const base = baseline && (await hasLanguageMenu(browser, baseline.url)) ? baseline : undefined;
  if (baseline && !base) console.log('  Basis ohne Sprachmenü: Sprachzeilen nur für jetzt.');
  const others: readonly LanguageInfo[] = LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE);
  let reloads = 0;
  let withoutChunk = 0;
  for (const language of others) {
    const n = await switchTo(browser, now.url, language.code);
    const b = base ? await switchTo(browser, base.url, language.code) : undefined;
    console.log(
      `  Wechsel auf ${language.name}: ${n.sizes.count} Skripte, ${kb(n.sizes.raw).toFixed(1)} KB unkomprimiert` +
        (n.reloaded ? ', Seite NEU GELADEN' : ', ohne Neuladen'),
    );
    if (n.reloaded) reloads++;
    if (n.sizes.count === 0) withoutChunk++;
    recordSizes(
      `Bestellseite, Wechsel auf ${language.name} (zusätzlich)`,
      n.sizes,
      b?.sizes,
      PER_LANGUAGE_GOAL_KB,
    );
  }
  recordBench({
    what: 'Bestellseite: Sprachwechsel, die die Seite neu laden',
    now: reloads,
    unit: `von ${others.length}`,
    goal: '0',
  });
  recordBench({
    what: 'Bestellseite: Sprachen ohne eigenen Chunk (im deutschen ersten Laden)',
    now: withoutChunk,
    unit: `von ${others.length}`,
    goal: '0',
  });
  const { code, locale } = BROWSER_LANGUAGE;
  const name = LANGUAGES.find((l) => l.code === code)?.name ?? code;
  recordSizes(
    `Bestellseite, Browser auf ${name}: erster Laden`,
    await firstLoadIn(browser, now.url, locale, code),
    base ? await firstLoadIn(browser, base.url, locale, code) : undefined,
    GERMAN_GOAL_KB + PER_LANGUAGE_GOAL_KB,
  );
}
