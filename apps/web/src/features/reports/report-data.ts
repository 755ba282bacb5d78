/**
 * The order report as tables and chart data (pure, for tests): the figures in reading order, the
 * per-country groups with readable labels, and the series per currency with its gaps filled.
 */
import { COUNTRY_NAMES, type Country } from '@ausweis/shared/constants';
import { formatMoney } from '@ausweis/shared/format';
import {
  type OrderReport,
  REPORT_FIGURES,
  type ReportCountry,
  type ReportGroup,
  type ReportTotals,
} from '@ausweis/shared/schemas/reports';
import dayjs from 'dayjs';

export type FigureKey = keyof typeof REPORT_FIGURES;

/** From all orders to the confirmed ones, then the revenue and what is left of it after costs. */
export const FIGURE_ORDER: readonly FigureKey[] = [
  'count_all',
  'sum_orders_all',
  'count_all_payed',
  'sum_all_payed',
  'sum_orders',
  'hardcopy_count',
  'sum_price',
  'sum_without_cardcost',
  'sum_without_porto',
];

/** Figures that count orders; the others are amounts in cents. */
const COUNT_FIGURES: ReadonlySet<FigureKey> = new Set([
  'count_all',
  'count_all_payed',
  'sum_orders',
  'hardcopy_count',
]);

const numberFormat = new Intl.NumberFormat('de-DE');
export const formatCount = (n: number): string => numberFormat.format(n);

/** A figure as shown: a count, or money in the currency of its totals. */
export function figureText(key: FigureKey, totals: ReportTotals): string {
  const value = totals[key];
  return COUNT_FIGURES.has(key) ? formatCount(value) : formatMoney(value, totals.currency);
}

export interface FigureRow {
  key: FigureKey;
  label: string;
  hint: string;
  /** One value per currency, in the order of `totals`. */
  values: string[];
}

/** The figures of a range without orders (the server then sends no currency). */
export const zeroTotals = (currency = 'EUR'): ReportTotals => ({
  currency,
  ...(Object.fromEntries(FIGURE_ORDER.map((k) => [k, 0])) as Record<FigureKey, number>),
});

export const figureRows = (totals: readonly ReportTotals[]): FigureRow[] =>
  FIGURE_ORDER.map((key) => ({
    key,
    ...REPORT_FIGURES[key],
    values: totals.map((t) => figureText(key, t)),
  }));

/** 'Smartphone-Ausweis', 'Plastikkarte' or both. */
export function cardKind(g: Pick<ReportGroup, 'IsOnline' | 'IsHardcopy'>): string {
  if (g.IsOnline && g.IsHardcopy) return 'Smartphone-Ausweis + Plastikkarte';
  if (g.IsHardcopy) return 'Plastikkarte';
  if (g.IsOnline) return 'Smartphone-Ausweis';
  return 'Keine Angabe';
}

export const payerText = (tenantPayee: boolean): string =>
  tenantPayee ? 'Mandant (Rechnung)' : 'Besteller (online)';

export const countryName = (id: string): string => COUNTRY_NAMES[id as Country] ?? id;

export interface CountrySection {
  key: string;
  /** 'Deutschland', or 'Schweiz (CHF)' where the currency is not the euro. */
  title: string;
  currency: string;
  rows: { key: string; kind: string; payer: string; count: string; sum: string }[];
  count: string;
  sum: string;
}

const KIND_ORDER = (g: ReportGroup) => (g.IsOnline ? 0 : 2) + (g.IsHardcopy ? 1 : 0);

