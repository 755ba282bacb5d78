/**
 * The super admin's API documentation (/admin/api-docs): the OpenAPI document fetched with the user's
 * token and shown in the Scalar viewer, in German, without a request to another origin and without a
 * Content-Security-Policy refusal. A tenant Admin has no such menu entry. Screenshots go to
 * /tmp/shots/api-docs-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from './admin-helpers';
import { baseUrl, e2eUnavailable, PHONE, settled, useBrowser } from './browser';

const SHOTS = '/tmp/shots';
const WIDE = { width: 1366, height: 900 };

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/api-docs-${name}.png` });
}

/** Requests to other origins and CSP refusals while the page is open. */
function watchOffline(page: Page) {
  const foreign: string[] = [];
  const refused: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('request', (r) => {
    const url = r.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return { foreign, refused };
}

// The viewer is a large bundle: a slow machine needs longer than the default minute for both widths.
describe.skipIf(e2eUnavailable)('API documentation', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('super admin: opens from the menu and shows every endpoint, offline and in German', async () => {
    const page = await browser.newPage(WIDE);
    const watch = watchOffline(page);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'API-Dokumentation' }).click();
    await page.getByRole('heading', { name: 'API-Dokumentation', level: 1 }).waitFor();
    // The document's title, an endpoint by its summary, and the user's token filled in for requests.
    await page.getByRole('heading', { name: 'Ausweisportal API' }).waitFor({ timeout: 60_000 });
    await page.getByText('Logs in with e-mail and password', { exact: false }).first().waitFor();
    const token = page.getByLabel('Bearer-Token', { exact: false }).first();
    expect((await token.inputValue()).length).toBeGreaterThan(20);
    await snap(page, '1366');
    expect(watch.foreign).toEqual([]);
    expect(watch.refused).toEqual([]);

    const phone = await browser.newPage(PHONE);
    await login(phone, 'superadmin@ausweisportal.example');
    await phone.goto('/admin/api-docs');
    await phone.getByRole('heading', { name: 'Ausweisportal API' }).waitFor({ timeout: 60_000 });
    await snap(phone, '390');
  });

  it('tenant Admin: no menu entry', async () => {
    const page = await browser.newPage(WIDE);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.getByRole('link', { name: 'Ausweise' }).waitFor();
    expect(await page.getByRole('link', { name: 'API-Dokumentation' }).count()).toBe(0);
  });
});
