/** The card details header offers 'Ausweis neu erzeugen' only where the server does it. */
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, settleCalls } from '../../testing/fake-backend.test-support';
import { CardHeader } from './CardHeader';

afterEach(cleanup);

const card = (over: Partial<CardDetails> = {}): CardDetails => ({
  id: 41,
  from_archive: false,
  product_type: 'Schülerausweis',
  tenant_short_code: 'GYM',
  product_short_code: 'SA',
  email: 'eltern@test.example',
  familyname: 'Muster',
  forname: 'Mia',
  birthday: '2012-05-01',
  created_at: '2026-01-10T08:00:00Z',
  external_id: null,
  external_department: null,
  external_id_name: null,
  external_department_name: null,
  need_external_id: false,
  need_external_department: false,
  card_valid_from: '2026-01-10',
  card_valid_to: '2027-01-10',
  max_years_valid: 1,
  with_lable: false,
  lable_value: null,
  lable_color: null,
  tenant_product: { with_lable: false, lable_value: null, lable_color: null },
  image_hash: null,
  photo_review: null,
  photo_history: [],
  mobile_loaded_at: null,
  mobile_updated_at: null,
  mobile_checked_at: null,
  validated: true,
  validated_from: null,
  validated_at: null,
  is_delete: false,
  delete_from: null,
  delete_at: null,
  is_online: true,
  is_hardcopy: true,
  online_ready: true,
  online_code: null,
  restorable: false,
  editable: true,
  data_deleted_at: null,
  renewal_mailed_at: null,
  renewed_by_order_id: null,
  consent_version: null,
  consent_by: null,
  consent_at: null,
  tenant_product_id: null,
  status: 'payed',
  is_test: false,
  is_payed: true,
  price: 1190,
  exported_at: null,
  exported_card_loaded_at: null,
  tenant_payment: null,
  tenant_payee_billed: null,
  payment_run_id: null,
  payment_transactions: null,
  ...over,
});

function renderHeader(card: CardDetails, superAdmin: boolean, printsAtSchool = false) {
  serve(schoolPrint.settings, { available: printsAtSchool, offset_x_mm: 0, offset_y_mm: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CardHeader card={card} superAdmin={superAdmin} formId="card-form" canSave={false} saving={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const recreateButton = () => screen.queryByRole('button', { name: 'Ausweis neu erzeugen' });

describe('CardHeader: Karte in der Einrichtung drucken', () => {
  const printButton = () => screen.queryByRole('button', { name: SCHOOL_PRINT_TEXTS.single });

  it('is offered on a plastic card when the tenant prints its own cards, and opens the dialog', async () => {
    renderHeader(card(), false, true);
    fireEvent.click(await screen.findByRole('button', { name: SCHOOL_PRINT_TEXTS.single }));
    expect(await screen.findByRole('dialog', { name: SCHOOL_PRINT_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(/Ein Ausweis wird als PDF/)).toBeTruthy();
  });

  it('is not offered without printing at school, on a smartphone card or in the archive', async () => {
    renderHeader(card({ is_hardcopy: false }), false, true);
    await settleCalls();
    expect(printButton()).toBeNull();
    cleanup();
    renderHeader(card({ from_archive: true, editable: false }), true, true);
    await settleCalls();
    expect(printButton()).toBeNull();
    cleanup();
    renderHeader(card(), false, false);
    await settleCalls();
    expect(printButton()).toBeNull();
  });
});

describe('CardHeader: Ausweis neu erzeugen', () => {
  it('is offered to super admins on a live card', () => {
    renderHeader(card(), true);
    expect(screen.getByRole('heading', { name: 'Ausweis bearbeiten' })).toBeTruthy();
    expect(recreateButton()).toBeTruthy();
  });

  it('is not offered on an archive card (the server refuses it); download still is', () => {
    renderHeader(card({ from_archive: true, editable: false }), true);
    expect(screen.getByRole('heading', { name: 'Ausweis betrachten (ARCHIV)' })).toBeTruthy();
    expect(recreateButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Ausweis herunterladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('is not offered to other staff', () => {
    renderHeader(card(), false);
    expect(recreateButton()).toBeNull();
  });
});
