/**
 * The one code path after a provider: an order becomes paid only through markOrderPaid, a conditional
 * update (where not yet paid) in the same transaction that queues the access mail, so a repeated
 * confirmation, a reload or a second webhook never pays twice nor mails twice. A second payment that
 * still completes for a paid order (two tabs, back button, Stripe and then PayPal), or for a deleted one
 * (withdrawn when a family's order link was taken over by a newer order), is refunded at its provider
 * and kept as a 'refunded' transaction.
 */
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { onlineReadyRule } from '../../db/order-queries';
import { orders, paymentTransactions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { queueAccessMail } from './access-mail';
import { refundAtProvider } from './refunds';

export const TRANSACTION_NOT_FOUND = 'Diese Zahlung gibt es nicht.';

/**
 * Marks the order paid ('payed', is_payed, online_ready by onlineReadyRule) unless it already is or
 * was deleted (a withdrawn order: its payment is refunded), and queues the access mail (unless
 * `accessMail` is false: a class-list import without mails; a photo waiting for review: when it is
 * accepted, photo-review's acceptPhotos). Returns whether this call paid it.
 */
export async function markOrderPaid(
  ctx: AppContext,
  tx: Tx,
  orderId: number,
  paid: number,
  { accessMail = true, drawCard = true }: { accessMail?: boolean; drawCard?: boolean } = {},
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({
      status: 'payed',
      is_payed: true,
      paid_amount: paid,
      online_ready: onlineReadyRule(sql`true`),
      updated_at: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.is_payed, false), eq(orders.is_delete, false)))
    .returning({ id: orders.id, is_online: orders.is_online, online_ready: orders.online_ready });
  const [row] = updated;
  if (!row) return false;
  // A smartphone card whose photo still waits for review gets its access mail when the photo is accepted.
  if (row.is_online && !row.online_ready) return true;
  await queueAccessMail(ctx, tx, orderId, paid, { mail: accessMail, drawCard });
  return true;
}

export interface Confirmation {
  amount: number;
  currency: string;
  captureId?: string;
  details?: Record<string, unknown>;
}

export type CompleteResult =
  | { kind: 'paid'; orderId: number }
  | { kind: 'already'; orderId: number }
  | { kind: 'refunded'; orderId: number; refundId: string }
  | { kind: 'mismatch'; orderId: number };

/**
 * The provider confirmed the payment: completes the transaction (once) and pays the order (once). The
 * amount and currency must be those recorded from the order; otherwise the transaction fails. When the
 * order is paid already (by another transaction), deleted or gone, the money is refunded at the provider
 * within the same database transaction: should the provider fail, nothing is recorded, and the next
 * confirmation (Stripe retries its webhook, the PayPal return is reloaded) tries again.
 */
export async function completePayment(
  ctx: AppContext,
  provider: PaymentProvider,
  providerRef: string,
  confirmation: Confirmation,
): Promise<CompleteResult> {
  return ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.provider_ref, providerRef)),
      )
      .for('update');
    if (!t) throw notFound(TRANSACTION_NOT_FOUND);
    if (t.state === 'completed' || t.state === 'refunded') return { kind: 'already', orderId: t.order_id };
    if (
      t.amount !== confirmation.amount ||
      t.currency.toUpperCase() !== confirmation.currency.toUpperCase()
    ) {
      await tx
        .update(paymentTransactions)
        .set({
          state: 'failed',
          details: {
            reason: 'amount_mismatch',
            amount: confirmation.amount,
            currency: confirmation.currency,
          },
          updated_at: sql`now()`,
        })
        .where(eq(paymentTransactions.id, t.id));
      return { kind: 'mismatch', orderId: t.order_id };
    }
    await tx
      .update(paymentTransactions)
      .set({
        state: 'completed',
        provider_capture_id: confirmation.captureId ?? null,
        details: confirmation.details ?? null,
        updated_at: sql`now()`,
      })
      .where(eq(paymentTransactions.id, t.id));
    if (await markOrderPaid(ctx, tx, t.order_id, t.amount)) return { kind: 'paid', orderId: t.order_id };
    const ids = {
      orderId: t.order_id,
      transactionId: t.id,
      provider,
      amount: t.amount,
      currency: t.currency,
    };
    let refundId: string;
    try {
      refundId = await refundAtProvider(ctx.config, provider, {
        transactionId: t.id,
        captureId: confirmation.captureId ?? null,
      });
    } catch (err) {
      ctx.log.error(
        { ...ids, err },
        'refunding a payment of a paid or deleted order failed; retried on the next confirmation',
      );
      throw err;
    }
    await tx
      .update(paymentTransactions)
      .set({
        state: 'refunded',
        details: { ...confirmation.details, refund_id: refundId, reason: 'order_paid_or_deleted' },
        updated_at: sql`now()`,
      })
      .where(eq(paymentTransactions.id, t.id));
    // Ids and amounts only: no personal data in the log.
    ctx.log.warn({ ...ids, refundId }, 'payment of a paid or deleted order refunded');
    return { kind: 'refunded', orderId: t.order_id, refundId };
  });
}

/**
 * The payment failed or was cancelled at the provider: ends an open transaction and shows the outcome
 * on the unpaid order. A finished transaction is left as it is. Returns the transaction's order id.
 */
export async function endPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  providerRef: string,
  state: 'failed' | 'cancelled',
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .update(paymentTransactions)
      .set({ state, updated_at: sql`now()` })
      .where(
        and(
          eq(paymentTransactions.provider, provider),
          eq(paymentTransactions.provider_ref, providerRef),
          eq(paymentTransactions.state, 'created'),
        ),
      )
      .returning({ order_id: paymentTransactions.order_id });
    if (!t) {
      const [existing] = await tx
        .select({ order_id: paymentTransactions.order_id })
        .from(paymentTransactions)
        .where(
          and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.provider_ref, providerRef)),
        );
      if (!existing) throw notFound(TRANSACTION_NOT_FOUND);
      return existing.order_id;
    }
    await setUnpaidStatus(tx, t.order_id, state);
    return t.order_id;
  });
}

/** Shows a payment outcome on an order that is not paid (a paid order keeps its status). */
export async function setUnpaidStatus(tx: Tx, orderId: number, status: 'new' | 'failed' | 'cancelled') {
  await tx
    .update(orders)
    .set({ status, updated_at: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.is_payed, false),
        inArray(orders.status, ['new', 'failed', 'cancelled']),
      ),
    );
}
