/**
 * The school's overview on the dashboard: the Gymnasium's Admin sees the four counts as tiles; 'Zu
 * validieren' opens the card list filtered to paid cards not validated, its count the list's total.
 * Screenshots in test-results/e2e/dashboard-overview/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/dashboard-overview');

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

describe.skipIf(e2eUnavailable)('dashboard overview', () => {
  const browser = useBrowser();

  for (const size of [DESKTOP, PHONE])
    it(`Admin (${size.width}px): tiles with counts; 'Zu validieren' opens the filtered card list (desktop)`, async () => {
      const page = await browser.newPage(size);
      await login(page, 'admin@gymnasium-am-see.example');
      const overview = page.getByRole('navigation', { name: 'Übersicht der Einrichtung' });
      for (const label of [
        'Zu validieren',
        'Links noch nicht bestellt',
        'Laufen in 93 Tagen ab',
        'Diese Woche bestellt',
      ])
        await overview.getByRole('link', { name: new RegExp(`^[\\d.]+ ${label}$`) }).waitFor();
      await snap(page, '01-dashboard');
      if (size !== DESKTOP) return;
      const tile = overview.getByRole('link', { name: /Zu validieren$/ });
      const count = Number(((await tile.textContent()) ?? '').replace(/\D/g, ''));
      await tile.click();
      await page.waitForURL(/\/admin\/card$/);
      expect(await page.getByRole('combobox', { name: /^Validiert\?/ }).textContent()).toBe('Nein');
      expect(await page.getByRole('combobox', { name: /^Bezahlt\?/ }).textContent()).toBe('Ja');
      if (count > 0) await page.getByText(new RegExp(`von ${count.toLocaleString('de-DE')}$`)).waitFor();
      await snap(page, '02-to-validate');
    });
});
