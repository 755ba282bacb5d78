import { TENANT_HEADER } from '@ausweis/shared/constants';
import { privacy } from '@ausweis/shared/contracts/privacy';
import type { RetentionOverview } from '@ausweis/shared/schemas/privacy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { PrivacySection } from './PrivacySection';

vi.mock('../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));
afterEach(cleanup);

const OVERVIEW: RetentionOverview = {
  periods: [
    { data: 'Druckexporte (Namen, Adressen, Fotos)', period: '9 Tage nach ihrer Erstellung' },
    { data: 'Protokoll der Zugriffe', period: '400 Tage nach dem Ereignis' },
  ],
  runs: [
    {
      id: 2,
      started_at: '2026-11-27T10:00:00.000Z',
      ended_at: '2026-11-27T10:00:02.000Z',
      counts: { anonymised: 3, printExports: 1, archived: 0, auditEvents: 12 },
    },
    {
      id: 1,
      started_at: '2026-11-27T09:00:00.000Z',
      ended_at: '2026-11-27T09:00:01.000Z',
      counts: { anonymised: 0 },
    },
  ],
};

describe("a tenant's Datenschutz", () => {
  it('shows the periods in force and the last runs with what they deleted, in German time', async () => {
    const asked = serve(privacy.retention, OVERVIEW);
    renderWithApp(<PrivacySection tenantId={7} />);
    const periods = await screen.findByRole('table', { name: 'Löschfristen' });
    expect(within(periods).getByText('9 Tage nach ihrer Erstellung')).toBeTruthy();
    expect(within(periods).getByText('400 Tage nach dem Ereignis')).toBeTruthy();
    const runs = screen.getByRole('table', { name: 'Letzte Läufe des Löschjobs' });
    expect(within(runs).getByText('27.11.2026 11:00:00')).toBeTruthy();
    expect(
      within(runs).getByText('3 Ausweise anonymisiert, 1 Druckexporte, 12 Protokolleinträge'),
    ).toBeTruthy();
    expect(within(runs).getByText('nichts zu löschen')).toBeTruthy();
    expect(asked[0]?.headers.get(TENANT_HEADER)).toBe('7');
  });

  it('says when the job has not run yet, and downloads the record of its own tenant', async () => {
    serve(privacy.retention, { ...OVERVIEW, runs: [] });
    const downloads = refuse(privacy.processingRecord, 404, {
      code: 'NOT_FOUND',
      message: 'Mandant nicht gefunden.',
    });
    renderWithApp(<PrivacySection tenantId={7} />);
    expect(await screen.findByText('Der Löschjob ist noch nicht gelaufen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verzeichnis von Verarbeitungstätigkeiten (PDF)' }));
    await waitFor(() => expect(downloads.map((d) => d.query)).toEqual([{ tenant_id: '7' }]));
    expect(downloads[0]?.headers.get(TENANT_HEADER)).toBe('7');
  });
});
