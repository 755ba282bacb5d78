/**
 * The card actions without a form (docs/product.md#api Cards, #behaviour 'Card flags'): delete, restore, bulk delete, bulk
 * validate, resend the access data, reset the print export. Live table only, one transaction each.
 */
import { CARD_TEXTS, type CardActionResponse } from '@ausweis/shared/schemas/cards';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders, paymentTransactions } from '../../db/schema/index';
import { recordChange, requireAccess, type TenantAccessor } from '../../http/access';
import { badRequest } from '../../http/app-error';
import { queueAccessMail } from '../payments/public';
import { type WalletUpdateContext, walletCardsChanged } from '../wallet-updates/public';
import { assertDataKept, liveCardForUpdate, restoreRefusal } from './card-lookup';

/** The database and what updates the wallet passes of the cards an action changes. */
type ActionContext = WalletUpdateContext & { db: Db };

/** DELETE card: marks it deleted by the user (already deleted: nothing changes). */
export async function deleteCard(ctx: ActionContext, who: TenantAccessor, orderId: number) {
  const { scope, userId } = who;
  return ctx.db.transaction(async (tx): Promise<CardActionResponse> => {
    const row = await liveCardForUpdate(tx, who, orderId);
    if (row.is_delete) return { count: 0 };
    await tx
      .update(orders)
      .set({ is_delete: true, delete_from: userId, delete_at: sql`now()`, updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, orderId)));
    await walletCardsChanged(ctx, tx, [orderId]);
    await recordChange(tx, who, { action: 'card.deleted', record: 'card', ids: [orderId] });
    return { count: 1 };
  });
}

/**
 * POST undelete: only while the card is still valid after today (docs/product.md#behaviour), and never
 * once erased on the holder's request.
 */
export async function undeleteCard(ctx: ActionContext, who: TenantAccessor, orderId: number) {
  const { scope } = who;
  return ctx.db.transaction(async (tx): Promise<CardActionResponse> => {
    const row = await liveCardForUpdate(tx, who, orderId);
    const refusal = restoreRefusal(row);
    if (refusal) throw badRequest(refusal);
    await tx
      .update(orders)
      .set({ is_delete: false, delete_from: null, delete_at: null, updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, orderId)));
    await walletCardsChanged(ctx, tx, [orderId]);
    await recordChange(tx, who, { action: 'card.restored', record: 'card', ids: [orderId] });
    return { count: 1 };
  });
}

/**
 * Bulk delete or validate: every id must be a live card of the tenant (else 404 and nothing changes);
 * cards already in the target state are skipped. Answers how many changed.
 */
export async function bulkCardAction(
  ctx: ActionContext,
  who: TenantAccessor,
  action: 'delete' | 'validate',
  orderIds: number[],
) {
  const { scope, userId } = who;
  return ctx.db.transaction(async (tx): Promise<CardActionResponse> => {
    const ids = await requireAccess(tx, who, { record: 'card', action: 'change', ids: orderIds, lock: true });
    const changed =
      action === 'delete'
        ? await tx
            .update(orders)
            .set({ is_delete: true, delete_from: userId, delete_at: sql`now()`, updated_at: sql`now()` })
            .where(scope.where(orders, inArray(orders.id, ids), eq(orders.is_delete, false)))
            .returning({ id: orders.id })
        : await tx
            .update(orders)
            .set({
              validated: true,
              validated_from: userId,
              validated_at: sql`now()`,
              updated_at: sql`now()`,
            })
            .where(scope.where(orders, inArray(orders.id, ids), eq(orders.validated, false)))
            .returning({ id: orders.id });
    await walletCardsChanged(
      ctx,
      tx,
      changed.map((c) => c.id),
    );
    // One event names every card the action changed (none changed: nothing happened).
    if (changed.length > 0)
      await recordChange(tx, who, {
        action: action === 'delete' ? 'card.deleted' : 'card.validated',
        record: 'card',
        ids: changed.map((c) => c.id),
      });
    return { count: changed.length };
  });
}

/** POST resend_online_code: the access-data mail once more, for an activated smartphone card. */
export async function resendOnlineCode(ctx: AppContext, who: TenantAccessor, orderId: number) {
  return ctx.db.transaction(async (tx): Promise<CardActionResponse> => {
    const row = await liveCardForUpdate(tx, who, orderId);
    assertDataKept(row);
    if (!row.online_ready) throw badRequest(CARD_TEXTS.notOnline);
    // The mail names what the orderer paid: the completed payments of this order.
    const [paid] = await tx
      .select({ sum: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.order_id, orderId), eq(paymentTransactions.state, 'completed')));
    await queueAccessMail(ctx, tx, orderId, paid?.sum ?? 0);
    // The card itself stays as it was: the event names what went out again.
    await recordChange(tx, who, {
      action: 'card.changed',
      record: 'card',
      ids: [orderId],
      fields: ['online_code_mail'],
    });
    return { count: 1 };
  });
}

/** POST reset_export: the card is printed and sent again (docs/product.md#behaviour). */
export async function resetExport(db: Db, who: TenantAccessor, orderId: number) {
  const { scope } = who;
  return db.transaction(async (tx): Promise<CardActionResponse> => {
    const row = await liveCardForUpdate(tx, who, orderId);
    assertDataKept(row);
    await tx
      .update(orders)
      .set({
        exported_at: null,
        exported_card_loaded_at: null,
        status: row.status === 'added_to_pdf' ? 'payed' : row.status,
        updated_at: sql`now()`,
      })
      .where(scope.where(orders, eq(orders.id, orderId)));
    await recordChange(tx, who, {
      action: 'card.changed',
      record: 'card',
      ids: [orderId],
      fields: ['exported_at', 'exported_card_loaded_at', 'status'],
    });
    return { count: 1 };
  });
}
