/** Rules of the card list's bulk actions (docs/product.md#limits actions, #validation 'Bulk delete', #messages confirmations). */
import { CARD_BULK_ACTIONS, CARD_TEXTS, type CardBulkAction } from '@ausweis/shared/schemas/cards';
import type { CardListRow } from '@ausweis/shared/schemas/dashboard';

const EXPORTS: readonly CardBulkAction[] = ['export', 'export_mail', 'export_images'];

/**
 * The actions offered: archive cards are read-only, so there only the exports make sense; printing at
 * school only to a tenant that prints its own cards.
 */
export const cardBulkActions = (archive: boolean, printsAtSchool = false) =>
  CARD_BULK_ACTIONS.filter(
    (a) =>
      (!archive || EXPORTS.includes(a.id)) && (a.id !== 'print_at_school' || (printsAtSchool && !archive)),
  );

/** The selected rows of the page (the selection is per page). */
export const selectedRows = (rows: readonly CardListRow[], ids: readonly (string | number)[]) => {
  const wanted = new Set(ids.map(Number));
  return rows.filter((r) => wanted.has(r.id));
};

/**
 * The question asked before the action runs, or null when it runs directly (exports). Deleting asks the
 * stronger question when a selected card is an activated smartphone card.
 */
export function bulkConfirmText(action: CardBulkAction, selected: readonly CardListRow[]): string | null {
  const n = selected.length;
  if (action === 'validate') return CARD_TEXTS.confirmBulkValidate(n);
  if (action === 'delete')
    return selected.some((r) => r.online_ready)
      ? CARD_TEXTS.confirmBulkDeleteOnline(n)
      : CARD_TEXTS.confirmBulkDelete(n);
  return null;
}
