/**
 * Renewal reminders (docs/product.md#renewals): once a day every card in its last `days_before_renew` days gets one
 * mail with a personal order link (features/ordering order links) to its product's order page,
 * prefilled with the holder's data and the old photo. The rule is shared/renewal.ts (renewalOffered)
 * as SQL. Once per card, also with two instances and re-runs: each batch locks its cards (skipping
 * rows another run holds), queues link and mail and marks the cards in one transaction.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { and, asc, gt, gte, inArray, isNull, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { fromOrdersWithProduct, isPaidOrder, renewalPaid } from '../../db/order-queries';
import { baseProducts, orders, tenantProducts, tenants } from '../../db/schema/index';
import { endOfGermanDay, germanIsoDate } from '../../platform/german-date';
import { mailTexts } from '../../platform/mail/mail-texts';
import { createOrderLink, orderLinkUrl } from '../ordering/public';
import { renderRenewalMail } from './renewal-mail';

export type RenewalContext = Pick<AppContext, 'db' | 'mail'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
};

export const RENEWAL_BATCH = 100;

/** Paid (as the card editor counts it), not deleted, not a test, data and e-mail still there. */
const liveHolderCard = (): SQL =>
  and(
    isPaidOrder(orders),
    not(orders.is_delete),
    not(orders.is_test),
    isNull(orders.data_deleted_at),
    ne(orders.email, ''),
  ) as SQL;

/** renewalOffered (shared/renewal.ts) in SQL, for the cards due on `today`. */
const dueOn = (today: string): SQL =>
  and(
    liveHolderCard(),
    not(renewalPaid(orders.id)),
    not(tenants.no_auto_renew),
    not(tenants.is_test),
    not(tenantProducts.is_disabled),
    not(tenantProducts.is_test),
    or(tenantProducts.can_online, tenantProducts.can_hardcopy),
    gt(tenantProducts.card_valid_to, orders.card_valid_to),
    gte(orders.card_valid_to, today),
    lte(orders.card_valid_to, sql`${today}::date + ${tenantProducts.days_before_renew}`),
  ) as SQL;

/**
 * The personal order link that renews card `o` (the reminder's and the card app's): prefilled with its
 * data and photo, and dying with them, as they are deleted when the card's validity ends.
 */
export const createRenewalLink = (db: Db | Tx, o: typeof orders.$inferSelect) =>
  createOrderLink(db, {
    tenant_id: o.tenant_id,
    tenant_product_id: o.tenant_product_id,
    source: 'renewal',
    card_order_id: o.id,
    values: o,
    photo_file_id: o.image_file_id,
    expires_at: endOfGermanDay(o.card_valid_to),
  });

/** Mails one batch of due cards not reminded yet; answers how many. */
async function remindBatch(ctx: RenewalContext, tx: Tx, now: Date): Promise<number> {
  // Across tenants: the daily reminder goes to due cards of every tenant; each link and mail names its own.
  const due = await fromOrdersWithProduct(tx, orders, {
    order: orders,
    tenantName: tenants.name,
    tenantShortCode: tenants.short_code,
    productTenantName: tenantProducts.tenant_name,
    productShortCode: tenantProducts.product_short_code,
    productType: baseProducts.product_type,
  })
    .where(and(isNull(orders.renewal_mailed_at), dueOn(germanIsoDate(now))))
    .orderBy(asc(orders.id))
    .limit(RENEWAL_BATCH)
    .for('update', { of: orders, skipLocked: true });
  for (const row of due) {
    const o = row.order;
    const token = await createRenewalLink(tx, o);
    await ctx.mail.queue(
      tx,
      renderRenewalMail(
        {
          to: o.email,
          forname: o.forname,
          familyname: o.familyname,
          productType: row.productType,
          tenantName: cardTenantNames({ tenant_name: row.productTenantName }, { name: row.tenantName }).name,
          validTo: o.card_valid_to,
          url: orderLinkUrl(ctx.config.publicUrl, row.tenantShortCode, row.productShortCode, token),
          publicUrl: ctx.config.publicUrl,
        },
        await mailTexts(o.language),
      ),
    );
  }
  // Across tenants: exactly the cards locked above, of whichever tenants they are.
  if (due.length > 0)
    await tx
      .update(orders)
      .set({ renewal_mailed_at: now.toISOString() })
      .where(
        inArray(
          orders.id,
          due.map((r) => r.order.id),
        ),
      );
  return due.length;
}

/** Sends the reminders due at `now` (German date); answers how many went out. */
export async function runRenewalReminders(ctx: RenewalContext, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await ctx.db.transaction((tx) => remindBatch(ctx, tx, now));
    total += count;
    if (count < RENEWAL_BATCH) return total;
  }
}
