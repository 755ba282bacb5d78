/**
 * A sync's ('Abgleich') plan from the database: the product's live cards (one query) and the import's
 * rows, sorted by syncDiff (sync-diff.ts); and the preview the import keeps of it. The upload keeps the
 * preview; the confirmation plans again in its transaction and ends only cards the preview showed.
 */
import type { ClassImportSyncDiff } from '@ausweis/shared/schemas/class-imports';
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { type SyncCard, type SyncDiff, type SyncRow, syncDiff } from './sync-diff';

/** The product's live cards: not deleted, data not wiped. */
export async function liveCardsOf(db: Db | Tx, scope: TenantScope, productId: number): Promise<SyncCard[]> {
  return db
    .select({
      id: orders.id,
      familyname: orders.familyname,
      forname: orders.forname,
      birthday: orders.birthday,
      external_id: orders.external_id,
      external_department: orders.external_department,
      email: orders.email,
    })
    .from(orders)
    .where(
      scope.where(
        orders,
        and(
          eq(orders.tenant_product_id, productId),
          eq(orders.is_delete, false),
          isNull(orders.data_deleted_at),
        ),
      ),
    );
}

/**
 * The diff of the rows (every row: a pupil on the roll whose row has problems is still on it, so his
 * card is not ended) and the cards. A row with problems changes nothing on its card.
 */
export function syncPlan(rows: (SyncRow & { data_ok: boolean })[], cards: SyncCard[]): SyncDiff {
  const ok = new Set(rows.filter((r) => r.data_ok).map((r) => r.id));
  const diff = syncDiff(rows, cards);
  const bad = diff.changed.filter((c) => !ok.has(c.row.id));
  return {
    ...diff,
    changed: diff.changed.filter((c) => ok.has(c.row.id)),
    unchanged: [...diff.unchanged, ...bad.map(({ row, card }) => ({ row, card }))],
  };
}

const nameOf = (p: { familyname: string; forname: string }) => `${p.familyname}, ${p.forname}`;

/** The preview of the plan, as the import keeps and shows it. */
export function syncPreview(diff: SyncDiff, liveCards: number): ClassImportSyncDiff {
  return {
    live_cards: liveCards,
    added: diff.added.length,
    unchanged: diff.unchanged.length,
    changed: diff.changed.map((c) => ({
      card_id: c.card.id,
      row_no: c.row.row_no,
      name: nameOf(c.card),
      changes: c.changes,
    })),
    left: diff.left.map((c) => ({
      card_id: c.id,
      name: nameOf(c),
      department: c.external_department ?? '',
    })),
    ambiguous: diff.ambiguous.map((a) =>
      a.why === 'cards'
        ? {
            row_nos: [a.row.row_no],
            card_ids: a.cards.map((c) => c.id),
            why: CLASS_IMPORT_TEXTS.syncAmbiguousCards,
          }
        : {
            row_nos: a.rows.map((r) => r.row_no),
            card_ids: [a.card.id],
            why: CLASS_IMPORT_TEXTS.syncAmbiguousRows,
          },
    ),
  };
}

/** Every row the diff matched to a card (changed, unchanged or ambiguous). */
export const matchedRows = (diff: SyncDiff): Set<SyncRow> =>
  new Set([
    ...diff.changed.map((c) => c.row),
    ...diff.unchanged.map((c) => c.row),
    ...diff.ambiguous.flatMap((a) => (a.why === 'cards' ? [a.row] : a.rows)),
  ]);
