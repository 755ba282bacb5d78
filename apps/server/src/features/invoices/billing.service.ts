/**
 * Billing (docs/product.md#behaviour 'Invoice run', #api create payment run): one payment run with its invoice per
 * selected tenant, in one transaction. The tenants, then their orders are locked in id order (FOR
 * UPDATE re-checks the invoiceable condition on the newest row version), so two runs at once, a
 * double click or a retry bill every order exactly once, an order is never billed without its run,
 * and a tenant deletion waits instead of deadlocking. Each run's invoice job is sent in the same
 * transaction and draws and mails the PDF after the commit (invoice-issue.job.ts): the request answers
 * at once, the locks are held for milliseconds, and a crash after the commit loses no invoice.
 */
import { parseElectronicAddress } from '@ausweis/shared/electronic-address';
import { groupBy } from '@ausweis/shared/group-by';
import {
  type CreatePaymentRunsRequest,
  type CreatePaymentRunsResponse,
  INVOICE_TEXTS,
} from '@ausweis/shared/schemas/invoices';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, paymentRuns, tenants } from '../../db/schema/index';
import { type Accessor, recordChanges } from '../../http/access';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { germanIsoDate } from '../../platform/german-date';
import { type BilledOrder, buildInvoice, dueDateOf } from './invoice-build';
import type { InvoiceBuyer } from './invoice-document';
import { sendInvoiceJobs } from './invoice-issue.job';
import { nextInvoiceNumbers } from './invoice-numbers';
import { invoiceable } from './invoiceable';
import { paymentRunsByIds } from './invoices.service';

type Request = z.output<typeof CreatePaymentRunsRequest>;

interface LockedOrder extends BilledOrder {
  id: number;
  tenant_id: number;
  currency: string;
}

/** The billing settings, or a German 503 while the operator (seller) is not configured. */
export function billingOf(ctx: Pick<AppContext, 'config'>) {
  const { billing } = ctx.config;
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
  // Tenants first, in id order, as a tenant deletion does: no deadlock between the two.
  await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.id, req.tenant_ids))
    .orderBy(asc(tenants.id))
    .for('key share');
  return fromOrdersWithProduct(tx, orders, {
    id: orders.id,
    tenant_id: orders.tenant_id,
    currency: orders.currency,
    price: orders.price,
    created_at: orders.created_at,
    is_online: orders.is_online,
    is_hardcopy: orders.is_hardcopy,
    product_type: baseProducts.product_type,
  })
    .where(and(inArray(orders.tenant_id, req.tenant_ids), invoiceable(req)))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}

/** End of the billed range: 23:59:59 German time of date_to. */
const tillDate = (dateTo: string) =>
  sql`((${dateTo}::date + 1)::timestamp at time zone 'Europe/Berlin') - interval '1 second'`;

/**
 * Only German tenants in euros for now: invoices abroad need another VAT treatment (reverse charge
 * for Austrian businesses, services to Switzerland not taxable here), which is not set up yet.
 */
function refuseForeign(req: Request, locked: LockedOrder[]) {
  if (req.country_id !== 'DE' || locked.some((o) => o.currency !== 'EUR'))
    throw badRequest(INVOICE_TEXTS.foreign, 'country_id');
}

interface BillingContext {
  app: AppContext;
  user: AuthUser;
  req: Request;
  billing: ReturnType<typeof billingOf>;
  issuedAt: Date;
}

/**
 * Inserts one run per tenant's orders with its invoice and its job, marks the orders billed: a
 * statement each for all runs, whatever their number. The run ids are drawn first (the invoice names
 * its run), the numbers in one counter update, both in the order of the groups.
 */
