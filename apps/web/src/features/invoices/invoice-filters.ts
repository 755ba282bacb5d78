/**
 * 'R-Lauf anlegen' as pure rules: the filter (docs/product.md#validation date filter, test orders, country) and its list
 * request, the per-tenant rows with client-side sorting and paging, and the billing request, confirmation
 * and result texts.
 */
import { COUNTRY_NAMES, type Country } from '@ausweis/shared/constants';
import { formatMoney } from '@ausweis/shared/format';
import { defaultDateRange } from '@ausweis/shared/schemas/date-range';
import type {
  CreatePaymentRunsRequest,
  CreatePaymentRunsResponse,
  InvoiceableQuery,
  InvoiceableRow,
} from '@ausweis/shared/schemas/invoices';
import type { SortItem } from '@ausweis/shared/schemas/pagination';
import type dayjs from 'dayjs';
import { type DateRangeDraft, validDateRange } from '../../components/date-range';

/** Under the 'Zusätzliche E-Mail-Empfänger' fields (the server applies zEmailList). */
export const EMAILS_HINT = 'Optional; mehrere Adressen mit Komma trennen.';

export interface InvoiceFilterState extends DateRangeDraft {
  include_test: boolean;
  country_id: Country;
}

/** The last 30 days, no test orders, Germany. */
export function defaultInvoiceFilters(today?: dayjs.Dayjs): InvoiceFilterState {
  return { ...defaultDateRange(today), include_test: false, country_id: 'DE' };
}

/** The list request, or null while the dates are not valid (no request, no rows, no billing). */
export function invoiceableQuery(f: InvoiceFilterState): Required<InvoiceableQuery> | null {
  const range = validDateRange(f);
  if (!range) return null;
  return { ...range, include_test: f.include_test, country_id: f.country_id };
}

/** A list row with the grid's row id (one row per tenant). */
export type InvoiceableGridRow = InvoiceableRow & { id: number };

export const toGridRows = (rows: readonly InvoiceableRow[]): InvoiceableGridRow[] =>
  rows.map((r) => ({ ...r, id: r.tenant_id }));

const collator = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });

/** The rows in the order of the table's sort (all rows: the list is sorted and paged in the browser). */
export function sortInvoiceable(rows: readonly InvoiceableGridRow[], sort: SortItem | undefined) {
  const key = (sort?.key ?? 'id') as keyof InvoiceableGridRow;
  const dir = sort?.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return c !== 0 ? c * dir : (a.id - b.id) * dir;
  });
}

/** One page (1-based) of the sorted rows. */
export const pageOf = <T>(rows: readonly T[], page: number, count: number): T[] =>
  rows.slice((page - 1) * count, page * count);

export interface BillingSummary {
  tenants: number;
  orders: number;
  /** Sum per currency, in cents, in the order the currencies first appear. */
  sums: { currency: string; cents: number }[];
}

/** What the selected rows add up to. */
export function billingSummary(
  rows: readonly InvoiceableGridRow[],
  selected: readonly number[],
): BillingSummary {
  const ids = new Set(selected);
  const chosen = rows.filter((r) => ids.has(r.id));
  const sums = new Map<string, number>();
  for (const r of chosen) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.sum_price);
  return {
    tenants: chosen.length,
    orders: chosen.reduce((n, r) => n + r.count, 0),
    sums: [...sums].map(([currency, cents]) => ({ currency, cents })),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '12,50 € und 3,00 CHF'. */
export const sumsText = (s: BillingSummary): string =>
  s.sums.map((x) => formatMoney(x.cents, x.currency)).join(' und ') || formatMoney(0);

/** The question before billing (Ja/Nein). */
export function confirmText(s: BillingSummary, extraEmails: readonly string[]): string {
  const question = `${plural(s.tenants, 'Mandant', 'Mandanten')} mit ${plural(
    s.orders,
    'Bestellung',
    'Bestellungen',
  )} über ${sumsText(s)} abrechnen?`;
  const what =
    s.tenants === 1
      ? 'Für den Mandanten wird eine Rechnung erstellt und per E-Mail versendet.'
      : 'Für jeden Mandanten wird eine Rechnung erstellt und per E-Mail versendet.';
  const extra = extraEmails.length > 0 ? ` Zusätzliche Empfänger: ${extraEmails.join(', ')}.` : '';
  return `${question} ${what}${extra}`;
}

/**
 * The selection across pages after the grid's change on one page: the page's rows as now ticked,
 * the other pages' as they were.
 */
export function withPageSelection(
  selected: readonly number[],
  pageRows: readonly { id: number }[],
  pageTicked: readonly number[],
): number[] {
  const onPage = new Set(pageRows.map((r) => r.id));
  return [...selected.filter((id) => !onPage.has(id)), ...pageTicked];
}

/** The button that selects every row of the filter, over all pages. */
export const selectAllText = (n: number) => `Alle ${plural(n, 'Mandant', 'Mandanten')} im Filter auswählen`;

/** The line under the action area: what is selected. */
export function selectionText(s: BillingSummary): string {
  if (s.tenants === 0) return '';
  return `${plural(s.tenants, 'Mandant', 'Mandanten')} ausgewählt, ${plural(
    s.orders,
    'Bestellung',
    'Bestellungen',
  )}, ${sumsText(s)}`;
}

/** The billing request: exactly the filter the list was loaded with, the tenants and the extra recipients. */
export function createRunsRequest(
  query: Required<InvoiceableQuery>,
  tenantIds: readonly number[],
  additionalEmails: string,
): CreatePaymentRunsRequest {
  return { ...query, tenant_ids: [...tenantIds], additional_emails: additionalEmails.trim() };
}

/** The success toast: '3 Rechnungsläufe angelegt. Die Rechnungen werden erstellt und versendet.' */
export function createdText(r: CreatePaymentRunsResponse): string {
  const what = r.runs.length === 1 ? 'Die Rechnung wird' : 'Die Rechnungen werden';
  return `${plural(r.runs.length, 'Rechnungslauf', 'Rechnungsläufe')} angelegt. ${what} erstellt und versendet.`;
}

export const countryName = (id: string): string => COUNTRY_NAMES[id as Country] ?? id;

/** The toast after resending an invoice. */
export const resentText = (invoiceNumber: string, mails: number): string =>
  `Rechnung ${invoiceNumber} erneut gesendet: ${plural(mails, 'E-Mail', 'E-Mails')} versendet.`;
