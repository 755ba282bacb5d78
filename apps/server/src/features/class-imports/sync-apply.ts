/**
 * Applying a sync ('Abgleich') on its confirmation, in the confirmation's transaction: the roll is
 * planned again against the live cards; matched cards take the list's class, names and e-mail (their
 * drawn card forgotten, so it is drawn again); cards of pupils who left are ended as an erasure ends a
 * card (photo, signature, drawn card and data wiped, marked deleted: invalid in the card app and the
 * verifier at once), but only cards the preview showed as leaving. Matched rows are marked matched
 * with their card, ambiguous rows refused; the new rows are left to the import's job; the import's
 * `sync` then holds what was done. More than a third of the live cards ended needs `confirm_mass_end`.
 */
import {
  CLASS_IMPORT_TEXTS,
  type ClassImportSyncDiff,
  isMassEnd,
} from '@ausweis/shared/schemas/class-imports';
import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, appendAuditEvents } from '../../db/audit-trail';
import type { Tx } from '../../db/client';
import { classImportRows, classImports, orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../http/app-error';
import type { FileScope } from '../../platform/file-write';
import { clearRenderedCards } from '../card-drawing/public';
import { lockCards, wipeCards } from '../retention/public';
import { type WalletUpdateContext, walletCardsChanged } from '../wallet-updates/public';
import type { ImportValues } from './import-columns';
import { liveCardsOf, matchedRows, syncPlan, syncPreview } from './sync-plan';

interface SyncApply {
  scope: TenantScope;
  importId: number;
  productId: number;
  /** The preview the Admin saw. */
  preview: ClassImportSyncDiff;
  confirmMassEnd: boolean;
  userId: number;
  actor: AuditActor;
}

/** Applies the sync; returns the smartphone cards to draw again once committed. */
export async function applySync(
  ctx: WalletUpdateContext,
  tx: Tx,
  files: FileScope,
  a: SyncApply,
): Promise<number[]> {
  const { scope } = a;
  const rows = await tx
    .select({
      id: classImportRows.id,
      row_no: classImportRows.row_no,
      values: classImportRows.values,
      data_ok: classImportRows.data_ok,
      problems: classImportRows.problems,
    })
    .from(classImportRows)
    .where(scope.where(classImportRows, eq(classImportRows.import_id, a.importId)))
    .for('update');
  const live = await liveCardsOf(tx, scope, a.productId);
  const plan = syncPlan(
    rows.map((r) => ({ ...r, values: r.values as ImportValues })),
    live,
  );
  const shown = new Set(a.preview.left.map((l) => l.card_id));
  const leftIds = plan.left.map((c) => c.id).filter((id) => shown.has(id));
  if (isMassEnd(leftIds.length, live.length) && !a.confirmMassEnd)
    throw new AppError(409, 'SYNC_MASS_END', CLASS_IMPORT_TEXTS.syncMassEnd(leftIds.length, live.length));

  // A card another transaction holds just now (skipped by the lock) stays, and is not listed as ended.
  const locked = leftIds.length
    ? await lockCards(tx, orders, scope.where(orders, inArray(orders.id, leftIds)), leftIds.length)
    : [];
  const endedIds = locked.map((c) => c.id);
  if (endedIds.length) {
    const now = new Date();
    files.removeAfterCommit(await wipeCards(tx, orders, locked, now));
    await tx
      .update(orders)
      .set({ is_delete: true, delete_at: now.toISOString(), delete_from: a.userId })
      .where(scope.where(orders, inArray(orders.id, endedIds)));
  }

  for (const { card, changes } of plan.changed)
    await tx
      .update(orders)
      .set({ ...Object.fromEntries(changes.map((c) => [c.field, c.new])), updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, card.id)));
  const changedIds = plan.changed.map((c) => c.card.id);
  if (changedIds.length) files.removeAfterCommit(await clearRenderedCards(tx, orders, changedIds));
  await walletCardsChanged(ctx, tx, [...endedIds, ...changedIds]);

  const matched = [...plan.changed, ...plan.unchanged];
  for (const { row, card } of matched)
    await tx
      .update(classImportRows)
      .set({ status: 'matched', order_id: card.id, refusal: null })
      .where(scope.where(classImportRows, eq(classImportRows.id, row.id)));
  // The preview named them ambiguous already, unless the cards changed since.
  const said = new Set(
    rows.filter((r) => r.problems.includes(CLASS_IMPORT_TEXTS.syncAmbiguousRow)).map((r) => r.id),
  );
  const ambiguous = [...matchedRows(plan)].filter((r) => !matched.some((m) => m.row === r));
  for (const r of ambiguous)
    await tx
      .update(classImportRows)
      .set({
        status: 'refused',
        order_id: null,
        refusal: said.has(r.id) ? null : CLASS_IMPORT_TEXTS.syncAmbiguousRow,
      })
      .where(scope.where(classImportRows, eq(classImportRows.id, r.id)));

  const event = { tenantId: scope.tenantId, record: 'card' as const };
  const events: AuditEntry[] = plan.changed.map((c) => ({
    ...event,
    action: 'card.changed',
    ids: [c.card.id],
    fields: c.changes.map((x) => x.field),
  }));
  if (endedIds.length) events.push({ ...event, action: 'cards.synced', ids: endedIds });
  await appendAuditEvents(tx, a.actor, events);

  // The import keeps what was done (the result file lists it).
  const ended = new Set(endedIds);
  await tx
    .update(classImports)
    .set({ sync: syncPreview({ ...plan, left: plan.left.filter((c) => ended.has(c.id)) }, live.length) })
    .where(scope.where(classImports, eq(classImports.id, a.importId)));

  const online = changedIds.length
    ? await tx
        .select({ id: orders.id })
        .from(orders)
        .where(scope.where(orders, inArray(orders.id, changedIds), eq(orders.is_online, true)))
    : [];
  return online.map((o) => o.id);
}
