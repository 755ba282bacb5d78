/** 'Bestellungen report': who may, the figures on a known data set, the Excel file. */
import { reports } from '@ausweis/shared/contracts/reports';
import type { OrderReport } from '@ausweis/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersArchive } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import {
  createCard,
  createTenant,
  createTenantProduct,
  createTenantWithStaff,
  createUser,
} from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', reporter: '' };
// May 2019: no other test file places orders then (the report counts every tenant's orders).
const RANGE = { date_from: '2019-05-01', date_to: '2019-05-31' };

beforeAll(async () => {
  t = await createTestApp({
    billing: {
      seller: null,
      vatRate: 19,
      paymentDays: 14,
      reminderDays: 14,
      cardCostCents: 150,
      portoCents: 50,
    },
  });
  const staff = await createTenantWithStaff(t.db);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superNo = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email,
  );
  tokens.reporter = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_report: true })).email,
  );

  const de = await createTenant(t.db, { country_id: 'DE' });
  const at = await createTenant(t.db, { country_id: 'AT' });
  const testTenant = await createTenant(t.db, { country_id: 'DE', is_test: true });
  const pDe = await createTenantProduct(t.db, de.id);
  const pAt = await createTenantProduct(t.db, at.id);
  const pTest = await createTenantProduct(t.db, testTenant.id);
  const day = (d: number) => `2019-05-${String(d).padStart(2, '0')}T10:00:00Z`;
  const card = (tenantId: number, productId: number, values: Parameters<typeof createCard>[3]) =>
    createCard(t.db, tenantId, productId, values);
  // Paid online: what the confirmation stores (paid_amount).
  const paidOnline = (price: number) => ({
    is_payed: true,
    status: 'payed' as const,
    price,
    paid_amount: price,
  });
  // DE: two smartphone cards paid online (4,90 €), one plastic card paid online (9,90 €).
  for (const d of [2, 2]) await card(de.id, pDe.id, { ...paidOnline(490), created_at: day(d) });
  await card(de.id, pDe.id, { ...paidOnline(990), is_online: false, is_hardcopy: true, created_at: day(3) });
  // DE: a free card (paid, nothing received) and a tenant-paid card with both (11,90 €).
  await card(de.id, pDe.id, { ...paidOnline(490), paid_amount: 0, created_at: day(4) });
  await card(de.id, pDe.id, {
    ...paidOnline(1190),
    paid_amount: 0,
    is_hardcopy: true,
    tenant_payee: true,
    created_at: day(4),
  });
  // DE: unpaid, cancelled, and two test orders: the first two count only in 'all', tests never.
  await card(de.id, pDe.id, { price: 490, created_at: day(5) });
  await card(de.id, pDe.id, { price: 490, status: 'cancelled', created_at: day(5) });
  await card(de.id, pDe.id, { ...paidOnline(490), is_test: true, created_at: day(5) });
  await card(testTenant.id, pTest.id, { ...paidOnline(490), created_at: day(5) });
  // AT: one paid online, also in the archive (as if archived without deleting: both tables are read).
  const atCard = await card(at.id, pAt.id, { ...paidOnline(590), created_at: day(31) });
  await t.db.insert(ordersArchive).values({
    ...atCard,
    id: 1_800_000_000 + atCard.id,
    online_code: `A${atCard.online_code}`,
    user_code: `A${atCard.user_code}`,
  });
  // Outside the range.
  await card(de.id, pDe.id, { ...paidOnline(490), created_at: '2019-06-01T00:00:00Z' });
});
afterAll(() => t.close());

describe('GET orders report', () => {
  it('401 anonymous, 403 User, Admin and super admin without can_report', async () => {
    expect((await callEndpoint(t.app, reports.orders, { query: RANGE })).statusCode).toBe(401);
    for (const token of [tokens.user, tokens.admin, tokens.superNo])
      expect((await callEndpoint(t.app, reports.orders, { query: RANGE, token })).statusCode).toBe(403);
  });

  it('states the figures of the range exactly', async () => {
    const res = await callEndpoint(t.app, reports.orders, { query: RANGE, token: tokens.reporter });
    expect(res.statusCode).toBe(200);
    const r = res.json<OrderReport>();
    // Live: 3 online-paid + free + tenant-paid + unpaid + cancelled = 7 DE, plus the AT card twice
    // (live and its archive copy, as if archived without deleting: the report reads both tables).
    expect(r.totals).toEqual([
      {
        currency: 'EUR',
        count_all: 9,
        sum_orders_all: 490 * 2 + 990 + 490 + 1190 + 490 + 490 + 590 * 2,
        count_all_payed: 6,
        sum_all_payed: 490 * 2 + 990 + 590 * 2,
        sum_orders: 7,
        sum_price: 490 * 2 + 990 + 1190 + 590 * 2,
        hardcopy_count: 2,
        sum_without_cardcost: 490 * 2 + 990 + 1190 + 590 * 2 - 2 * 150,
        sum_without_porto: 490 * 2 + 990 + 1190 + 590 * 2 - 2 * 200,
      },
    ]);
    expect(r.values.map((v) => v.country_id)).toEqual(['DE', 'AT']);
    expect(r.values[0]?.data).toEqual([
      { IsOnline: true, IsHardcopy: false, TenantPayee: false, Count: 3, PriceSum: 980 },
      { IsOnline: false, IsHardcopy: true, TenantPayee: false, Count: 1, PriceSum: 990 },
      { IsOnline: true, IsHardcopy: true, TenantPayee: true, Count: 1, PriceSum: 1190 },
    ]);
    expect(r.series_unit).toBe('day');
    expect(r.series).toHaveLength(31);
    expect(r.series.find((p) => p.period === '2019-05-02')).toEqual({
      period: '2019-05-02',
      currency: 'EUR',
      count: 2,
      sum: 980,
    });
    expect(r.series.find((p) => p.period === '2019-05-31')?.sum).toBe(1180);
  });

  it('gives the same report as an Excel file', async () => {
    const res = await callEndpoint(t.app, reports.orders, {
      query: { ...RANGE, as_excel: true },
      token: tokens.reporter,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'Auswertung_Bestellungen_2019-05-01_2019-05-31.xlsx',
    );
    const rows = await readWorkbook(res.rawPayload);
    expect(rows[0]).toEqual(['Kennzahl', 'Anzahl', 'Betrag', 'Währung', 'Bedeutung']);
    expect(rows.find((r) => r[0] === 'Umsatz')?.[2]).toBe(43.4);
    // The cost settings read as German, not as the names of their environment variables.
    expect(rows.find((r) => r[0] === 'Kosten je Plastikkarte')?.[4]).toMatch(
      /^Herstellungskosten einer Plastikkarte/,
    );
    expect(rows.find((r) => r[0] === 'Porto je Plastikkarte')?.[4]).toMatch(/^Porto für den Versand/);
    expect(JSON.stringify(rows)).not.toMatch(/[A-Z]{3,}_[A-Z_]+/);
    const series = await readWorkbook(res.rawPayload, 2);
    expect(series).toHaveLength(32);
  });

  it('refuses bad dates in German', async () => {
    const res = await callEndpoint(t.app, reports.orders, {
      query: { date_from: '2019-05-32', date_to: '2019-05-31' },
      token: tokens.reporter,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Dieses Datum gibt es nicht.']);
  });
});
