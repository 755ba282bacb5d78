/**
 * The report's open and overdue invoice amounts: exact cents of the runs not cancelled, overdue past
 * the due date. On a database of its own: the report sums every run.
 */
import { reports } from '@ausweis/shared/contracts/reports';
import type { OrderReport } from '@ausweis/shared/schemas/reports';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanIsoDate } from '../../platform/german-date';
import { createPaymentRun, createTenant, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let reporter = '';

beforeAll(async () => {
  t = await createTestApp({}, [], { isolated: true });
  reporter = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true, can_report: true })).email);
});
afterAll(() => t.close());

describe('receivables in the report', () => {
  it('sums open and overdue amounts to the cent, per currency', async () => {
    const today = germanIsoDate();
    const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
    const tenant = await createTenant(t.db);
    const run = (values: Parameters<typeof createPaymentRun>[2]) => createPaymentRun(t.db, tenant.id, values);
    await run({ total_amount: 10_001, paid_amount: 3_333, due_date: day(-1) }); // overdue 6,668
    await run({ total_amount: 1_999, due_date: day(-30) }); // overdue 1,999
    await run({ total_amount: 4_321, paid_amount: 1, due_date: today }); // open 4,320, due today
    await run({ total_amount: 5_000, paid_amount: 5_000, due_date: day(-5) }); // paid
    await run({ total_amount: 7_000, due_date: day(-5), cancelled_at: new Date().toISOString() });
    await run({ total_amount: 250, due_date: day(-2), currency: 'CHF' });

    const res = await callEndpoint(t.app, reports.orders, {
      token: reporter,
      query: { date_from: '2019-05-01', date_to: '2019-05-31' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderReport>().receivables).toEqual([
      { currency: 'CHF', open: 250, overdue: 250 },
      { currency: 'EUR', open: 6_668 + 1_999 + 4_320, overdue: 6_668 + 1_999 },
    ]);
  });
});
