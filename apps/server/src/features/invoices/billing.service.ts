/**
 * Billing (SPEC §4 'Invoice run', §7 create payment run): one payment run with its invoice per
 * selected tenant, in one transaction. The orders are locked (FOR UPDATE re-checks the invoiceable
 * condition on the newest row version), so two runs at once, a double click or a retry bill every
 * order exactly once, and an order is never billed without its run.
 */

import { DATE_RANGE_TEXTS } from '@ausweis/shared/schemas/date-range';
import {
  type CreatePaymentRunsRequest,
  type CreatePaymentRunsResponse,
  INVOICE_TEXTS,
} from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_BILLING } from '../../billing-config';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { baseProducts, orders, paymentRuns, tenantProducts, tenants } from '../../db/schema/index';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { trackingStore } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import { type BilledOrder, buildInvoice } from './invoice-build';
import { queueInvoiceMails, storeInvoicePdf } from './invoice-files';
import { nextInvoiceNumber } from './invoice-numbers';
import { invoiceable } from './invoiceable';
import { paymentRunById } from './invoices.service';

type Request = z.output<typeof CreatePaymentRunsRequest>;

interface LockedOrder extends BilledOrder {
  id: number;
  tenant_id: number;
  currency: string;
}

/** The billing settings, or a German 503 while the operator (seller) is not configured. */
export function billingOf(ctx: AppContext) {
  const billing = ctx.config.billing ?? DEFAULT_BILLING;
  const seller = billing.seller;
  if (!seller)
    throw new AppError(
      503,
      'INVOICE_SELLER_MISSING',
      'Der Rechnungssteller ist nicht eingerichtet (INVOICE_SELLER_NAME usw.). Bitte den Betrieb informieren.',
    );
  return { ...billing, seller };
}

/** The invoiceable orders of the tenants, locked until the transaction ends. */
async function lockInvoiceable(tx: Tx, req: Request): Promise<LockedOrder[]> {
  return tx
    .select({
      id: orders.id,
      tenant_id: orders.tenant_id,
      currency: orders.currency,
      price: orders.price,
      created_at: orders.created_at,
      is_online: orders.is_online,
      is_hardcopy: orders.is_hardcopy,
      product_type: baseProducts.product_type,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenant_id))
    .innerJoin(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(and(inArray(orders.tenant_id, req.tenant_ids), invoiceable(req)))
    .orderBy(orders.id)
    .for('update', { of: orders });
}

/** End of the billed range: 23:59:59 German time of date_to. */
const tillDate = (dateTo: string) =>
  sql`((${dateTo}::date + 1)::timestamp at time zone 'Europe/Berlin') - interval '1 second'`;

/** Creates the runs, their invoices and the invoice mails; all or nothing. */
export async function createPaymentRuns(
  ctx: AppContext,
  user: AuthUser,
  req: Request,
): Promise<CreatePaymentRunsResponse> {
  if (req.date_from > req.date_to) throw badRequest(DATE_RANGE_TEXTS.range, 'date_from');
  const billing = billingOf(ctx);
  const { store, rollback } = trackingStore(ctx.files);
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const locked = await lockInvoiceable(tx, req);
      if (locked.length === 0) throw badRequest(INVOICE_TEXTS.nothing, 'tenant_ids');
      const groups = new Map<string, LockedOrder[]>();
      for (const o of locked) {
        const key = `${o.tenant_id}|${o.currency}`;
        groups.set(key, [...(groups.get(key) ?? []), o]);
      }
      const runIds: number[] = [];
      let mails = 0;
      const issuedAt = new Date();
      const invoiceDate = germanIsoDate(issuedAt);
      for (const group of groups.values()) {
        const first = group[0] as LockedOrder;
        const buyer = await buyerOf(tx, first.tenant_id);
        const number = await nextInvoiceNumber(tx, Number(invoiceDate.slice(0, 4)));
        const total = group.reduce((sum, o) => sum + o.price, 0);
        const [run] = await tx
          .insert(paymentRuns)
          .values({
            tenant_id: first.tenant_id,
            total_count: group.length,
            total_amount: total,
            currency: first.currency,
            till_date: tillDate(req.date_to) as unknown as string,
            user_profile_id: user.id,
            additional_emails: req.additional_emails.join(', ') || null,
            invoice_number: number,
            invoice_date: invoiceDate,
            invoice: {},
          })
          .returning({ id: paymentRuns.id });
        if (!run) throw new Error('payment run insert failed');
        const invoice = buildInvoice({
          number,
          runId: run.id,
          issuedAt,
          currency: first.currency,
          vatRate: billing.vatRate,
          paymentDays: billing.paymentDays,
          seller: billing.seller,
          buyer,
          orders: group,
        });
        await tx.update(paymentRuns).set({ invoice }).where(eq(paymentRuns.id, run.id));
        await tx
          .update(orders)
          .set({ tenant_payee_billed: true, payment_run_id: run.id, updated_at: sql`now()` })
          .where(sql`${orders.id} = any(${`{${group.map((o) => o.id).join(',')}}`}::int[])`);
        const pdf = await storeInvoicePdf(tx, store, run.id, first.tenant_id, invoice);
        mails += await queueInvoiceMails(
          ctx,
          tx,
          store,
          first.tenant_id,
          invoice,
          pdf,
          req.additional_emails,
        );
        runIds.push(run.id);
      }
      return { runIds, mails };
    });
    const runs = await Promise.all(result.runIds.map((id) => paymentRunById(ctx.db, id)));
    return { runs, mails: result.mails };
  } catch (err) {
    await rollback();
    throw err;
  }
}

/** The tenant as buyer, as it is now (kept in the run's invoice from then on). */
async function buyerOf(tx: Tx, tenantId: number) {
  const [t] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw new Error('tenant vanished');
  return {
    name: t.name,
    name2: t.name2,
    street: t.street,
    plz: t.plz,
    city: t.city,
    country_id: t.country_id,
    vat_id: t.usst_id?.trim() || null,
    email: t.email,
    customer_id: String(t.id),
  };
}
