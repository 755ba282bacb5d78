/**
 * The report's figures from grouped order counts (pure; what each figure means is REPORT_FIGURES in
 * shared/schemas/reports.ts and the README). An order's revenue: the stored price when the tenant pays
 * it (billed by the invoice run), otherwise what its orderer actually paid (orders.paid_amount).
 */
import { COUNTRIES } from '@ausweis/shared/constants';
import type { OrderReport, ReportCountry, ReportPoint, ReportTotals } from '@ausweis/shared/schemas/reports';
import dayjs from 'dayjs';

/** Countries in the order of docs/product.md#limits (DE, AT, CH). */
const rank = (country: string) => (COUNTRIES as readonly string[]).indexOf(country);

/** One group of orders as the report query returns it. */
export interface ReportBucket {
  country_id: string;
  currency: string;
  is_online: boolean;
  is_hardcopy: boolean;
  tenant_payee: boolean;
  /** Paid (by the orderer or, at 0, on the tenant's account) and neither cancelled nor failed. */
  confirmed: boolean;
  period: string;
  n: number;
  price_sum: number;
  /** What the orderers paid (orders.paid_amount, set by the payment confirmation). */
  received: number;
}

const revenue = (b: ReportBucket) => (b.tenant_payee ? b.price_sum : b.received);

function totalsOf(currency: string, buckets: ReportBucket[], costs: Costs): ReportTotals {
  const t: ReportTotals = {
    currency,
    count_all_payed: 0,
    sum_all_payed: 0,
    count_all: 0,
    sum_orders_all: 0,
    sum_orders: 0,
    sum_price: 0,
    hardcopy_count: 0,
    sum_without_cardcost: 0,
    sum_without_porto: 0,
  };
  for (const b of buckets) {
    t.count_all += b.n;
    t.sum_orders_all += b.price_sum;
    if (!b.confirmed) continue;
    if (!b.tenant_payee) {
      t.count_all_payed += b.n;
      t.sum_all_payed += b.received;
    }
    t.sum_orders += b.n;
    t.sum_price += revenue(b);
    if (b.is_hardcopy) t.hardcopy_count += b.n;
  }
  t.sum_without_cardcost = t.sum_price - t.hardcopy_count * costs.card_cost;
  t.sum_without_porto = t.sum_without_cardcost - t.hardcopy_count * costs.porto_cost;
  return t;
}

function countriesOf(buckets: ReportBucket[]): ReportCountry[] {
  const byCountry = new Map<string, ReportCountry>();
  for (const b of buckets.filter((x) => x.confirmed)) {
    const key = `${b.country_id}|${b.currency}`;
    const c = byCountry.get(key) ?? { country_id: b.country_id, currency: b.currency, data: [] };
    const g = c.data.find(
      (d) => d.IsOnline === b.is_online && d.IsHardcopy === b.is_hardcopy && d.TenantPayee === b.tenant_payee,
    );
    if (g) {
      g.Count += b.n;
      g.PriceSum += revenue(b);
    } else
      c.data.push({
        IsOnline: b.is_online,
        IsHardcopy: b.is_hardcopy,
        TenantPayee: b.tenant_payee,
        Count: b.n,
        PriceSum: revenue(b),
      });
    byCountry.set(key, c);
  }
  for (const c of byCountry.values())
    c.data.sort(
      (a, b) =>
        Number(a.TenantPayee) - Number(b.TenantPayee) ||
        Number(a.IsHardcopy) - Number(b.IsHardcopy) ||
        Number(b.IsOnline) - Number(a.IsOnline),
    );
  return [...byCountry.values()].sort(
    (a, b) => rank(a.country_id) - rank(b.country_id) || a.currency.localeCompare(b.currency),
  );
}

/** Every day (or month) of the range, with the confirmed orders and revenue per currency (0 where none). */
function seriesOf(buckets: ReportBucket[], periods: string[], currencies: string[]): ReportPoint[] {
  const points = new Map<string, ReportPoint>();
  for (const period of periods)
    for (const currency of currencies)
      points.set(`${period}|${currency}`, { period, currency, count: 0, sum: 0 });
  for (const b of buckets.filter((x) => x.confirmed)) {
    const p = points.get(`${b.period}|${b.currency}`);
    if (!p) continue;
    p.count += b.n;
    p.sum += revenue(b);
  }
  return [...points.values()];
}

/** The periods (YYYY-MM-DD days or YYYY-MM months) from date_from to date_to. */
export function periodsOf(from: string, to: string, unit: 'day' | 'month'): string[] {
  const out: string[] = [];
  const fmt = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  for (let d = dayjs(from).startOf(unit); !d.isAfter(dayjs(to), unit); d = d.add(1, unit))
    out.push(d.format(fmt));
  return out;
}

interface Costs {
  card_cost: number;
  porto_cost: number;
}

export function buildReport(
  range: { date_from: string; date_to: string },
  unit: 'day' | 'month',
  buckets: ReportBucket[],
  costs: Costs,
): Omit<OrderReport, 'receivables'> {
  const currencies = [...new Set(buckets.map((b) => b.currency))].sort();
  if (currencies.length === 0) currencies.push('EUR');
  return {
    ...range,
    ...costs,
    totals: currencies.map((c) =>
      totalsOf(
        c,
        buckets.filter((b) => b.currency === c),
        costs,
      ),
    ),
    values: countriesOf(buckets),
    series_unit: unit,
    series: seriesOf(buckets, periodsOf(range.date_from, range.date_to, unit), currencies),
  };
}
