/**
 * 'Bestellungen report' (docs/product.md#screens 'Order report', #fields order report, #api invoice orders report): what was
 * ordered and earned in a date range. Test orders (order, tenant or product marked as test) are never
 * counted. Amounts are in cents, per currency (orders keep the currency of their product).
 */
import { z } from 'zod';
import { zQueryBool } from '../validation/zod';
import { DateRange } from './date-range';

/** GET invoice orders report ?date_from=&date_to=&as_excel= : the summary, or the same as an Excel file. */
export const ReportQuery = DateRange.extend({ as_excel: zQueryBool().default(false) });
export type ReportQuery = z.input<typeof ReportQuery>;

/** One group of a country's confirmed orders (docs/product.md#fields data list). */
export const ReportGroup = z.object({
  IsOnline: z.boolean(),
  IsHardcopy: z.boolean(),
  TenantPayee: z.boolean(),
  Count: z.number(),
  PriceSum: z.number(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/** A country's confirmed orders in one currency, grouped by card kind and who pays. */
export const ReportCountry = z.object({
  country_id: z.string(),
  currency: z.string(),
  data: z.array(ReportGroup),
});
export type ReportCountry = z.infer<typeof ReportCountry>;

/** The docs/product.md#fields figures of one currency; what each means is in REPORT_FIGURES. */
export const ReportTotals = z.object({
  currency: z.string(),
  count_all_payed: z.number(),
  sum_all_payed: z.number(),
  count_all: z.number(),
  sum_orders_all: z.number(),
  sum_orders: z.number(),
  sum_price: z.number(),
  hardcopy_count: z.number(),
  sum_without_cardcost: z.number(),
  sum_without_porto: z.number(),
});
export type ReportTotals = z.infer<typeof ReportTotals>;

/** Orders and revenue of one day (YYYY-MM-DD) or, for ranges over REPORT_DAILY_MAX_DAYS, one month (YYYY-MM). */
export const ReportPoint = z.object({
  period: z.string(),
  currency: z.string(),
  count: z.number(),
  sum: z.number(),
});
export type ReportPoint = z.infer<typeof ReportPoint>;

/** Ranges up to this many days are charted per day, longer ones per month. */
export const REPORT_DAILY_MAX_DAYS = 92;

/**
 * Invoiced and not paid, per currency, today (whatever the range): open = total minus paid of every
 * run not cancelled; overdue = the part of it past its due date. In cents.
 */
export const ReportReceivables = z.object({ currency: z.string(), open: z.number(), overdue: z.number() });
export type ReportReceivables = z.infer<typeof ReportReceivables>;

export const RECEIVABLES_TEXTS = {
  title: 'Offene Rechnungen',
  open: 'Offen',
  overdue: 'Davon überfällig',
  none: 'Keine offenen Rechnungen.',
} as const;

export const OrderReport = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** Cost of one plastic card and the postage per plastic card, in cents (REPORT_CARD_COST_CENTS, REPORT_PORTO_CENTS). */
  card_cost: z.number(),
  porto_cost: z.number(),
  totals: z.array(ReportTotals),
  values: z.array(ReportCountry),
  series_unit: z.enum(['day', 'month']),
  series: z.array(ReportPoint),
  receivables: z.array(ReportReceivables),
});
export type OrderReport = z.infer<typeof OrderReport>;

/**
 * The figures' German labels and what they mean (tooltips, the Excel file and the README say the
 * same). 'Bestätigt' = paid by the orderer, or paid by the tenant (tenant_payee) and not cancelled
 * or failed.
 */
export const REPORT_FIGURES: Record<
  Exclude<keyof ReportTotals, 'currency'>,
  { label: string; hint: string }
> = {
  count_all: {
    label: 'Bestellungen gesamt',
    hint: 'Alle Bestellungen im Zeitraum, auch unbezahlte, abgebrochene und fehlgeschlagene (ohne Testbestellungen).',
  },
  sum_orders_all: {
    label: 'Bestellwert gesamt',
    hint: 'Summe der Preise aller Bestellungen im Zeitraum, auch unbezahlter und abgebrochener.',
  },
  count_all_payed: {
    label: 'Online bezahlt (Anzahl)',
    hint: 'Bestellungen, die die Besteller mit PayPal, Stripe oder der Testzahlung bezahlt haben.',
  },
  sum_all_payed: {
    label: 'Online bezahlt (Summe)',
    hint: 'Summe der von Bestellern bezahlten Beträge.',
  },
  sum_orders: {
    label: 'Bestätigte Bestellungen',
    hint: 'Online bezahlte Bestellungen plus Bestellungen, die der Mandant per Rechnung bezahlt (nicht abgebrochen oder fehlgeschlagen).',
  },
  sum_price: {
    label: 'Umsatz',
    hint: 'Summe der Preise der bestätigten Bestellungen: online bezahlt plus per Rechnungslauf an Mandanten berechnet (brutto).',
  },
  hardcopy_count: {
    label: 'Plastikkarten',
    hint: 'Bestätigte Bestellungen mit Plastikkarte (allein oder mit Smartphone-Ausweis).',
  },
  sum_without_cardcost: {
    label: 'Umsatz ohne Kartenkosten',
    hint: 'Umsatz abzüglich der Herstellungskosten je Plastikkarte.',
  },
  sum_without_porto: {
    label: 'Umsatz ohne Karten- und Portokosten',
    hint: 'Umsatz abzüglich der Herstellungskosten und des Portos je Plastikkarte.',
  },
};

export const REPORT_TEXTS = {
  title: 'Auswertung Bestellungen und Umsatz',
  menu: 'Umsatz-Auswertung',
  download: 'Herunterladen',
} as const;
