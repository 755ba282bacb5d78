/** Chromium for the e2e specs (playwright-core + Debian's Chromium), with screenshots of failures. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import { type AxeViolation, axeViolations, isBlocking } from './axe';
import { CHROMIUM_ARGS } from './chromium';

/** This worker's own server (global-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
export const baseUrl = () => {
  const urls = inject('e2eBaseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length] as string;
};
/** True when no Chromium was found and E2E_REQUIRED is unset: the specs skip (global setup said so loudly). */
export const e2eUnavailable = !inject('chromiumPath');

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/e2e');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Resolves when the page shows what the user sees: no CSS transition or animation running (dialogs,
 * toasts, ripples) and two frames painted since. What a spec waits for before a screenshot or a second
 * look, instead of a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** How long a page must stay on one URL before axe looks at it (data loaded, transitions ended). */
const AXE_SETTLE_MS = 700;

/**
 * Runs axe on every page a spec visits: each time a page's main frame settles on a new URL
 * (loads and client-side route changes), and once more at the end of each test. Serious and critical
 * findings fail the test in afterEach, with the URL and the rule.
 */
function watchAccessibility(page: Page, findings: string[]) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const checked = new Set<string>();
  const check = async (again = false) => {
    if (page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http') || (checked.has(url) && !again)) return;
    let violations: AxeViolation[];
    try {
      violations = (await axeViolations(page)).filter(isBlocking);
      // A dialog or toast that began to fade in while axe ran: count only what is still there once it has.
      if (violations.length > 0) {
        await settled(page);
        // Same rule on the same element: a menu that opens while the second run goes is not the one before.
        const still = new Set(
          (await axeViolations(page)).filter(isBlocking).flatMap((v) => v.nodes.map((n) => `${v.id} ${n}`)),
        );
        violations = violations
          .map((v) => ({ ...v, nodes: v.nodes.filter((n) => still.has(`${v.id} ${n}`)) }))
          .filter((v) => v.nodes.length > 0);
      }
    } catch {
      // The page navigated away or closed meanwhile: the next page is checked on its own.
      return;
    }
    if (page.url() !== url) return;
    checked.add(url);
    for (const v of violations) {
      const line = `${new URL(url).pathname}: ${v.id} (${v.impact}) ${v.help} – ${v.nodes.join(', ')}`;
      if (!findings.includes(line)) findings.push(line);
    }
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = running.then(() => check());
    }, AXE_SETTLE_MS);
  });
  return {
    /** The last page as it is now, and any check still pending. */
    async finish() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await check(true);
    },
  };
}

/** One browser per spec file; a fresh context (empty local storage) per `newPage`. */
export function useBrowser() {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const watchers: { finish: () => Promise<void> }[] = [];
  const findings: string[] = [];
  beforeAll(async () => {
    if (e2eUnavailable) return;
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterEach(async (ctx: TestContext) => {
    const passed = ctx.task.result?.state !== 'fail';
    if (passed) await Promise.all(watchers.map((w) => w.finish()));
    watchers.length = 0;
    const found = findings.splice(0);
    if (!passed) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      await Promise.all(
        pages.map((p, i) =>
          p
            .screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${i}.png`), fullPage: true })
            .catch(() => undefined),
        ),
      );
    }
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    pages.length = 0;
    if (passed) expect(found, `axe (WCAG 2.2 A/AA), ernste Befunde:\n${found.join('\n')}`).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * `permissions`, e.g. ['clipboard-read', 'clipboard-write'], are granted for the base URL: this
     * worker's server, or `base` (a spec's own server).
     */
    async newPage(viewport = DESKTOP, permissions: string[] = [], base = baseUrl()): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ viewport, locale: 'de-DE', baseURL: base });
      if (permissions.length > 0) await context.grantPermissions(permissions, { origin: base });
      contexts.push(context);
      // Pages the app opens itself (a second tab) are checked as well.
      context.on('page', (p) => {
        if (!pages.includes(p)) {
          pages.push(p);
          watchers.push(watchAccessibility(p, findings));
        }
      });
      const page = await context.newPage();
      return page;
    },
  };
}
