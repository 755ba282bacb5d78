/**
 * The operator's billing settings (README 'Rechnungen'): who issues the invoices, the VAT rate and
 * payment terms, and the cost figures of the order report. Demo values stand in outside production;
 * in production invoices are refused until the seller is configured.
 */
import { ConfigError } from './config';
import type { InvoiceSeller } from './features/invoices/invoice-document';

export interface BillingConfig {
  /** null: not configured (production only); billing answers with a German 503. */
  seller: InvoiceSeller | null;
  /** VAT rate in percent (INVOICE_VAT_RATE, default 19); prices are gross. */
  vatRate: number;
  /** Days until payment is due (INVOICE_PAYMENT_DAYS, default 14). */
  paymentDays: number;
  /** Days between two payment reminders of an overdue run (INVOICE_REMINDER_DAYS, default 14). */
  reminderDays: number;
  /** Cost of one plastic card in cents (REPORT_CARD_COST_CENTS, default 150). */
  cardCostCents: number;
  /** Postage per plastic card in cents (REPORT_PORTO_CENTS, default 50). */
  portoCents: number;
}

/** The demo operator: fictitious, marked as such on every invoice it issues. */
export const DEMO_SELLER: InvoiceSeller = {
  name: 'Ausweisportal Demo GmbH',
  name2: 'Demo – keine echte Rechnung',
  street: 'Musterstraße 1',
  plz: '12345',
  city: 'Musterstadt',
  country_id: 'DE',
  vat_id: 'DE123456789',
  tax_number: '143/123/45678',
  email: 'rechnung@ausweisportal.example',
  phone: '+49 30 1234567',
  contact: 'Buchhaltung',
  bank_name: 'Demo Bank',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
};

const SELLER_ENV: Record<keyof InvoiceSeller, string> = {
  name: 'INVOICE_SELLER_NAME',
  name2: 'INVOICE_SELLER_NAME2',
  street: 'INVOICE_SELLER_STREET',
  plz: 'INVOICE_SELLER_PLZ',
  city: 'INVOICE_SELLER_CITY',
  country_id: 'INVOICE_SELLER_COUNTRY',
  vat_id: 'INVOICE_SELLER_VAT_ID',
  tax_number: 'INVOICE_SELLER_TAX_NUMBER',
  email: 'INVOICE_SELLER_EMAIL',
  phone: 'INVOICE_SELLER_PHONE',
  contact: 'INVOICE_SELLER_CONTACT',
  bank_name: 'INVOICE_BANK_NAME',
  iban: 'INVOICE_IBAN',
  bic: 'INVOICE_BIC',
};

// Phone and contact person are required too: XRechnung validators expect the seller contact.
const OPTIONAL: (keyof InvoiceSeller)[] = ['name2', 'country_id'];

function sellerFrom(env: NodeJS.ProcessEnv, production: boolean): InvoiceSeller | null {
  if (!env.INVOICE_SELLER_NAME) return production ? null : DEMO_SELLER;
  const seller = { country_id: 'DE', name2: null } as Record<string, unknown>;
  for (const [key, name] of Object.entries(SELLER_ENV) as [keyof InvoiceSeller, string][]) {
    const value = env[name]?.trim();
    if (value) seller[key] = value;
    else if (!OPTIONAL.includes(key))
      throw new ConfigError(`${name} fehlt (nötig, sobald INVOICE_SELLER_NAME gesetzt ist).`);
  }
  return seller as unknown as InvoiceSeller;
}

function numberFrom(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > max)
    throw new ConfigError(`${name} muss eine Zahl von 0 bis ${max} sein.`);
  return n;
}

/** A standard VAT rate: above 0, at most two decimals (the invoice's VAT category S). */
function vatRateFrom(value: string | undefined): number {
  const rate = numberFrom(value, 19, 'INVOICE_VAT_RATE', 100);
  if (rate <= 0 || Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-9)
    throw new ConfigError(
      'INVOICE_VAT_RATE muss größer als 0 sein und darf höchstens zwei Nachkommastellen haben.',
    );
  return rate;
}

export function loadBillingConfig(env: NodeJS.ProcessEnv, production: boolean): BillingConfig {
  return {
    seller: sellerFrom(env, production),
    vatRate: vatRateFrom(env.INVOICE_VAT_RATE),
    paymentDays: Math.round(numberFrom(env.INVOICE_PAYMENT_DAYS, 14, 'INVOICE_PAYMENT_DAYS', 365)),
    reminderDays: Math.max(
      1,
      Math.round(numberFrom(env.INVOICE_REMINDER_DAYS, 14, 'INVOICE_REMINDER_DAYS', 365)),
    ),
    cardCostCents: Math.round(numberFrom(env.REPORT_CARD_COST_CENTS, 150, 'REPORT_CARD_COST_CENTS', 100000)),
    portoCents: Math.round(numberFrom(env.REPORT_PORTO_CENTS, 50, 'REPORT_PORTO_CENTS', 100000)),
  };
}

/** The settings of a config without billing (tests): demo values. */
export const DEFAULT_BILLING: BillingConfig = loadBillingConfig({}, false);
