/** Chromium for the e2e specs (playwright-core + Debian's Chromium), with screenshots of failures. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('e2eBaseUrl');
/** True when no Chromium was found and E2E_REQUIRED is unset: the specs skip (global setup said so loudly). */
export const e2eUnavailable = !inject('chromiumPath');

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/e2e');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** One browser per spec file; a fresh context (empty local storage) per `newPage`. */
export function useBrowser() {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  beforeAll(async () => {
    if (e2eUnavailable) return;
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state === 'fail') {
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
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** `permissions`, e.g. ['clipboard-read', 'clipboard-write'], are granted for the base URL. */
    async newPage(viewport = DESKTOP, permissions: string[] = []): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ viewport, locale: 'de-DE', baseURL: baseUrl() });
      if (permissions.length > 0) await context.grantPermissions(permissions, { origin: baseUrl() });
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      return page;
    },
  };
}
