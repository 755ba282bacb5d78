/** bookPayments: many payments in a few statements, each bank entry once, a cancelled run refusing all. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRuns, runPayments } from '../../db/schema/index';
import { createPaymentRun, createTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OPERATOR } from './invoices.test-support';
import { bookPayments, type PaymentBooking } from './run-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bookPayments', () => {
  it('books each entry once, sums per run, answers ids in order', async () => {
    const tenant = await createTenant(t.db);
    const a = await createPaymentRun(t.db, tenant.id, { total_amount: 1000 });
    const b = await createPaymentRun(t.db, tenant.id, { total_amount: 1000 });
    const bank = (runId: number, amount: number, ref: string): PaymentBooking => ({
      runId,
      paidOn: '2026-11-20',
      amount,
      source: 'bank',
      entryRef: `${ref}-${a.id}`,
    });
    const batch = [
      bank(a.id, 300, 'X1'),
      bank(b.id, 1000, 'X2'),
      bank(a.id, 200, 'X3'),
      bank(a.id, 999, 'X1'), // the same entry again in one batch
      { runId: b.id, paidOn: '2026-11-21', amount: 5, source: 'manual' as const },
    ];
    const ids = await t.db.transaction((tx) => bookPayments(tx, OPERATOR, batch));
    expect(ids.map((id) => id !== null)).toEqual([true, true, true, false, true]);
    const again = await t.db.transaction((tx) => bookPayments(tx, OPERATOR, batch.slice(0, 4)));
    expect(again).toEqual([null, null, null, null]);
    const runs = await t.db
      .select()
      .from(paymentRuns)
      .where(inArray(paymentRuns.id, [a.id, b.id]));
    expect(Object.fromEntries(runs.map((r) => [r.id, r.paid_amount]))).toEqual({ [a.id]: 500, [b.id]: 1005 });
    const rows = await t.db
      .select()
      .from(runPayments)
      .where(inArray(runPayments.payment_run_id, [a.id, b.id]));
    expect(rows.map((r) => r.id).sort()).toEqual(ids.filter((id) => id !== null).sort());
  });

  it('refuses the whole batch when one run is cancelled', async () => {
    const tenant = await createTenant(t.db);
    const open = await createPaymentRun(t.db, tenant.id, { total_amount: 1000 });
    const cancelled = await createPaymentRun(t.db, tenant.id, {
      total_amount: 1000,
      cancelled_at: '2026-11-01T10:00:00Z',
    });
    const booking = (runId: number) => ({
      runId,
      paidOn: '2026-11-20',
      amount: 100,
      source: 'manual' as const,
    });
    await expect(
      t.db.transaction((tx) => bookPayments(tx, OPERATOR, [booking(open.id), booking(cancelled.id)])),
    ).rejects.toMatchObject({ status: 409 });
    const [after] = await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, open.id));
    expect(after?.paid_amount).toBe(0);
  });
});
