/**
 * The EN 16931 side of an invoice: what we hand to @e-invoice-eu/core (its UBL-shaped internal format,
 * which it turns into CII). The XML itself is always the library's; we never write it by hand. The
 * tests read it back from a rendered PDF with invoice-xml.test-support.ts.
 */
import { formatMoney } from '@ausweis/shared/format';
import type { Invoice } from '@e-invoice-eu/core';
import {
  CARD_KIND_NAMES,
  type InvoiceAddress,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceTotals,
} from './invoice-document';

/**
 * The e-invoice profile, chosen by the buyer alone, so every document built for a buyer (an invoice,
 * its cancellation) gets the same: a buyer with a Leitweg-ID (a public body) gets XRechnung 3.0 in
 * CII syntax (BT-24 urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0), both as
 * its own XML file and embedded in the PDF; every other buyer ZUGFeRD/Factur-X EN 16931 in the PDF.
 */
export function eInvoiceProfile(buyer: Pick<InvoiceDocument['buyer'], 'leitweg_id'>) {
  return buyer.leitweg_id
    ? ({ xrechnung: true, pdfFormat: 'Factur-X-XRechnung', xmlFormat: 'XRECHNUNG-CII' } as const)
    : ({ xrechnung: false, pdfFormat: 'Factur-X-EN16931', xmlFormat: null } as const);
}

