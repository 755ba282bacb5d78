import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRuns } from '../../db/schema/index';
import { createPaymentRun, createTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OPERATOR } from './invoices.test-support';
import { bookPayment } from './run-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bookPayment', () => {
  it('raises the paid amount once per bank entry and refuses a cancelled run', async () => {
    const tenant = await createTenant(t.db);
    const run = await createPaymentRun(t.db, tenant.id, { total_amount: 1000 });
    const ref = `ENTRY-${run.id}`;
    const book = () =>
      t.db.transaction((tx) =>
        bookPayment(tx, OPERATOR, {
          runId: run.id,
          paidOn: '2026-11-20',
          amount: 400,
          source: 'bank',
          entryRef: ref,
        }),
      );
    expect(await book()).toEqual(expect.any(Number));
    expect(await book()).toBeNull();
    const [after] = await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, run.id));
    expect(after?.paid_amount).toBe(400);

    await t.db
      .update(paymentRuns)
      .set({ cancelled_at: new Date().toISOString() })
      .where(eq(paymentRuns.id, run.id));
    await expect(
      t.db.transaction((tx) =>
        bookPayment(tx, OPERATOR, { runId: run.id, paidOn: '2026-11-21', amount: 600, source: 'manual' }),
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});
