/** Builds the invoice of one payment run from its billed orders (pure: tested without a database). */
import { formatDate } from '@ausweis/shared/format';
import dayjs from 'dayjs';
import { germanIsoDate } from '../../platform/german-date';
import {
  type CardKind,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceSeller,
  invoiceTotals,
} from './invoice-document';

/** What the invoice needs of a billed order. */
export interface BilledOrder {
  price: number;
  created_at: string;
  is_online: boolean;
  is_hardcopy: boolean;
  product_type: string;
}

export const cardKindOf = (o: { is_online: boolean; is_hardcopy: boolean }): CardKind =>
  o.is_online && o.is_hardcopy ? 'both' : o.is_hardcopy ? 'hardcopy' : 'online';

/** One line per product type, card kind and unit price, in a stable order. */
export function invoiceLines(orders: BilledOrder[]): InvoiceLine[] {
  const lines = new Map<string, InvoiceLine>();
  for (const o of orders) {
    const kind = cardKindOf(o);
    const key = JSON.stringify([o.product_type, kind, o.price]);
    const line = lines.get(key) ?? {
      product_type: o.product_type,
      kind,
      quantity: 0,
      unit_price: o.price,
      amount: 0,
    };
    line.quantity += 1;
    line.amount += o.price;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) =>
      a.product_type.localeCompare(b.product_type, 'de') ||
      a.kind.localeCompare(b.kind) ||
      a.unit_price - b.unit_price,
  );
}

export interface InvoiceInput {
  number: string;
  runId: number;
  issuedAt: Date;
  currency: string;
  vatRate: number;
  paymentDays: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  orders: BilledOrder[];
}

/** The due date (YYYY-MM-DD) of an invoice issued at this moment. */
export const dueDateOf = (issuedAt: Date, paymentDays: number) =>
  dayjs(germanIsoDate(issuedAt)).add(paymentDays, 'day').format('YYYY-MM-DD');

export function buildInvoice(i: InvoiceInput): InvoiceDocument {
  const days = i.orders.map((o) => germanIsoDate(new Date(o.created_at))).sort();
  const date = germanIsoDate(i.issuedAt);
  const due = dueDateOf(i.issuedAt, i.paymentDays);
  const lines = invoiceLines(i.orders);
  const totals = invoiceTotals(lines, i.vatRate);
  return {
    number: i.number,
    date,
    due_date: due,
    period_from: days[0] ?? date,
    period_to: days[days.length - 1] ?? date,
    currency: i.currency,
    vat_rate: i.vatRate,
    run_id: i.runId,
    seller: i.seller,
    buyer: i.buyer,
    lines,
    gross: totals.due,
    net: totals.net,
    vat: totals.vat,
    payment_terms: `Zahlbar ohne Abzug bis ${formatDate(due)}. Bitte geben Sie als Verwendungszweck die Rechnungsnummer ${i.number} an.`,
  };
}
