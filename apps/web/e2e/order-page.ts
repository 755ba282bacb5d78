/** The order page's first steps as a visitor takes them (order links open it directly). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The cookie banner would cover the lower part of a phone screen. Dismiss it after
 * confirmInstitution (or, on a personal order link, once the form shows): while that modal dialog is
 * open it takes every click.
 */
export const dismissCookieBanner = (page: Page) =>
  page.getByRole('region', { name: 'Hinweis zu Cookies' }).getByRole('button').first().click();

/** 'Bestätigung Ausweisbestellung': the visitor confirms the institution and the form shows. */
export async function confirmInstitution(page: Page): Promise<void> {
  const overlay = page.getByRole('dialog', { name: 'Bestätigung Ausweisbestellung' });
  await overlay.getByRole('button', { name: 'Bestätigen' }).click();
  await overlay.waitFor({ state: 'detached' });
}

/**
 * A personal order link (class import, renewal) names the school itself: the form shows at once, with no
 * 'Bestätigung Ausweisbestellung' to confirm (while that dialog is open the form is hidden from the
 * accessibility tree, so the wait below would not end).
 */
export async function formWithoutConfirmation(page: Page): Promise<void> {
  await page.getByRole('form', { name: 'Bestellformular' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Bestätigung Ausweisbestellung' }).count()).toBe(0);
}

/** The consent before the order button (the parent's form under 16): ticked as a visitor does. */
export const consentBox = (page: Page) => page.getByRole('checkbox', { name: /^Einwilligung/ });

export async function giveConsent(page: Page): Promise<void> {
  await consentBox(page).check();
}
