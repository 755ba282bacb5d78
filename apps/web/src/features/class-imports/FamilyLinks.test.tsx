/**
 * A families' import's links on its page: statuses in German, filters sent to the server, 'Link erneut
 * senden' only for links not ordered yet, and 'Allen erneut senden' only after one confirmation.
 */
import { classImports } from '@ausweis/shared/contracts/class-imports';
import type { ClassImport } from '@ausweis/shared/schemas/class-imports';
import { FAMILY_LINK_TEXTS, type FamilyLink } from '@ausweis/shared/schemas/family-link-status';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { FamilyLinks } from './FamilyLinks';

afterEach(cleanup);

const imp = {
  id: 9,
  status: 'done',
  mode: 'families',
  remind_days: 7,
} as ClassImport;

const link = (id: number, familyname: string, status: FamilyLink['status']): FamilyLink => ({
  id,
  row_no: id + 1,
  familyname,
  forname: 'Kim',
  external_department: id === 3 ? '8a' : '7c',
  email: `${familyname.toLowerCase()}@familie.example`,
  status,
  sent_at: '2026-11-20T08:00:00Z',
  opened_at: status === 'sent' ? null : '2026-11-21T08:00:00Z',
  reminded_at: null,
  expires_at: '2027-01-19T23:00:00Z',
});

const LINKS = [link(1, 'Adler', 'sent'), link(2, 'Berg', 'paid'), link(3, 'Clausen', 'opened')];

describe("a families' import's links", () => {
  it('shows each status in German and filters by status on the server', async () => {
    const asked = serve(classImports.links, (sent) => ({
      data: LINKS.filter((l) => !sent.body?.status || l.status === sent.body.status),
      departments: ['7c', '8a'],
    }));
    renderWithApp(<FamilyLinks tenantId={1} imp={imp} />);
    const table = await screen.findByRole('grid', { name: FAMILY_LINK_TEXTS.title });
    await within(table).findByText('Adler');
    expect(within(table).getByText('gesendet')).toBeTruthy();
    expect(within(table).getByText('bezahlt')).toBeTruthy();
    expect(within(table).getByText('geöffnet')).toBeTruthy();
    // Resending is offered for the two not ordered, not for the paid one.
    expect(screen.getAllByRole('button', { name: /^Link erneut senden: / })).toHaveLength(2);
    expect(screen.getByText(/nach 7 Tagen/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'geöffnet' }));
    await waitFor(() => expect(asked.some((c) => c.body?.status === 'opened')).toBe(true));
    await waitFor(() => expect(within(table).queryByText('Adler')).toBeNull());
  });

  it('sends to all not ordered only after the one confirmation, and once', async () => {
    serve(classImports.links, { data: LINKS, departments: ['7c', '8a'] });
    const resent = serve(classImports.resendLinks, { sent: 2 });
    renderWithApp(<FamilyLinks tenantId={1} imp={imp} />);
    const all = await screen.findByRole('button', { name: FAMILY_LINK_TEXTS.resendAll });
    // Enabled once the links not ordered yet are known.
    await waitFor(() => expect(all.hasAttribute('disabled')).toBe(false));
    fireEvent.click(all);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(FAMILY_LINK_TEXTS.resendAllConfirm(2))).toBeTruthy();
    expect(resent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resent).toHaveLength(1);
    expect(resent[0]?.params.id).toBe('9');
  });

  it('sends one link anew from its row', async () => {
    serve(classImports.links, { data: LINKS, departments: ['7c', '8a'] });
    const resent = serve(classImports.resendLink, { sent: 1 });
    renderWithApp(<FamilyLinks tenantId={1} imp={imp} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Link erneut senden: Kim Clausen' }));
    await waitFor(() => expect(resent).toHaveLength(1));
    expect(resent[0]?.params).toMatchObject({ id: '9', link_id: '3' });
  });
});
