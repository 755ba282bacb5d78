import { tenants } from '@ausweis/shared/contracts/tenants';
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Sent, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { type DeleteTarget, DeleteTenantDialogs } from './DeleteTenantDialogs';

vi.mock('../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));

let deleted: Sent<typeof tenants.delete>[] = [];
beforeEach(() => {
  deleted = serve(tenants.delete, { ok: true });
});

const target = (values: Partial<DeleteTarget>): DeleteTarget => ({
  id: 7,
  name: 'TSV Musterstadt',
  short_code: 'TSV',
  orders: 3,
  paymentRuns: 0,
  step: 'confirm',
  ...values,
});

afterEach(cleanup);

describe('deleting a tenant', () => {
  it('says at once that a tenant with invoice runs cannot be deleted, and asks nothing', () => {
    const onChange = vi.fn();
    renderWithApp(
      <DeleteTenantDialogs target={target({ paymentRuns: 2, orders: 40 })} onChange={onChange} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mandant kann nicht gelöscht werden' });
    expect(dialog.textContent).toContain('TSV Musterstadt (TSV) hat 2 Rechnungsläufe.');
    expect(dialog.textContent).toContain(TENANT_MESSAGES.hasInvoicesDetail);
    expect(screen.queryByRole('button', { name: 'Ja' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Gedrückt halten|Endgültig löschen/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(deleted).toEqual([]);
  });

  it('promises to delete only what it deletes', async () => {
    renderWithApp(<DeleteTenantDialogs target={target({})} onChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Achtung' });
    expect(dialog.textContent).toContain(
      'Alle Daten des Mandanten (Produkte, Ausweise, Bestellungen, Bilder und Benutzerzuordnungen) werden unwiderruflich gelöscht.',
    );
    expect(dialog.textContent).not.toContain('Rechnungsläufe');
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(deleted.map((call) => call.query)).toEqual([{ tenant_id: '7' }]));
  });
});
