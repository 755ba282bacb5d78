/**
 * The school office's year end to end (docs/product.md#class-import): Gymnasium am See's Admin syncs a
 * product of its own ('Abgleich') with SchILD-NRW's Schnittstelle pair twice. The first year creates
 * three cards; in the second year's export one pupil has left, one changed class and one is new: the
 * preview names exactly those, and confirming changes the one card's class and ends the leaver's card.
 * axe looks at every page; screenshots go to test-results/e2e/yearly-sync/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { choose, login } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { uniqueLetters, uploadClassList } from './class-import-upload';
import { ownProduct } from './own-product';

const SHOTS = new URL('../../../test-results/e2e/yearly-sync/', import.meta.url).pathname;
const ADMIN = 'admin@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // From the top: the fixed top bar would otherwise sit in the middle of the full page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

const letters = () => uniqueLetters(6);

interface Pupil {
  familyname: string;
  forname: string;
  birthday: string;
  klasse: string;
  id: string;
  email: string;
}

/** SchILD-NRW's Schnittstelle pair of `pupils`: '|', header line, Windows-1252, CRLF. */
function schildPair(pupils: Pupil[]) {
  const file = (name: string, lines: string[]) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'),
  });
  return [
    file('SchuelerBasisdaten.dat', [
      'Nachname|Vorname|Geburtsdatum|Geschlecht|Status|Jahr|Abschnitt|Jahrgang|Klasse|Schulgliederung|OrgForm|Klassenart|Einschulungsjahr|Aufnahmedatum',
      ...pupils.map(
        (p) =>
          `${p.familyname}|${p.forname}|${p.birthday}|4|2|2025|1|${p.klasse.slice(0, 1).padStart(2, '0')}|${p.klasse}|GY|1|HA|2019|01.08.2024`,
      ),
    ]),
    file('SchuelerZusatzdaten.dat', [
      'Nachname|Vorname|Geburtsdatum|Namenszusatz|Geburtsname|Geburtsort|Ortsteil|Telefon-Nr.|E-Mail|2. Staatsang.|Externe ID-Nr|Sportbefreiung|Fahrschülerart|Haltestelle',
      ...pupils.map(
        (p) => `${p.familyname}|${p.forname}|${p.birthday}|||Köln||0221 5551|${p.email}||${p.id}|||`,
      ),
    ]),
  ];
}

