import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { CardListRow } from '@ausweis/shared/schemas/dashboard';
import { describe, expect, it } from 'vitest';
import { bulkConfirmText, cardBulkActions, selectedRows } from './bulk';

const row = (id: number, online_ready = false): CardListRow => ({
  id,
  product_type: 'Schülerausweis',
  familyname: 'Muster',
  forname: 'Anna',
  external_id: null,
  external_department: '7b',
  is_delete: false,
  online_ready,
  validated: false,
  is_online: true,
  is_hardcopy: false,
  product_short_code: 'SA2026',
  birthday: '2012-03-15',
  created_at: '2026-01-01T10:00:00Z',
  status: 'payed',
  is_payed: true,
  image_hash: null,
});

describe('card bulk actions (bulk delete)', () => {
  it('offers all five actions live, only the exports in the archive', () => {
    expect(cardBulkActions(false).map((a) => a.label)).toEqual([
      'Ausweise validieren',
      'Auswahl exportieren (Excel)',
      'Auswahl exportieren (Excel als Mail)',
      'Auswahl exportieren (inkl. Bilder)',
      'Ausweise löschen',
    ]);
    expect(cardBulkActions(true).map((a) => a.id)).toEqual(['export', 'export_mail', 'export_images']);
  });

  it('offers printing at school only to a tenant that prints its own cards, never in the archive', () => {
    expect(cardBulkActions(false, true).map((a) => a.id)).toContain('print_at_school');
    expect(cardBulkActions(true, true).map((a) => a.id)).not.toContain('print_at_school');
  });

  it('picks the selected rows of the page by id (grid ids may be strings)', () => {
    const rows = [row(1), row(2), row(3)];
    expect(selectedRows(rows, [3, '1']).map((r) => r.id)).toEqual([1, 3]);
    expect(selectedRows(rows, [])).toEqual([]);
  });

  it('asks before validate and delete, not before exports', () => {
    const sel = [row(1), row(2)];
    expect(bulkConfirmText('validate', sel)).toBe(CARD_TEXTS.confirmBulkValidate(2));
    expect(bulkConfirmText('export', sel)).toBeNull();
    expect(bulkConfirmText('export_mail', sel)).toBeNull();
    expect(bulkConfirmText('export_images', sel)).toBeNull();
  });

  it('warns more strongly when an online-ready card is among those to delete', () => {
    expect(bulkConfirmText('delete', [row(1), row(2)])).toBe(CARD_TEXTS.confirmBulkDelete(2));
    expect(bulkConfirmText('delete', [row(1), row(2, true)])).toBe(CARD_TEXTS.confirmBulkDeleteOnline(2));
  });

  it("says 'Achtung' once (the dialog title) and uses the singular for one card", () => {
    const one = bulkConfirmText('delete', [row(1, true)]) ?? '';
    expect(one).not.toMatch(/Achtung/);
    expect(one).toContain('Der ausgewählte Ausweis ist ein freigeschalteter Smartphone-Ausweis.');
    expect(one).not.toContain('den 1 ausgewählten Ausweisen');
    expect(CARD_TEXTS.confirmBulkDeleteOnline(3)).toMatch(/^Unter den 3 ausgewählten Ausweisen sind/);
  });
});
