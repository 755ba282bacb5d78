import type { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegistrationListPage from './RegistrationListPage';

const row = (id: number, tenantname: string): RegistrationRow => ({
  id,
  status: 'new',
  salutation: 'Frau',
  title: null,
  forename: 'Erika',
  familyname: 'Muster',
  tenantname,
  area: 'Schule',
  Street: 'Schulweg 1',
  plz: '12345',
  city: 'Musterstadt',
  telefone: '0123',
  email: 'erika@schule.example',
  web_url: 'www.schule.example',
  created_at: '2026-03-04T05:06:07.000Z',
});

const answered: number[][] = [];
const requests: unknown[] = [];
vi.mock('./api', () => ({
  useRegistrations: (body: unknown) => {
    requests.push(body);
    return {
      isFetching: false,
      data: {
        data: [row(12, 'Schule Nord'), row(11, 'Schule Süd')],
        pagination: { page: 1, count: 50, total: 2 },
      },
    };
  },
  useAnswerRegistrations: () => ({
    isPending: false,
    mutate: (body: { register_id: number[] }, options: { onSuccess: () => void }) => {
      answered.push(body.register_id);
      options.onSuccess();
    },
  }),
}));
const toasts: string[][] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push([body, title]),
}));

afterEach(() => {
  cleanup();
  answered.length = 0;
  requests.length = 0;
  toasts.length = 0;
});

const runButton = () => screen.getByRole('button', { name: 'Aktion durchführen' }) as HTMLButtonElement;
const rowCheckbox = (name: string) => {
  const r = screen.getByText(name).closest('[role="row"]') as HTMLElement;
  return within(r).getByRole('checkbox');
};
function chooseAnswer() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Aktion' }));
  fireEvent.click(screen.getByRole('option', { name: 'Registrierung beantwortet' }));
}

describe('Liste Registrierungen', () => {
  it('shows the key columns, the others behind ..., each in the documented order, with German status and dates', () => {
    render(<RegistrationListPage />);
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    const main = [
      '#',
      'ID',
      'Status',
      'Vorname',
      'Nachname',
      'Mandanten-Name',
      'Email',
      'Erstellt am',
      '...',
    ];
    expect(headers().slice(1)).toEqual(main);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Spalten anzeigen' }));
    expect(headers().slice(1)).toEqual([
      ...main.slice(0, -1),
      '‹‹',
      'Anrede',
      'Titel',
      'Strasse',
      'PLZ',
      'Ort',
      'Bereich',
      'Telefon',
      'WebURL',
    ]);
    expect(screen.getAllByText('Neu')).toHaveLength(2);
    const [web] = screen.getAllByRole('link', { name: 'www.schule.example' });
    expect(web?.getAttribute('href')).toBe('https://www.schule.example');
    expect(screen.getAllByText(/^0[34]\.03\.2026 \d\d:\d\d:07$/)).toHaveLength(2);
  });

  it('enables the action with a row and an action, resets it on an empty selection, answers and toasts', async () => {
    render(<RegistrationListPage />);
    expect(runButton().disabled).toBe(true);
    fireEvent.click(rowCheckbox('Schule Nord'));
    expect(runButton().disabled).toBe(true);
    chooseAnswer();
    expect(runButton().disabled).toBe(false);

    fireEvent.click(rowCheckbox('Schule Nord'));
    expect(runButton().disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Aktion' }).textContent).not.toContain('beantwortet');

    fireEvent.click(rowCheckbox('Schule Nord'));
    fireEvent.click(rowCheckbox('Schule Süd'));
    chooseAnswer();
    await act(async () => {
      fireEvent.click(runButton());
    });
    expect(answered).toEqual([[12, 11]]);
    expect(toasts).toEqual([['OK', 'Erfolg']]);
    expect(runButton().disabled).toBe(true);
  });
});