/** The photos' ZIP, one photo per pupil named 'Nachname_Vorname.png'. */
async function photos(pupils: Pupil[]) {
  const zip = new JSZip();
  const photo = readFileSync(fixturePhoto('astronaut.png'));
  for (const p of pupils) zip.file(`${p.familyname}_${p.forname}.png`, photo);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Opens the upload, chooses the product, marks the list as 'Abgleich' and uploads the pair. */
async function syncUpload(page: Page, code: string, roll: Pupil[], withPhotos: Pupil[]) {
  await page.goto('/admin/class-import');
  await page.getByRole('heading', { name: 'Klassenliste importieren' }).waitFor();
  await choose(page, page, 'Produkt', new RegExp(`\\(${code}\\)$`));
  await page.getByLabel(/^Abgleich:/).check();
  await uploadClassList(
    page,
    schildPair(roll),
    await photos(withPhotos),
    'SchuelerBasisdaten.dat, SchuelerZusatzdaten.dat',
  );
  await page.getByText('SchILD-NRW Schnittstelle erkannt').waitFor();
  await page.getByText(/^Vorschau – noch ist nichts angelegt\./).waitFor({ timeout: 60_000 });
}

/** The card id in the first cell of the section's row naming `name`. */
async function cardIdIn(page: Page, section: string, name: string) {
  const row = page
    .locator('section', { has: page.getByRole('heading', { name: section }) })
    .getByRole('row')
    .filter({ hasText: name });
  return Number(await row.getByRole('cell').first().textContent());
}

describe.skipIf(e2eUnavailable)('the yearly sync with SchILD-NRW', () => {
  const browser = useBrowser();

  it('synced twice: one pupil left, one changed class, one new', async () => {
    const page = await browser.newPage(DESKTOP);
    const tag = letters();
    const code = `AB${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await ownProduct(
      page,
      code,
      { need_external_id: 'true', need_external_department: 'true' },
      'Schülerausweis',
    );
    const pupil = (familyname: string, forname: string, birthday: string, klasse: string, n: number) => ({
      familyname,
      forname: `${forname}${tag}`,
      birthday,
      klasse,
      id: `S-${tag}-${n}`,
      email: `${forname.toLowerCase().replace(/[^a-z]/g, '')}.${tag}@schule.example`,
    });
    const anneliese = pupil('von der Heide', 'Anneliese', '02.11.2013', '5a', 1);
    const oezlem = pupil('Kaya', 'Özlem', '28.02.2012', '6b', 2);
    const bjoern = pupil('Weiß', 'Björn', '01.08.2012', '7c', 3);
    const lotta = pupil('Schäfer', 'Lotta', '15.06.2015', '5b', 4);

    await login(page, ADMIN);

    // The first year: the product has no cards yet, all three pupils are new.
    const firstYear = [anneliese, oezlem, bjoern];
    await syncUpload(page, code, firstYear, firstYear);
    await page
      .getByText(
        'Abgleich mit 0 bestehenden Ausweisen: 3 neu, 0 geändert, 0 nicht mehr in der Liste, 0 nicht eindeutig. 0 Ausweise bleiben unverändert.',
      )
      .waitFor();
    await snap(page, 'year-1-preview-1280');
    await expectAccessible(page, 'Abgleich, erstes Jahr (Vorschau)');
    await page.getByRole('button', { name: 'Abgleich bestätigen' }).click();
    await page.getByText(/^Import abgeschlossen\./).waitFor({ timeout: 60_000 });
    await snap(page, 'year-1-done-1280');

    // The second year: Özlem has left, Anneliese moved to 6a, Björn stays, Lotta is new.
    const secondYear = [{ ...anneliese, klasse: '6a' }, bjoern, lotta];
    await syncUpload(page, code, secondYear, [lotta]);
    await page
      .getByText(
        'Abgleich mit 3 bestehenden Ausweisen: 1 neu, 1 geändert, 1 nicht mehr in der Liste, 0 nicht eindeutig. 1 Ausweis bleibt unverändert.',
      )
      .waitFor();
    for (const heading of [
      'Neu (1)',
      'Geändert (1)',
      'Nicht mehr in der Liste – diese Ausweise werden beendet (1)',
      'Nicht eindeutig – werden nicht geändert (0)',
    ])
      await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText('Klasse: 5a → 6a').waitFor();
    const moved = await cardIdIn(page, 'Geändert (1)', `von der Heide, ${anneliese.forname}`);
    const left = await cardIdIn(page, 'Nicht mehr in der Liste', `Kaya, ${oezlem.forname}`);
    expect(moved).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(0);
    await page.getByText('Diese Ausweise werden beim Bestätigen sofort ungültig').waitFor();
    await snap(page, 'year-2-preview-1280');
    await expectAccessible(page, 'Abgleich, zweites Jahr (Vorschau)');

    await page.getByRole('button', { name: 'Abgleich bestätigen' }).click();
    await page
      .getByText(
        /^Import abgeschlossen\. 3 Zeilen: 1 angelegt, 0 abgelehnt\. Abgleich: 1 Ausweis geändert, 1 beendet \(nicht mehr in der Liste\), 1 unverändert\./,
      )
      .waitFor({ timeout: 60_000 });
    await snap(page, 'year-2-done-1280');
    await expectAccessible(page, 'Abgleich, zweites Jahr (abgeschlossen)');

    // The moved pupil's card has the new class; the leaver's card is ended (deleted, data wiped).
    await page.goto(`/admin/card/${moved}/false`);
    await expect.poll(() => page.locator('input[name="external_department"]').inputValue()).toBe('6a');
    await snap(page, 'moved-card-1280');
    await expectAccessible(page, 'Ausweis mit neuer Klasse');
    await page.goto(`/admin/card/${left}/false`);
    await page
      .getByText('Foto und persönliche Daten dieses Ausweises wurden bereits gelöscht (Datenschutz).')
      .waitFor();
    await expectAccessible(page, 'Beendeter Ausweis');
    await snap(page, 'ended-card-1280');

    // 'Liste Ausweise' shows the product's three pupils on this year's roll, not the leaver.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Ausweise', exact: true }).click();
    await page.getByRole('heading', { name: 'Liste Ausweise' }).waitFor();
    await choose(page, page, 'Produkt', new RegExp(`· ${code}`));
    // The filter applies after a pause: wait until only the product's cards are left.
    const rows = page.locator('.MuiDataGrid-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    for (const p of [anneliese, bjoern, lotta]) await rows.filter({ hasText: p.forname }).waitFor();
    expect(await rows.filter({ hasText: oezlem.forname }).count()).toBe(0);
    await rows.filter({ hasText: anneliese.forname }).getByText('6a').waitFor();
    await snap(page, 'cards-1280');
  }, 240_000);
});