/** Cents as the XML's decimal string: 15546 -> '155.46'. */
function dec(cents: number | bigint): string {
  const value = BigInt(cents);
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export interface NetPrice {
  /** Item net price (BT-146) for `base` units, 2 decimals (the library allows no more). */
  amount: string;
  /** Item price base quantity (BT-149): 1, 10, 100, ... */
  base: number;
  /** The same price per unit, as a plain decimal ('4.2016'), for the page. */
  per_unit: string;
}

/**
 * The net unit price of a line. Net prices of gross prices rarely have 2 decimals (5.00 / 1.19), and
 * quantity x a 2-decimal price would miss the line net amount by up to quantity x 0.5 cent. So the price
 * is given per 10, 100, ... pieces (BT-149), the smallest base for which quantity x price / base rounds to
 * the line net exactly (37 x 420.16 / 100 = 155.4592 -> 155.46), and a recomputing reader agrees.
 */
export function netPrice(netCents: number, quantity: number): NetPrice {
  const net = BigInt(netCents);
  const qty = BigInt(quantity);
  let k = 0;
  let cents = 0n;
  for (; k <= 8; k++) {
    const base = 10n ** BigInt(k);
    cents = (2n * net * base + qty) / (2n * qty);
    if ((2n * qty * cents + base) / (2n * base) === net) break;
  }
  k = Math.min(k, 8);
  const digits = cents.toString().padStart(k + 3, '0');
  const perUnit = `${digits.slice(0, -(k + 2))}.${digits.slice(-(k + 2))}`.replace(/(\.\d\d\d*?)0+$/, '$1');
  return { amount: dec(cents), base: 10 ** k, per_unit: perUnit };
}

/** Item name (BT-153), also the Bezeichnung on the page. */
export function lineName(line: InvoiceLine): string {
  return `${line.product_type}, ${CARD_KIND_NAMES[line.kind]}`;
}

/**
 * Remittance information (BT-83), the Verwendungszweck on the page: the invoice number, as the payment
 * terms ask for it (one reference everywhere, so a bank transfer is matched whichever the payer copies).
 */
export function paymentReference(doc: Pick<InvoiceDocument, 'number'>): string {
  return doc.number;
}

function postalAddress(a: InvoiceAddress) {
  return {
    'cbc:StreetName': a.street,
    // name2 (department, c/o, ...) is the second address line (BT-36 / BT-51).
    ...(a.name2 ? { 'cbc:AdditionalStreetName': a.name2 } : {}),
    'cbc:CityName': a.city,
    'cbc:PostalZone': a.plz,
    'cac:Country': { 'cbc:IdentificationCode': a.country_id as 'DE' },
  };
}

type EInvoiceLine = Invoice['ubl:Invoice']['cac:InvoiceLine'][number];

/** The invoice in the library's internal format, amounts from invoiceTotals(). */
export function toEInvoice(doc: InvoiceDocument, totals: InvoiceTotals): Invoice {
  const { seller, buyer } = doc;
  const currency = doc.currency as Invoice['ubl:Invoice']['cbc:DocumentCurrencyCode'];
  // Every amount needs its currency attribute: the library's JSON schema requires it (its types do not).
  const money = <K extends string>(key: K, cents: number) =>
    ({ [key]: dec(cents), [`${key}@currencyID`]: currency }) as Record<K, string>;
  const vat = {
    'cbc:ID': 'S' as const,
    'cbc:Percent': String(doc.vat_rate),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const lines = doc.lines.map((line, i): EInvoiceLine => {
    const net = totals.line_nets[i] ?? 0;
    const price = netPrice(net, line.quantity);
    return {
      'cbc:ID': String(i + 1),
      'cbc:Note': `Stückpreis inkl. ${doc.vat_rate} % USt.: ${formatMoney(line.unit_price, doc.currency)}`,
      'cbc:InvoicedQuantity': String(line.quantity),
      'cbc:InvoicedQuantity@unitCode': 'C62',
      ...money('cbc:LineExtensionAmount', net),
      'cac:Item': { 'cbc:Name': lineName(line), 'cac:ClassifiedTaxCategory': vat },
      'cac:Price': {
        'cbc:PriceAmount': price.amount,
        'cbc:PriceAmount@currencyID': currency,
        ...(price.base > 1
          ? { 'cbc:BaseQuantity': String(price.base), 'cbc:BaseQuantity@unitCode': 'C62' }
          : {}),
      },
    } as EInvoiceLine;
  });
  return {
    'ubl:Invoice': {
      'cbc:ID': doc.number,
      'cbc:IssueDate': doc.date,
      'cbc:DueDate': doc.due_date,
      // 381: a credit note, our cancellation invoice, naming the invoice it cancels (BG-3).
      'cbc:InvoiceTypeCode': doc.cancels ? '381' : '380',
      'cbc:Note': [`Rechnungslauf ${doc.run_id}`],
      'cbc:DocumentCurrencyCode': currency,
      // BT-10: the Leitweg-ID of a public buyer (BR-DE-15), else our customer number.
      'cbc:BuyerReference': buyer.leitweg_id || buyer.customer_id,
      ...(buyer.order_reference ? { 'cac:OrderReference': { 'cbc:ID': buyer.order_reference } } : {}),
      ...(doc.cancels
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': doc.cancels.number,
                  'cbc:IssueDate': doc.cancels.date,
                },
              },
            ],
          }
        : {}),
      'cac:InvoicePeriod': { 'cbc:StartDate': doc.period_from, 'cbc:EndDate': doc.period_to },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': postalAddress(seller),
          // VAT id first: the library marks only the first registration 'VA', the tax number keeps 'FC'.
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': seller.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            { 'cbc:CompanyID': seller.tax_number, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
          ],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
          'cac:Contact': {
            'cbc:Name': seller.contact,
            'cbc:Telephone': seller.phone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.endpoint?.id ?? buyer.email,
          'cbc:EndpointID@schemeID': (buyer.endpoint?.scheme ?? 'EM') as 'EM',
          'cac:PartyIdentification': { 'cbc:ID': buyer.customer_id },
          'cac:PostalAddress': postalAddress(buyer),
          ...(buyer.vat_id
            ? {
                'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
              }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
        },
      },
      // CII requires ApplicableHeaderTradeDelivery, and the library writes it only when it has content:
      // the cards went to the tenant, so the deliver-to party name (BT-70) is the tenant's.
      'cac:Delivery': {
        'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.deliver_to || buyer.name } },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': paymentReference(doc),
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.iban.replace(/\s+/g, ''),
            'cbc:Name': seller.name,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic.replace(/\s+/g, '') },
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': doc.payment_terms },
      'cac:TaxTotal': [
        {
          ...money('cbc:TaxAmount', totals.vat),
          'cac:TaxSubtotal': [
            {
              ...money('cbc:TaxableAmount', totals.net),
              ...money('cbc:TaxAmount', totals.vat),
              'cac:TaxCategory': vat,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...money('cbc:LineExtensionAmount', totals.net),
        ...money('cbc:TaxExclusiveAmount', totals.net),
        ...money('cbc:TaxInclusiveAmount', totals.total),
        ...(totals.rounding !== 0 ? money('cbc:PayableRoundingAmount', totals.rounding) : {}),
        ...money('cbc:PayableAmount', totals.due),
      },
      'cac:InvoiceLine': lines as [EInvoiceLine, ...EInvoiceLine[]],
    },
  };
}
