/** The card details header offers 'Ausweis neu erzeugen' only where the server does it. */
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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

function renderHeader(card: CardDetails, superAdmin: boolean) {
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
