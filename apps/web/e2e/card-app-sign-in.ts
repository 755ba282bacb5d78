/** The card app's sign-in in e2e specs: the three codes an access mail carries, typed as a holder does. */
import type { Page } from 'playwright-core';

/** A code of the access mail by its label ('Zugangscode', 'Produktcode', 'Aktivierungscode'). */
export const codeIn = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';

/** Fills the card app's sign-in form and presses 'Anmelden'. */
export async function fillCodes(page: Page, codes: [string, string, string]) {
  await page.getByLabel('Zugangscode').fill(codes[0]);
  await page.getByLabel('Produktcode').fill(codes[1]);
  await page.getByLabel('Aktivierungscode').fill(codes[2]);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in to the card app with the codes of `mail` and waits for the card's QR code; its picture (PNG). */
export async function cardAppQrPicture(page: Page, mail: string): Promise<Buffer> {
  await page.goto('/app');
  await fillCodes(page, [
    codeIn(mail, 'Zugangscode'),
    codeIn(mail, 'Produktcode'),
    codeIn(mail, 'Aktivierungscode'),
  ]);
  const qr = page.getByRole('img', { name: 'QR-Code zur Prüfung des Ausweises' });
  await qr.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.ca-qr img');
    return !!img?.complete && img.naturalWidth > 0;
  });
  return qr.screenshot();
}
