/** One billing action for many tenants: one run per tenant, gap-free numbers in order, every invoice follows as a job. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import { INVOICE_MAX_TENANTS, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentRuns, tenantProducts } from '../../db/schema/index';
import { createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BILLABLE } from './invoices.test-support';

let t: TestApp;
let token = '';
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12', country_id: 'DE' };
/** More tenants than one action could bill before. */
const TENANTS = 250;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email);
});
afterAll(() => t.close());

const numberOf = (n: string) => Number(n.slice(-5));

describe('billing many tenants in one action', () => {
  it(`bills ${TENANTS} tenants: one run each, numbers gap-free in order, the invoices follow`, async () => {
    const tenantIds: number[] = [];
    const orderIds = new Map<number, number[]>();
    for (let i = 0; i < TENANTS; i++) {
      const tenant = await createTenant(t.db, { name: `Viele ${i}` });
      const product = await createTenantProduct(t.db, tenant.id);
      await t.db.update(tenantProducts).set({ tenant_payee: true }).where(eq(tenantProducts.id, product.id));
      const ids: number[] = [];
      for (let k = 0; k <= i % 3; k++) ids.push((await createCard(t.db, tenant.id, product.id, BILLABLE)).id);
      tenantIds.push(tenant.id);
      orderIds.set(tenant.id, ids);
    }
    const res = await callEndpoint(t.app, invoices.createRuns, {
      token,
      // In another order than the tenants' ids: the runs still follow the orders.
      body: { ...RANGE, tenant_ids: [...tenantIds].reverse() },
    });
    expect(res.statusCode).toBe(200);
    const { runs } = res.json<{ runs: PaymentRunRow[] }>();
    expect(runs.map((r) => r.tenant_id).sort((a, b) => a - b)).toEqual(tenantIds);
    // Numbers gap-free and ascending with the run ids.
    const numbers = runs.map((r) => numberOf(r.invoice_number));
    const first = numbers[0] as number;
    expect(numbers).toEqual(numbers.map((_, i) => first + i));
    expect(runs.map((r) => r.id)).toEqual([...runs.map((r) => r.id)].sort((a, b) => a - b));
    for (const run of runs) expect(run.total_count).toBe(orderIds.get(run.tenant_id)?.length);

    // Each order billed by its tenant's run; each invoice names its run, its number and its buyer.
    const billed = await t.db
      .select({ id: orders.id, run: orders.payment_run_id, tenant: orders.tenant_id })
      .from(orders)
      .where(inArray(orders.tenant_id, tenantIds));
    const runOf = new Map(runs.map((r) => [r.tenant_id, r.id]));
    expect(billed.every((o) => o.run === runOf.get(o.tenant))).toBe(true);
    const stored = await t.db
      .select({ id: paymentRuns.id, number: paymentRuns.invoice_number, invoice: paymentRuns.invoice })
      .from(paymentRuns)
      .where(inArray(paymentRuns.tenant_id, tenantIds));
    for (const row of stored) {
      const invoice = row.invoice as { run_id: number; number: string; buyer: { customer_id: string } };
      const run = runs.find((r) => r.id === row.id) as PaymentRunRow;
      expect([invoice.run_id, invoice.number, invoice.buyer.customer_id]).toEqual([
        run.id,
        row.number,
        String(run.tenant_id),
      ]);
    }

    // The invoice jobs follow: one queued with each run, in the billing's transaction.
    const jobs = await t.db.execute(
      sql`select (data->>'runId')::int as run from pgboss.job where name like '%invoice.issue'`,
    );
    const queued = (jobs as unknown as { rows: { run: number }[] }).rows.map((r) => r.run);
    expect(runs.every((r) => queued.filter((q) => q === r.id).length === 1)).toBe(true);
  }, 120_000);

  it(`refuses more than ${INVOICE_MAX_TENANTS} tenants in German`, async () => {
    const ids = Array.from({ length: INVOICE_MAX_TENANTS + 1 }, (_, i) => i + 1);
    const res = await callEndpoint(t.app, invoices.createRuns, {
      token,
      body: { ...RANGE, tenant_ids: ids },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      `Bitte höchstens ${INVOICE_MAX_TENANTS} Mandanten auswählen.`,
    ]);
  });
});