/** One section per country and currency; groups by card kind, then tenant-paid after orderer-paid. */
export function countrySections(values: readonly ReportCountry[]): CountrySection[] {
  return values.map((c) => {
    const groups = [...c.data].sort(
      (a, b) => KIND_ORDER(a) - KIND_ORDER(b) || Number(a.TenantPayee) - Number(b.TenantPayee),
    );
    return {
      key: `${c.country_id}-${c.currency}`,
      title:
        c.currency === 'EUR' ? countryName(c.country_id) : `${countryName(c.country_id)} (${c.currency})`,
      currency: c.currency,
      rows: groups.map((g) => ({
        key: `${g.IsOnline}-${g.IsHardcopy}-${g.TenantPayee}`,
        kind: cardKind(g),
        payer: payerText(g.TenantPayee),
        count: formatCount(g.Count),
        sum: formatMoney(g.PriceSum, c.currency),
      })),
      count: formatCount(c.data.reduce((n, g) => n + g.Count, 0)),
      sum: formatMoney(
        c.data.reduce((n, g) => n + g.PriceSum, 0),
        c.currency,
      ),
    };
  });
}

export interface ChartPoint {
  period: string;
  /** Axis label: '05.03.' or 'März 2026' (short, so that every month's bar keeps its label). */
  label: string;
  /** Long label for summaries: '05.03.2026' or 'März 2026'. */
  longLabel: string;
  count: number;
  /** Revenue in cents. */
  sum: number;
}

const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('de-DE', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function labels(period: string, unit: OrderReport['series_unit']): Pick<ChartPoint, 'label' | 'longLabel'> {
  if (unit === 'month') {
    const [y, m] = period.split('-').map(Number);
    const first = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1));
    return { label: shortMonthFormat.format(first), longLabel: monthFormat.format(first) };
  }
  const d = dayjs(period, 'YYYY-MM-DD');
  return { label: d.format('DD.MM.'), longLabel: d.format('DD.MM.YYYY') };
}

/** The currencies the series has points in, euro first. */
export function seriesCurrencies(report: Pick<OrderReport, 'series' | 'totals'>): string[] {
  const found = new Set([...report.totals.map((t) => t.currency), ...report.series.map((p) => p.currency)]);
  return [...found].sort((a, b) => (a === 'EUR' ? -1 : b === 'EUR' ? 1 : a.localeCompare(b)));
}

/** Every day (or month) of the range for one currency, with 0 where nothing was ordered. */
export function chartPoints(
  report: Pick<OrderReport, 'date_from' | 'date_to' | 'series_unit' | 'series'>,
  currency: string,
): ChartPoint[] {
  const unit = report.series_unit;
  const format = unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const byPeriod = new Map(
    report.series.filter((p) => p.currency === currency).map((p) => [p.period, p] as const),
  );
  const points: ChartPoint[] = [];
  const end = dayjs(report.date_to.slice(0, 10)).startOf(unit);
  for (let d = dayjs(report.date_from.slice(0, 10)).startOf(unit); !d.isAfter(end); d = d.add(1, unit)) {
    const period = d.format(format);
    const p = byPeriod.get(period);
    points.push({ period, ...labels(period, unit), count: p?.count ?? 0, sum: p?.sum ?? 0 });
    // A runaway range (bad data) must not hang the page.
    if (points.length > 400) break;
  }
  return points;
}

/** The chart's text for screen readers (and everyone): totals and the busiest period. */
export function chartSummary(
  points: readonly ChartPoint[],
  unit: OrderReport['series_unit'],
  currency: string,
) {
  const count = points.reduce((n, p) => n + p.count, 0);
  const sum = points.reduce((n, p) => n + p.sum, 0);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'Keine bestätigten Bestellungen im Zeitraum.';
  const span = `${first.longLabel} bis ${last.longLabel}`;
  const orders = `${formatCount(count)} ${count === 1 ? 'bestätigte Bestellung' : 'bestätigte Bestellungen'}`;
  if (count === 0) return `${span}: keine bestätigten Bestellungen.`;
  const busiest = points.reduce((a, b) => (b.count > a.count ? b : a));
  const when = `${unit === 'month' ? 'im' : 'am'} ${busiest.longLabel}`;
  return `${span}: ${orders}, Umsatz ${formatMoney(sum, currency)}. Die meisten Bestellungen gab es ${when} (${formatCount(busiest.count)}, ${formatMoney(busiest.sum, currency)}).`;
}
