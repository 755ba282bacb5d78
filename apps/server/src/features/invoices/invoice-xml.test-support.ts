/**
 * Reads back what a rendered invoice PDF carries: its embedded factur-x.xml and the figures in it, so
 * tests check the e-invoice against the run without trusting our own input.
 */
/** The embedded e-invoice XML of a Factur-X/ZUGFeRD PDF (factur-x.xml, or the older names). */
export async function readEmbeddedInvoiceXml(pdf: Buffer | Uint8Array): Promise<string> {
  // Loaded when first needed: pdf-lib costs start-up time and memory a server may never need.
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'ZUGFeRD-invoice.xml'];
  const attachment = document.getAttachments().find((a) => names.includes(a.name));
  if (!attachment) throw new Error('PDF enthält keine E-Rechnung (factur-x.xml)');
  return new TextDecoder().decode(attachment.data);
}

export interface ParsedInvoiceXml {
  number: string;
  currency: string;
  lines: { name: string; quantity: number; net_amount_cents: number }[];
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  rounding_cents: number;
  due_cents: number;
  vat_rate: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    return String.fromCodePoint(ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
}

/** Text of the first <ram:NAME> (or other prefix) element in `xml`; '' when absent. */
function first(xml: string, name: string): string {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? '').trim() : '';
}

function blocks(xml: string, name: string): string[] {
  return xml.match(new RegExp(`<(?:\\w+:)?${name}[\\s>][\\s\\S]*?</(?:\\w+:)?${name}>`, 'g')) ?? [];
}

/** Decimal string to cents, exactly (no float): '155.46' -> 15546. */
function cents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return Number.NaN;
  const fraction = (match[3] ?? '').padEnd(2, '0');
  if (/[1-9]/.test(fraction.slice(2))) return Number.NaN;
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(fraction.slice(0, 2)));
}

/** The figures of a CII invoice that the tests check against the run. */
export function parseInvoiceXml(xml: string): ParsedInvoiceXml {
  const header = blocks(xml, 'ExchangedDocument')[0] ?? '';
  const settlement = blocks(xml, 'ApplicableHeaderTradeSettlement')[0] ?? '';
  const sums = blocks(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation')[0] ?? '';
  const tax = blocks(settlement, 'ApplicableTradeTax')[0] ?? '';
  return {
    number: first(header, 'ID'),
    currency: first(settlement, 'InvoiceCurrencyCode'),
    lines: blocks(xml, 'IncludedSupplyChainTradeLineItem').map((item) => ({
      name: first(blocks(item, 'SpecifiedTradeProduct')[0] ?? '', 'Name'),
      quantity: Number(first(item, 'BilledQuantity')),
      net_amount_cents: cents(
        first(blocks(item, 'SpecifiedTradeSettlementLineMonetarySummation')[0] ?? '', 'LineTotalAmount'),
      ),
    })),
    net_cents: cents(first(sums, 'TaxBasisTotalAmount')),
    vat_cents: cents(first(sums, 'TaxTotalAmount')),
    gross_cents: cents(first(sums, 'GrandTotalAmount')),
    rounding_cents: cents(first(sums, 'RoundingAmount') || '0'),
    due_cents: cents(first(sums, 'DuePayableAmount')),
    vat_rate: Number(first(tax, 'RateApplicablePercent')),
  };
}
