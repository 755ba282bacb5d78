/** The 'Person' filter: a super admin without a tenant searches everyone, and sees where each belongs. */
import { audit } from '@ausweis/shared/contracts/audit';
import type { AuditPerson } from '@ausweis/shared/schemas/audit';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { PersonFilter } from './PersonFilter';

const paula: AuditPerson = {
  id: 7,
  forename: 'Paula',
  lastname: 'Zweischul',
  email: 'paula@schule.example',
  is_super_admin: false,
  former_member: false,
  tenants: [{ id: 3, name: 'Gymnasium', name2: null, city: 'Seestadt' }],
};
const susi: AuditPerson = {
  ...paula,
  id: 8,
  forename: 'Susi',
  lastname: 'Super',
  is_super_admin: true,
  tenants: [],
};

describe('PersonFilter', () => {
  afterEach(cleanup);

  it('searches across tenants on the server and names tenants', async () => {
    const calls = serve(audit.peopleAll, {
      data: [paula, susi],
      pagination: { page: 1, count: 20, total: 2, total_exact: true },
    });
    const onChange = vi.fn();
    renderWithApp(<PersonFilter tenantId={null} value={null} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    box.focus();
    fireEvent.change(box, { target: { value: 'pa' } });
    await screen.findByText('Gymnasium (Seestadt)');
    expect(screen.getByText('Super-Admin (kein Mandant)')).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((c) => c.query)).toContainEqual(expect.objectContaining({ search: 'pa' })),
    );
    fireEvent.click(screen.getByText(/Paula Zweischul/));
    expect(onChange).toHaveBeenCalledWith(paula);
  });

  it("marks a tenant's former member, whom its trail still names", async () => {
    const greta: AuditPerson = { ...paula, id: 9, forename: 'Greta', former_member: true, tenants: [] };
    const calls = serve(audit.people, {
      data: [paula, greta],
      pagination: { page: 1, count: 20, total: 2, total_exact: true },
    });
    renderWithApp(<PersonFilter tenantId={3} value={null} onChange={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    box.focus();
    fireEvent.change(box, { target: { value: 'zwei' } });
    const option = (await screen.findByText(/Greta Zweischul/)).closest('li');
    expect(option?.textContent).toContain('Ehemaliges Mitglied');
    expect(screen.getByText(/Paula Zweischul/).closest('li')?.textContent).not.toContain('Ehemaliges');
    expect(calls.length).toBeGreaterThan(0);
  });
});
