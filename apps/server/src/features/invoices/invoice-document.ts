/**
 * What an invoice says, as data: built once when a payment run is created (and kept with the run, so
 * the invoice never changes when a tenant's address does later), rendered to the PDF/A-3 with the
 * embedded EN 16931 CII XML by invoice-pdf.ts. Amounts in cents; prices are gross (VAT included).
 */

export interface InvoiceAddress {
  name: string;
  name2?: string | null;
  street: string;
  plz: string;
  city: string;
  /** ISO 3166-1 alpha-2: DE, AT, CH. */
  country_id: string;
}

export interface InvoiceSeller extends InvoiceAddress {
  /** USt-IdNr. (BT-31), e.g. DE123456789. */
  vat_id: string;
  /** Steuernummer (BT-32), e.g. 143/123/45678. */
  tax_number: string;
  email: string;
  phone: string;
  /** Contact person shown on the invoice. */
  contact: string;
  bank_name: string;
  iban: string;
  bic: string;
}

export interface InvoiceBuyer extends InvoiceAddress {
  /** The tenant's usst_id (BT-48), when it has one. */
  vat_id: string | null;
  email: string;
  /** Our customer number for the tenant (BT-46): the tenant id. */
  customer_id: string;
}

/** Smartphone card only, plastic card only, or both. */
export type CardKind = 'online' | 'hardcopy' | 'both';

export const CARD_KIND_NAMES: Record<CardKind, string> = {
  online: 'Smartphone-Ausweis',
  hardcopy: 'Plastikkarte',
  both: 'Plastikkarte und Smartphone-Ausweis',
};

/** One line: the orders of one product type and card kind at one unit price. */
export interface InvoiceLine {
  product_type: string;
  kind: CardKind;
  quantity: number;
  /** Gross unit price in cents. */
  unit_price: number;
  /** Gross line amount in cents (quantity x unit_price). */
  amount: number;
}

export interface InvoiceDocument {
  /** Gap-free invoice number, e.g. RE-2026-00001 (BT-1). */
  number: string;
  /** YYYY-MM-DD (BT-2). */
  date: string;
  /** YYYY-MM-DD (BT-9). */
  due_date: string;
  /** Service period: first and last order date, YYYY-MM-DD (BT-73, BT-74). */
  period_from: string;
  period_to: string;
  currency: string;
  /** VAT rate in percent, e.g. 19 (BT-119). */
  vat_rate: number;
  /** The payment run id, referenced on the invoice and as the payment reference (BT-83). */
  run_id: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** Gross total in cents: exactly the sum of the billed orders' stored prices (the amount due). */
  gross: number;
  /** Net and VAT in cents, gross = net + vat. */
  net: number;
  vat: number;
  /** German payment terms (BT-20), e.g. 'Zahlbar ohne Abzug bis 08.12.2026.' */
  payment_terms: string;
}
