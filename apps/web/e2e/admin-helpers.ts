/** Small helpers of the administration spec: login/logout, labelled fields, test images, API calls. */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO_SUPER_ADMIN, DEMO_TOTP_SECRET, nextCode } from './one-time-codes';

export const DEMO_PASSWORD = 'Demo-Passwort-1';

/**
 * Signs in through the login page. The demo super admin confirms with the next code of the documented
 * secret (one-time-codes.ts), or of `totpSecret` for an account that has a one-time-code app.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, totpSecret?: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  const passwordField = page.locator('input[type=password]');
  await passwordField.fill(password);
  await passwordField.press('Enter');
  const secret = totpSecret ?? (email === DEMO_SUPER_ADMIN ? DEMO_TOTP_SECRET : undefined);
  if (secret) await enterCode(page, secret);
  await page.waitForURL(/\/admin$/);
}

/** Takes the second step of a sign-in with the next one-time code of `secret`. */
export async function enterCode(page: Page, secret: string) {
  const code = page.getByLabel(/^Bestätigungscode/);
  await code.fill(await nextCode(new URL(page.url()).origin, secret));
  await code.press('Enter');
}

/** Logs out with the top bar's button (the security page has 'Abmelden' buttons of its own). */
export async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden', exact: true }).click();
  await page.getByText('Wirklich abmelden?').waitFor();
  await page.getByRole('button', { name: 'Ja' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text field by its label, with or without the required asterisk. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRe(label)}(\\s*\\*)?$`));

/** Chooses an option of an MUI select found by its label. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escapeRe(label)}`) }).click();
  // A lost click leaves the menu open with nothing chosen.
  const listbox = page.getByRole('listbox');
  await clickUntil(
    page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }),
    async () => !(await listbox.isVisible()),
    10_000,
  );
}

/**
 * Clicks `target` until `done` holds. On a loaded machine (CI) a click during a transition can be lost:
 * a menu option clicked while the menu opens, a button clicked while the page settles after login.
 */
export async function clickUntil(target: Locator, done: () => Promise<boolean>, clickTimeout = 5_000) {
  await expect
    .poll(
      async () => {
        if (!(await done())) await target.click({ timeout: clickTimeout });
        return done();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/** A page section (the forms' titled cards) by its heading. */
export const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

/** A PNG of exactly width x height, as a file for `setInputFiles`. */
export async function pngFile(name: string, width: number, height: number) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Types a date as DD.MM.YYYY into the sectioned date field with that label. */
export async function typeDate(page: Page, label: string, iso: string) {
  const [y, m, d] = iso.split('-');
  const group = page.getByRole('group', { name: new RegExp(`^${escapeRe(label)}`) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${y}`);
}

/** YYYY-MM-DD of today plus some days (local time, like the date picker). */
export function isoDay(plusDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + plusDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The token and tenant the app keeps in local storage (lib/session.ts). */
export async function storedSession(page: Page): Promise<{ token: string; tenantId: number }> {
  return page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('ausweisportal.auth') ?? '{}');
    return { token: s.authToken, tenantId: s.selectedTenant?.id };
  });
}

/** Calls the API with the stored token and X-Tenant-Id, as the app does; returns the HTTP status. */
export async function apiStatus(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const { token, tenantId } = await storedSession(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': String(tenantId) },
    data: body,
  });
  return res.status();
}
