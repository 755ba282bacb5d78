import type { OrderReport, ReportTotals } from '@ausweis/shared/schemas/reports';
import { describe, expect, it } from 'vitest';
import {
  cardKind,
  chartPoints,
  chartSummary,
  countrySections,
  figureRows,
  seriesCurrencies,
} from './report-data';

const totals: ReportTotals = {
  currency: 'EUR',
  count_all: 40,
  sum_orders_all: 40000,
  count_all_payed: 20,
  sum_all_payed: 20000,
  sum_orders: 30,
  sum_price: 30000,
  hardcopy_count: 10,
  sum_without_cardcost: 28000,
  sum_without_porto: 27000,
};

describe('report figures', () => {
  it('lists every figure once, counts as numbers and sums as money', () => {
    const rows = figureRows([totals, { ...totals, currency: 'CHF', sum_price: 123456, count_all: 1234 }]);
    expect(rows.map((r) => r.key).sort()).toEqual(
      Object.keys(totals)
        .filter((k) => k !== 'currency')
        .sort(),
    );
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.count_all?.values).toEqual(['40', '1.234']);
    expect(byKey.sum_orders?.values).toEqual(['30', '30']);
    expect(byKey.sum_price?.values).toEqual(['300,00 €', '1.234,56 CHF']);
    expect(byKey.sum_price?.label).toBe('Umsatz');
    expect(byKey.sum_price?.hint).toMatch(/bestätigten Bestellungen/);
  });

  it('labels card kinds and payers, per country with a total', () => {
    expect(cardKind({ IsOnline: true, IsHardcopy: false })).toBe('Smartphone-Ausweis');
    expect(cardKind({ IsOnline: false, IsHardcopy: true })).toBe('Plastikkarte');
    expect(cardKind({ IsOnline: true, IsHardcopy: true })).toBe('Smartphone-Ausweis + Plastikkarte');
    const [de, ch] = countrySections([
      {
        country_id: 'DE',
        currency: 'EUR',
        data: [
          { IsOnline: false, IsHardcopy: true, TenantPayee: true, Count: 3, PriceSum: 3000 },
          { IsOnline: true, IsHardcopy: false, TenantPayee: false, Count: 2, PriceSum: 1000 },
        ],
      },
      { country_id: 'CH', currency: 'CHF', data: [] },
    ]);
    expect(de?.title).toBe('Deutschland');
    expect(de?.rows.map((r) => [r.kind, r.payer, r.count, r.sum])).toEqual([
      ['Smartphone-Ausweis', 'Besteller (online)', '2', '10,00 €'],
      ['Plastikkarte', 'Mandant (Rechnung)', '3', '30,00 €'],
    ]);
    expect([de?.count, de?.sum]).toEqual(['5', '40,00 €']);
    expect(ch?.title).toBe('Schweiz (CHF)');
  });
});

const report = (over: Partial<OrderReport>): OrderReport => ({
  date_from: '2026-03-01',
  date_to: '2026-03-05',
  card_cost: 200,
  porto_cost: 100,
  receivables: [],
  totals: [totals],
  values: [],
  series_unit: 'day',
  series: [],
  ...over,
});

describe('report chart', () => {
  it('fills every day of the range and summarises it in words', () => {
    const r = report({
      series: [
        { period: '2026-03-02', currency: 'EUR', count: 3, sum: 2550 },
        { period: '2026-03-04', currency: 'EUR', count: 1, sum: 850 },
        { period: '2026-03-04', currency: 'CHF', count: 9, sum: 9900 },
      ],
    });
    const points = chartPoints(r, 'EUR');
    expect(points.map((p) => [p.label, p.count, p.sum])).toEqual([
      ['01.03.', 0, 0],
      ['02.03.', 3, 2550],
      ['03.03.', 0, 0],
      ['04.03.', 1, 850],
      ['05.03.', 0, 0],
    ]);
    expect(chartSummary(points, 'day', 'EUR')).toBe(
      '01.03.2026 bis 05.03.2026: 4 bestätigte Bestellungen, Umsatz 34,00 €. Die meisten Bestellungen gab es am 02.03.2026 (3, 25,50 €).',
    );
    expect(seriesCurrencies(r)).toEqual(['EUR', 'CHF']);
  });

  it('charts long ranges per month with German month names', () => {
    const r = report({
      date_from: '2025-11-15',
      date_to: '2026-02-10',
      series_unit: 'month',
      series: [{ period: '2026-01', currency: 'EUR', count: 5, sum: 5000 }],
    });
    const points = chartPoints(r, 'EUR');
    // Short on the axis (every month keeps its label), in full in the summary.
    expect(points.map((p) => p.label)).toEqual(['Nov. 2025', 'Dez. 2025', 'Jan. 2026', 'Feb. 2026']);
    expect(points.map((p) => p.longLabel)).toEqual([
      'November 2025',
      'Dezember 2025',
      'Januar 2026',
      'Februar 2026',
    ]);
    expect(chartSummary(points, 'month', 'EUR')).toMatch(/gab es im Januar 2026 \(5, 50,00 €\)\.$/);
    expect(chartSummary(chartPoints(report({}), 'EUR'), 'day', 'EUR')).toBe(
      '01.03.2026 bis 05.03.2026: keine bestätigten Bestellungen.',
    );
  });
});
