/**
 * End to end: a tenant's Admin finds 'Datenschutz' in the user management with the deletion periods in
 * force and the retention job's runs, and downloads the processing record as a PDF; the public privacy
 * page states how long the audit trail is kept. axe looks at each page (browser.ts). A screenshot of
 * the section goes to /tmp/shots/privacy-section.png.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { login, section } from './admin-helpers';
import { baseUrl, DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';

const SHOTS = '/tmp/shots';

describe.skipIf(e2eUnavailable)('Datenschutz', () => {
  const browser = useBrowser();

  it('an Admin sees the periods and runs and downloads the processing record', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page
      .getByRole('navigation', { name: 'Admin-Menü' })
      .getByRole('link', { name: 'Benutzerverwaltung' })
      .click();
    const privacy = section(page, 'Datenschutz');
    const periods = privacy.getByRole('table', { name: 'Löschfristen' });
    await periods.getByText('365 Tage nach dem Ereignis').waitFor();
    // The server ran the job at start-up: its run is listed (or the section says it has not run yet).
    await privacy
      .getByRole('table', { name: 'Letzte Läufe des Löschjobs' })
      .or(privacy.getByText('Der Löschjob ist noch nicht gelaufen.'))
      .waitFor();
    await privacy.scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    await settled(page);
    await privacy.screenshot({ path: `${SHOTS}/privacy-section.png` });

    const download = page.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Verzeichnis von Verarbeitungstätigkeiten (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Verzeichnis von Verarbeitungstätigkeiten.pdf');
  });

  it('the public privacy page states the audit trail’s period', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${baseUrl()}/datenschutz`);
    await page.getByText('Diese Protokolleinträge werden nach 365 Tagen automatisch gelöscht.').waitFor();
  });
});