async function createRuns(tx: Tx, ctx: BillingContext, groups: LockedOrder[][]): Promise<number[]> {
  const invoiceDate = germanIsoDate(ctx.issuedAt);
  const buyers = await buyersOf(
    tx,
    groups.map((g) => (g[0] as LockedOrder).tenant_id),
  );
  const numbers = await nextInvoiceNumbers(tx, Number(invoiceDate.slice(0, 4)), groups.length);
  const ids = await drawRunIds(tx, groups.length);
  const runs = groups.map((group, i) => {
    const first = group[0] as LockedOrder;
    const [id, number] = [ids[i] as number, numbers[i] as string];
    return {
      id,
      tenant_id: first.tenant_id,
      total_count: group.length,
      total_amount: group.reduce((sum, o) => sum + o.price, 0),
      currency: first.currency,
      till_date: tillDate(ctx.req.date_to) as unknown as string,
      user_profile_id: ctx.user.id,
      additional_emails: ctx.req.additional_emails.join(', ') || null,
      invoice_number: number,
      invoice_date: invoiceDate,
      due_date: dueDateOf(ctx.issuedAt, ctx.billing.paymentDays),
      invoice: buildInvoice({
        number,
        runId: id,
        issuedAt: ctx.issuedAt,
        currency: first.currency,
        vatRate: ctx.billing.vatRate,
        paymentDays: ctx.billing.paymentDays,
        seller: ctx.billing.seller,
        buyer: buyers.get(first.tenant_id) as InvoiceBuyer,
        orders: group,
      }),
    };
  });
  for (let i = 0; i < runs.length; i += RUNS_PER_INSERT)
    await tx.insert(paymentRuns).values(runs.slice(i, i + RUNS_PER_INSERT));
  // Two array parameters, however many orders and runs.
  const billed = groups.flatMap((group, i) => group.map((o) => [o.id, ids[i] as number]));
  await tx.execute(sql`update ${orders} set tenant_payee_billed = true, payment_run_id = m.run_id, updated_at = now()
    from unnest(${sql.param(billed.map(([o]) => o))}::int[], ${sql.param(billed.map(([, r]) => r))}::int[])
      as m(order_id, run_id)
    where ${orders.id} = m.order_id`);
  await sendInvoiceJobs(ctx.app, tx, ids);
  return ids;
}

/** Runs inserted per statement (a run has 13 parameters; PostgreSQL takes at most 65,535). */
const RUNS_PER_INSERT = 1000;

/** `count` new payment run ids from the table's sequence, ascending. */
async function drawRunIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('payment_runs', 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Creates the runs with their invoice jobs (all or nothing); the invoices follow in the background. */
export async function createPaymentRuns(
  ctx: AppContext,
  user: AuthUser,
  req: Request,
  who: Accessor,
): Promise<CreatePaymentRunsResponse> {
  const billing = billingOf(ctx);
  const issuedAt = new Date();
  const created = await ctx.db.transaction(async (tx) => {
    const locked = await lockInvoiceable(tx, req);
    if (locked.length === 0) throw badRequest(INVOICE_TEXTS.nothing, 'tenant_ids');
    refuseForeign(req, locked);
    const groups = [...groupBy(locked, (o) => o.tenant_id).values()];
    const runIds = await createRuns(tx, { app: ctx, user, req, billing, issuedAt }, groups);
    // Each tenant's trail names the cards billed to it.
    await recordChanges(
      tx,
      who,
      groups.map((group) => ({
        tenantId: (group[0] as LockedOrder).tenant_id,
        action: 'cards.billed' as const,
        record: 'card' as const,
        ids: group.map((o) => o.id),
      })),
    );
    return runIds;
  });
  return { runs: await paymentRunsByIds(ctx.db, created) };
}

/** The tenants as buyers, as they are now, by id (one query for all). */
async function buyersOf(tx: Tx, tenantIds: number[]): Promise<Map<number, InvoiceBuyer>> {
  const rows = await tx.select().from(tenants).where(inArray(tenants.id, tenantIds));
  if (rows.length !== new Set(tenantIds).size) throw new Error('tenant vanished');
  return new Map(rows.map((t) => [t.id, buyerOf(t)]));
}

/** A USt-IdNr. (two letters, then 2 to 12 digits or letters); anything else stays off the e-invoice. */
const VAT_ID = /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/;

/** The tenant as buyer, as it is now (kept in the run's invoice from then on). */
function buyerOf(t: typeof tenants.$inferSelect): InvoiceBuyer {
  const vatId = (t.usst_id ?? '').replace(/\s+/g, '').toUpperCase();
  // A Rechnungsempfänger (a school's Schulträger) is the buyer; the school is named as deliver-to.
  const recipient = t.invoice_recipient_name
    ? {
        name: t.invoice_recipient_name,
        name2: null,
        street: t.invoice_recipient_street ?? '',
        plz: t.invoice_recipient_plz ?? '',
        city: t.invoice_recipient_city ?? '',
        deliver_to: t.name,
      }
    : { name: t.name, name2: t.name2, street: t.street, plz: t.plz, city: t.city };
  return {
    ...recipient,
    country_id: t.country_id,
    vat_id: VAT_ID.test(vatId) ? vatId : null,
    email: t.email,
    customer_id: String(t.id),
    ...(t.leitweg_id ? { leitweg_id: t.leitweg_id } : {}),
    ...(t.invoice_address ? { endpoint: parseElectronicAddress(t.invoice_address) } : {}),
    ...(t.order_reference ? { order_reference: t.order_reference } : {}),
  };
}
