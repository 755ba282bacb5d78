/**
 * The server delivers a production build of the web app, precompressed, with hashed assets
 * cached for good; the public pages on a phone load no admin code. (Sizes are measured by
 * `npm run bench` (bench/web.ts), not asserted here.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, e2eUnavailable, PHONE, useBrowser } from './browser';

/** Script and module preload URLs of an HTML page. */
function scriptsOf(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(urls.filter(Boolean))];
}

/** Strings only React's development build has (its production build says 'Minified React error'). */
const DEV_MARKERS = ['jsxDEV', 'This is likely a bug in React'];
/** Chunks of the admin area: never loaded by a public page. */
const ADMIN_CHUNK =
  /\/assets\/(?:Admin|DataTable|Dashboard|CardList|CardDetails|OrderList|ProductList|TenantList|UserList|Report|Outbox|Export|PaymentRuns|CreateInvoiceRun)[\w-]*\.js$/;

describe.skipIf(e2eUnavailable)('delivery of the web app', () => {
  const browser = useBrowser();

  it('is a production build, sent precompressed and cached by its hashed name', async () => {
    const index = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(index.headers.get('content-encoding')).toBe('br');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const scripts = scriptsOf(await index.text());
    expect(scripts.length).toBeGreaterThan(0);
    const bodies: string[] = [];
    for (const src of scripts) {
      const gz = await fetch(`${baseUrl()}${src}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding'), src).toBe('gzip');
      await gz.arrayBuffer();
      const res = await fetch(`${baseUrl()}${src}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-encoding'), src).toBe('br');
      expect(res.headers.get('vary')?.toLowerCase(), src).toContain('accept-encoding');
      expect(res.headers.get('cache-control'), src).toBe('public, max-age=31536000, immutable');
      bodies.push(await res.text());
    }
    const all = bodies.join('\n');
    expect(all).toContain('Minified React error');
    for (const marker of DEV_MARKERS) expect(all, marker).not.toContain(marker);
  });

  it('the landing page and the order page on a phone load no admin code', async () => {
    for (const path of ['/', '/s/GYMSEE/SA2026']) {
      const page = await browser.newPage(PHONE);
      const loaded: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) loaded.push(r.url());
      });
      await page.goto(path);
      // CSS, not the role: on the order page the confirmation dialog hides the page from the tree.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(loaded.length, path).toBeGreaterThan(0);
      expect(
        loaded.filter((u) => ADMIN_CHUNK.test(new URL(u).pathname)),
        path,
      ).toEqual([]);
    }
  });

  it('the login page and the order page load zod and the date picker only when a form is checked', async () => {
    const ready: Record<string, (page: Page) => Promise<void>> = {
      '/login': (page) => page.getByLabel(/^E-Mail/).waitFor(),
      '/s/GYMSEE/SA2026': (page) => page.getByRole('button', { name: 'Bestätigen' }).waitFor(),
    };
    for (const [path, shown] of Object.entries(ready)) {
      const page = await browser.newPage(PHONE);
      const loaded: string[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) loaded.push(r.url());
      });
      await page.goto(path);
      await shown(page);
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(loaded.map(async (u) => [u, await (await fetch(u)).text()] as const));
      // zod's core names its classes in strings; the date picker is its own chunk.
      expect(
        bodies.filter(([, body]) => body.includes('"$ZodType"')).map(([u]) => u),
        path,
      ).toEqual([]);
      expect(
        loaded.filter((u) => /\/DatePicker-[\w-]+\.js$/.test(u)),
        path,
      ).toEqual([]);
    }
  });
});
