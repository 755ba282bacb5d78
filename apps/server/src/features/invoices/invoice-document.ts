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

/**
 * The buyer (BG-7): the tenant, or its 'Rechnungsempfänger' (a school's Schulträger) when it has one.
 * The optional fields came with XRechnung; invoices stored before them simply lack them.
 */
export interface InvoiceBuyer extends InvoiceAddress {
  /** The tenant's usst_id (BT-48), when it has one. */
  vat_id: string | null;
  email: string;
  /** Our customer number for the tenant (BT-46): the tenant id. */
  customer_id: string;
  /** A public buyer's Leitweg-ID (BT-10); with one, the invoice is an XRechnung. */
  leitweg_id?: string | null;
  /** The buyer's electronic address (BT-49); without one, `email` with scheme EM. */
  endpoint?: { scheme: string; id: string } | null;
  /** 'Bestellnummer/Auftragsreferenz' (BT-13). */
  order_reference?: string | null;
  /** The tenant that got the cards (BT-70), when the buyer is its Rechnungsempfänger. */
  deliver_to?: string | null;
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
  /**
   * Only on a cancellation invoice (credit note, type 381; run-cancel.ts): the invoice it cancels
   * (BT-25 number, BT-26 date), whose seller, buyer and lines it repeats.
   */
  cancels?: { number: string; date: string };
}

/** The EN 16931 amounts of an invoice, in cents, derived from its gross lines. */
export interface InvoiceTotals {
  /** Line net amounts (BT-131), in the order of the lines; they add up to `net`. */
  line_nets: number[];
  /** Sum of line net amounts = total without VAT = taxable amount (BT-106, BT-109, BT-116). */
  net: number;
  /** VAT total = net x rate rounded half-up to the cent (BT-110, BT-117; BR-CO-17). */
  vat: number;
  /** Total with VAT = net + vat (BT-112). */
  total: number;
  /** Rounding amount (BT-114): due - total, 0 or +1 cent. */
  rounding: number;
  /** Amount due (BT-115): exactly the gross sum of the lines. */
  due: number;
}

const BPS = 10_000n;

/** VAT of a net amount in cents at a rate in basis points, rounded half-up (the schematron's round()). */
function vatOfNet(net: bigint, bps: bigint): bigint {
  return (2n * net * bps + BPS) / (2n * BPS);
}

/**
 * Splits gross (VAT-included) lines into the net/VAT figures an EN 16931 invoice must state.
 *
 * Prices are gross, but the standard computes forward from net: VAT = round(net x rate) and the
 * total = net + VAT. So we pick the invoice net N as the largest integer with N + round(N x rate) <= G
 * (G = gross sum). That makes net + VAT equal G exactly, or, when no N hits G (at 19 % the function
 * N + round(0.19 N) skips about one value in six), one cent short; that cent is stated as the rounding
 * amount BT-114, so the amount due BT-115 is always exactly G, the sum the tenant's orders cost.
 * N is then shared out over the lines by the largest-remainder method in proportion to their gross
 * amounts, so the line nets add up to N exactly (BR-CO-10) and each is less than 2 cents off its line's
 * own gross / (1 + rate). All arithmetic is integer (BigInt: cents x cents overflows doubles).
 */
export function invoiceTotals(lines: Pick<InvoiceLine, 'amount'>[], vatRate: number): InvoiceTotals {
  const bps = BigInt(Math.round(vatRate * 100));
  if (bps <= 0n || Math.abs(vatRate * 100 - Number(bps)) > 1e-6) {
    throw new Error(`invoiceTotals: VAT rate must be > 0 with at most 2 decimals, got ${vatRate}`);
  }
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount < 0) {
      throw new Error(`invoiceTotals: line amount must be whole non-negative cents, got ${line.amount}`);
    }
  }
  const gross = lines.reduce((sum, line) => sum + BigInt(line.amount), 0n);
  let net = (gross * BPS) / (BPS + bps);
  // Integer division floors, so net + vat(net) <= gross; step up while the next net still fits.
  while (net + 1n + vatOfNet(net + 1n, bps) <= gross) net += 1n;
  const vat = vatOfNet(net, bps);

  const shares = lines.map((line, index) => {
    const exact = gross === 0n ? 0n : BigInt(line.amount) * net;
    return { index, floor: gross === 0n ? 0n : exact / gross, rest: gross === 0n ? 0n : exact % gross };
  });
  let left = net - shares.reduce((sum, s) => sum + s.floor, 0n);
  const byRest = [...shares].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const share of byRest) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return {
    line_nets: shares.map((s) => Number(s.floor)),
    net: Number(net),
    vat: Number(vat),
    total: Number(net + vat),
    rounding: Number(gross - net - vat),
    due: Number(gross),
  };
}
