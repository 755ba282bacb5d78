/** The order page's first steps as a visitor takes them (order links open it directly). */
import type { Page } from 'playwright-core';

/**
 * The cookie banner would cover the lower part of a phone screen. Dismiss it after
 * confirmInstitution: while that modal dialog is open it takes every click.
 */
export const dismissCookieBanner = (page: Page) =>
  page.getByRole('region', { name: 'Hinweis zu Cookies' }).getByRole('button').first().click();

/** 'Bestätigung Ausweisbestellung': the visitor confirms the institution and the form shows. */
export async function confirmInstitution(page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: 'Bestätigung Ausweisbestellung' });
  await overlay.getByRole('button', { name: 'Bestätigen' }).click();
  await overlay.waitFor({ state: 'detached' });
}
