/** The class-list upload in e2e specs: the list file(s) and the photos' ZIP chosen as a secretary does. */
import type { Page } from 'playwright-core';

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Chooses `list` (one file, or both SchILD files) and the photos' ZIP on the class import page, waits
 * until the page names the list (`shownName`), uploads, and waits for the import's own page.
 */
export async function uploadClassList(
  page: Page,
  list: ChosenFile | ChosenFile[],
  zip: Buffer,
  shownName: string,
) {
  const [listChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByText('Klassenliste wählen (CSV oder Excel)').click(),
  ]);
  await listChooser.setFiles(list);
  const [zipChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByText('Fotos wählen (ZIP, optional)').click(),
  ]);
  await zipChooser.setFiles({ name: 'fotos.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText(shownName, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  await page.waitForURL(/\/admin\/class-import\/\d+$/);
}

/** Letters only (names on cards), unique per run: the time in base 26, its last `count` digits. */
export const uniqueLetters = (count: number) =>
  Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('')
    .slice(-count);
