import { cardProblems } from '@ausweis/shared/card-verdict';
import { cardInfo } from '@ausweis/shared/contracts/card-info';
import type { CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse, type ServerErrorBody, serve } from '../../testing/fake-backend.test-support';
import CardInfoPage, { cardInfoRows } from './CardInfoPage';

vi.mock('../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));

const card = (patch: Partial<CardInfoResponse> = {}): CardInfoResponse => ({
  image: 'iVBORw0KGgo=',
  internal_id: 301,
  familyname: 'Musterfrau',
  forname: 'Anna',
  birthday: '2012-03-15',
  is_test: false,
  is_delete: false,
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  validated: true,
  validated_from: 'Ada Admin',
  validated_at: '2026-09-02T10:11:12.000Z',
  created_at: '2026-08-20T08:00:00.000Z',
  is_payed: true,
  verdict: { valid: true, problems: [] },
  ...patch,
});

/** Opens the page at `path`; the server answers the card (or refuses with `status`). Returns the calls. */
function setup(path: string, status: number, body: CardInfoResponse | ServerErrorBody) {
  const asked =
    status === 200
      ? serve(cardInfo.details, body as CardInfoResponse)
      : refuse(cardInfo.details, status, body as ServerErrorBody);
  const router = createMemoryRouter(
    [{ path: '/card/:tenantShortCode/:productShortCode/:userCode/:orderId', element: <CardInfoPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
}

afterEach(cleanup);

describe('card info page', () => {
  it('lists the fields with DD.MM.YYYY dates and Ja/Nein', () => {
    expect(cardInfoRows(card())).toEqual([
      ['Interne ID', '301'],
      ['Nachname', 'Musterfrau'],
      ['Vorname', 'Anna'],
      ['Geburtstag', '15.03.2012'],
      ['Test-Ausweis', 'Nein'],
      ['Gelöscht', 'Nein'],
      ['Gültig ab', '01.08.2026'],
      ['Gültig bis', '31.07.2027'],
      ['Validiert', 'Ja'],
      ['Validiert von', 'Ada Admin'],
      ['Validiert am', '02.09.2026'],
      ['Erstellt am', '20.08.2026'],
    ]);
  });

  it('says which conditions are met: paid, validated, not deleted, not a test card, within its dates', () => {
    const c = (patch: Partial<Parameters<typeof cardProblems>[0]>) =>
      cardProblems({ ...card(), ...patch }, '2026-11-21');
    expect(c({})).toEqual([]);
    expect(c({ validated: false })).toEqual(['not_validated']);
    expect(c({ is_test: true })).toEqual(['test']);
    expect(c({ is_payed: false })).toEqual(['not_paid']);
    expect(c({ is_delete: true })).toEqual(['deleted']);
    expect(cardProblems(card(), '2027-08-01')).toEqual(['expired']);
    expect(cardProblems(card(), '2026-07-31')).toEqual(['not_yet_valid']);
  });

  it('an unvalidated test card is not called valid; the page names what is missing', async () => {
    setup(
      '/card/GYMSEE/SA2026/abc123/301',
      200,
      card({
        validated: false,
        is_test: true,
        verdict: { valid: false, problems: ['not_validated', 'test'] },
      }),
    );
    const verdict = await screen.findByTestId('card-verdict');
    expect(verdict.textContent).toContain('Test-Ausweis – kein gültiger Ausweis');
    expect(verdict.textContent).toContain('Der Ausweis wurde von der Einrichtung noch nicht validiert.');
    expect(verdict.textContent).toContain('Dies ist ein Test-Ausweis, kein gültiger Ausweis.');
  });

  it('a deleted card reads Nicht gültig: gelöscht', async () => {
    setup(
      '/card/GYMSEE/SA2026/abc123/301',
      200,
      card({ is_delete: true, verdict: { valid: false, problems: ['deleted'] } }),
    );
    const verdict = await screen.findByTestId('card-verdict');
    expect(verdict.textContent).toBe('Nicht gültig: gelöschtDer Ausweis wurde gelöscht.');
  });

  it('a valid card says so', async () => {
    setup('/card/GYMSEE/SA2026/abc123/301', 200, card());
    expect((await screen.findByTestId('card-verdict')).textContent).toBe('Gültig');
  });

  it('posts the codes and shows the card image at its own proportions', async () => {
    const asked = setup('/card/GYMSEE/SA2026/abc123/301', 200, card());
    const img = (await screen.findByRole('img', { name: 'Ausweis von Anna Musterfrau' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('Musterfrau')).toBeTruthy();
    expect(asked[0]?.body).toEqual({
      tenant_short_code: 'GYMSEE',
      product_short_code: 'SA2026',
      user_code: 'abc123',
      order_id: 301,
    });
  });

  it('wrong codes: a German not-found message, nothing else', async () => {
    setup('/card/GYMSEE/SA2026/falsch/301', 404, { code: 'NOT_FOUND', message: 'Nicht gefunden.' });
    await screen.findByText('Ausweis nicht gefunden');
    expect(screen.queryByText('Interne ID')).toBeNull();
  });

  it('a malformed order id does not even ask the server', async () => {
    const asked = setup('/card/GYMSEE/SA2026/x/abc', 200, card());
    await screen.findByText('Ausweis nicht gefunden');
    expect(asked).toEqual([]);
  });
});
