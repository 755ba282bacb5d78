/** Payments on a run: who may, booking by hand with its German checks, reversal, the payment state filter. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { Endpoint } from '@ausweis/shared/endpoint';
import { INVOICE_TEXTS, type PaymentRunRow, type PaymentState } from '@ausweis/shared/schemas/invoices';
import { PAYMENT_TEXTS, type RunPaymentsResponse } from '@ausweis/shared/schemas/run-payments';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanIsoDate } from '../../platform/german-date';
import { createPaymentRun, createTenant, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, type EndpointCallOptions, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', biller: '' };
const TODAY = germanIsoDate();
const day = (offset: number) => dayjs(TODAY).add(offset, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createTenantWithStaff(t.db);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superNo = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  tokens.biller = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_invoice: true, forename: 'Bea', lastname: 'Biller' }))
      .email,
  );
});
afterAll(() => t.close());

const book = (body: Record<string, unknown>) =>
  callEndpoint(t.app, invoices.bookPayment, { token: tokens.biller, body });
const reverse = (payment_id: number) =>
  callEndpoint(t.app, invoices.reversePayment, { token: tokens.biller, body: { payment_id } });
const paymentsOf = async (runId: number) => {
  const res = await callEndpoint(t.app, invoices.runPayments, {
    token: tokens.biller,
    query: { payment_run_id: runId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<RunPaymentsResponse>();
};

describe('access', () => {
  const endpoints: [name: string, endpoint: Endpoint, request: EndpointCallOptions][] = [
    [invoices.runPayments.name, invoices.runPayments, { query: { payment_run_id: 1 } }],
    [
      invoices.bookPayment.name,
      invoices.bookPayment,
      { body: { payment_run_id: 1, paid_on: '2026-01-02', amount: 100 } },
    ],
    [invoices.reversePayment.name, invoices.reversePayment, { body: { payment_id: 1 } }],
  ];
  it.each(endpoints)(
    '%s: 401 anonymous, 403 User, Admin and super admin without can_invoice',
    async (_name, endpoint, request) => {
      expect((await callEndpoint(t.app, endpoint, request)).statusCode).toBe(401);
      for (const token of [tokens.user, tokens.admin, tokens.superNo])
        expect((await callEndpoint(t.app, endpoint, { ...request, token })).statusCode).toBe(403);
    },
  );

  it('answers 404 in German for an unknown run or payment', async () => {
    const run = await book({ payment_run_id: 999_999, paid_on: TODAY, amount: 100 });
    expect([run.statusCode, run.json().message]).toEqual([404, INVOICE_TEXTS.runNotFound]);
    const payment = await reverse(999_999);
    expect([payment.statusCode, payment.json().message]).toEqual([404, PAYMENT_TEXTS.paymentNotFound]);
  });
});

describe('booking and reversal', () => {
  it('books partial and full payments, reverses one, lists them all', async () => {
    const tenant = await createTenant(t.db);
    const run = await createPaymentRun(t.db, tenant.id, { total_amount: 10_000, due_date: day(10) });

    const partial = await book({ payment_run_id: run.id, paid_on: day(-1), amount: 2550, note: ' Teil 1 ' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<PaymentRunRow>()).toMatchObject({ paid_amount: 2550, payment_state: 'partly_paid' });

    const rest = await book({ payment_run_id: run.id, paid_on: TODAY, amount: 7450 });
    expect(rest.json<PaymentRunRow>()).toMatchObject({ paid_amount: 10_000, payment_state: 'paid' });

    const listed = await paymentsOf(run.id);
    expect(listed.payments.map((p) => [p.paid_on, p.amount, p.source, p.note, p.booked_by])).toEqual([
      [TODAY, 7450, 'manual', null, 'Bea Biller'],
      [day(-1), 2550, 'manual', 'Teil 1', 'Bea Biller'],
    ]);

    const first = listed.payments[1]?.id as number;
    const reversed = await reverse(first);
    expect(reversed.json<PaymentRunRow>()).toMatchObject({ paid_amount: 7450, payment_state: 'partly_paid' });
    const twice = await reverse(first);
    expect([twice.statusCode, twice.json().message]).toEqual([409, PAYMENT_TEXTS.alreadyReversed]);

    const after = await paymentsOf(run.id);
    expect(after.payments).toHaveLength(2);
    expect(after.payments.find((p) => p.id === first)?.reversed_at).toEqual(expect.any(String));
  });

  it('refuses, in German and without booking, what cannot be a payment', async () => {
    const tenant = await createTenant(t.db);
    const run = await createPaymentRun(t.db, tenant.id, { total_amount: 1000, due_date: day(10) });
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, PAYMENT_TEXTS.amountPositive],
      [{ amount: 1001 }, PAYMENT_TEXTS.overOpen(1000, 'EUR')],
      [{ amount: 12.5 }, PAYMENT_TEXTS.amountInvalid],
      [{ amount: 1_000_000_000 }, PAYMENT_TEXTS.amountMax],
      [{ paid_on: day(1) }, PAYMENT_TEXTS.dateFuture],
      [{ paid_on: '2026-02-30' }, 'Dieses Datum gibt es nicht.'],
      [{ note: 'x'.repeat(501) }, PAYMENT_TEXTS.noteMax],
    ];
    for (const [over, message] of refusals) {
      const res = await book({ payment_run_id: run.id, paid_on: TODAY, amount: 500, ...over });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await paymentsOf(run.id)).payments).toEqual([]);
  });

  it('refuses a payment on a cancelled run', async () => {
    const tenant = await createTenant(t.db);
    const run = await createPaymentRun(t.db, tenant.id, { cancelled_at: new Date().toISOString() });
    const res = await book({ payment_run_id: run.id, paid_on: TODAY, amount: 100 });
    expect([res.statusCode, res.json().message]).toEqual([409, INVOICE_TEXTS.cancelledNoPayment]);
  });
});

describe('payment state filter', () => {
  it('lists exactly the runs of each state, today in German time', async () => {
    const tenant = await createTenant(t.db);
    const runOf = (values: Parameters<typeof createPaymentRun>[2]) =>
      createPaymentRun(t.db, tenant.id, { total_amount: 1000, ...values });
    const expected: Record<PaymentState, number> = {
      open: (await runOf({ due_date: TODAY })).id,
      partly_paid: (await runOf({ due_date: day(5), paid_amount: 1 })).id,
      paid: (await runOf({ due_date: day(-5), paid_amount: 1000 })).id,
      overdue: (await runOf({ due_date: day(-1), paid_amount: 999 })).id,
      cancelled: (await runOf({ due_date: day(-5), cancelled_at: new Date().toISOString() })).id,
    };
    for (const [state, id] of Object.entries(expected)) {
      const res = await callEndpoint(t.app, invoices.findRuns, {
        token: tokens.biller,
        body: { filters: { tenant_id: tenant.id, payment_state: state } },
      });
      const rows = res.json<{ data: PaymentRunRow[] }>().data;
      expect(rows.map((r) => [r.id, r.payment_state])).toEqual([[id, state]]);
    }
    const wrong = await callEndpoint(t.app, invoices.findRuns, {
      token: tokens.biller,
      body: { filters: { tenant_id: tenant.id, payment_state: 'bezahlt' } },
    });
    expect(wrong.json<{ data: PaymentRunRow[] }>().data).toEqual([]);
  });
});
