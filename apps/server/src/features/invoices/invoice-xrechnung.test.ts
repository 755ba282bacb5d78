/**
 * The e-invoice of each kind of buyer through the official rules (einvoice-rules.test-support.ts):
 * a public buyer (Leitweg-ID) gets XRechnung 3.0 CII, as its own XML and embedded in the PDF; others
 * keep Factur-X EN 16931. Several VAT rates, one line and many.
 */
import { describe, expect, it } from 'vitest';
import { cancellationDocument } from './cancellation-document';
import { fatalAsserts } from './einvoice-rules.test-support';
import { type InvoiceBuyer, type InvoiceDocument, type InvoiceLine, invoiceTotals } from './invoice-document';
import { renderInvoicePdf, renderXRechnungXml } from './invoice-pdf';
import { readEmbeddedInvoiceXml } from './invoice-xml.test-support';

const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

const line = (product_type: string, kind: InvoiceLine['kind'], quantity: number, unit_price: number) => ({
  product_type,
  kind,
  quantity,
  unit_price,
  amount: quantity * unit_price,
});

const SCHOOL: InvoiceBuyer = {
  name: 'Stadt Musterhausen – Schulverwaltungsamt',
  name2: null,
  street: 'Rathausplatz 1',
  plz: '79100',
  city: 'Musterhausen',
  country_id: 'DE',
  vat_id: null,
  email: 'sekretariat@gymnasium.example',
  customer_id: '17',
  leitweg_id: '04011000-1234512345-06',
  endpoint: { scheme: '0204', id: '04011000-1234512345-06' },
  order_reference: 'BANF-2026-0042',
  deliver_to: 'Goethe-Gymnasium Musterhausen',
};

const CLUB: InvoiceBuyer = {
  name: 'Turnverein Müllheim 1890 e.V.',
  name2: 'Geschäftsstelle',
  street: 'Sportplatzweg 7',
  plz: '79379',
  city: 'Müllheim',
  country_id: 'DE',
  vat_id: 'DE987654321',
  email: 'kasse@tv-muellheim.example',
  customer_id: '1001',
};

function invoice(buyer: InvoiceBuyer, lines: InvoiceLine[], vatRate = 19): InvoiceDocument {
  const totals = invoiceTotals(lines, vatRate);
  return {
    number: 'RE-2026-00007',
    date: '2026-12-01',
    due_date: '2026-12-15',
    period_from: '2026-11-01',
    period_to: '2026-11-30',
    currency: 'EUR',
    vat_rate: vatRate,
    run_id: 42,
    seller: {
      name: 'Ausweisportal GmbH',
      street: 'Hauptstraße 1',
      plz: '10115',
      city: 'Berlin',
      country_id: 'DE',
      vat_id: 'DE123456789',
      tax_number: '143/123/45678',
      email: 'rechnung@ausweisportal.example',
      phone: '+49 30 1234567',
      contact: 'Erika Mustermann',
      bank_name: 'Berliner Sparkasse',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
    buyer,
    lines,
    gross: totals.due,
    net: totals.net,
    vat: totals.vat,
    payment_terms: 'Zahlbar ohne Abzug bis 15.12.2026.',
  };
}

const ONE = [line('Schülerausweis', 'online', 1, 500)];
const MANY = [
  line('Schülerausweis', 'online', 37, 500),
  line('Schülerausweis', 'hardcopy', 12, 890),
  line('Lehrerausweis', 'both', 3, 1250),
];

/** Element text of the first <ram:NAME> in the XML. */
const ram = (xml: string, path: RegExp) => path.exec(xml)?.[1];

describe('XRechnung for a buyer with a Leitweg-ID', () => {
  it.each([
    ['one order, 19 %', ONE, 19],
    ['many orders, 19 %', MANY, 19],
    ['many orders, 7 %', MANY, 7],
  ])('%s: the XML passes EN 16931 and XRechnung with no fatal assert', async (_, lines, rate) => {
    const doc = invoice(SCHOOL, lines, rate);
    const xml = await renderXRechnungXml(doc);
    expect(xml).toBeTypeOf('string');
    expect(fatalAsserts(xml ?? '', { xrechnung: true })).toEqual([]);
    expect(ram(xml ?? '', /<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>([^<]+)</)).toBe(
      XRECHNUNG_3,
    );
    expect(ram(xml ?? '', /<ram:BuyerReference>([^<]+)</)).toBe(SCHOOL.leitweg_id);
    expect(ram(xml ?? '', /<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>([^<]+)</)).toBe(
      'BANF-2026-0042',
    );
    expect(xml).toContain('<ram:URIID schemeID="0204">04011000-1234512345-06</ram:URIID>');
    expect(xml).toContain('Goethe-Gymnasium Musterhausen');
  });

  it('the PDF embeds the same XRechnung', async () => {
    const doc = invoice(SCHOOL, MANY);
    const embedded = await readEmbeddedInvoiceXml(await renderInvoicePdf(doc));
    expect(embedded).toContain(XRECHNUNG_3);
    expect(fatalAsserts(embedded, { xrechnung: true })).toEqual([]);
  });

  it('an e-mail as electronic address, without order reference or Rechnungsempfänger', async () => {
    const doc = invoice(
      {
        ...CLUB,
        vat_id: null,
        leitweg_id: '991-33333TEST-33',
        endpoint: { scheme: 'EM', id: 'rechnung@stadt.example' },
      },
      ONE,
    );
    const xml = (await renderXRechnungXml(doc)) ?? '';
    expect(fatalAsserts(xml, { xrechnung: true })).toEqual([]);
    expect(xml).toContain('<ram:URIID schemeID="EM">rechnung@stadt.example</ram:URIID>');
  });
});

describe('the cancellation of a public buyer’s invoice', () => {
  it('is an XRechnung credit note naming the invoice, as its own XML and in the PDF', async () => {
    const doc = cancellationDocument(invoice(SCHOOL, MANY), 'ST-2026-00003', '2026-12-05');
    const xml = (await renderXRechnungXml(doc)) ?? '';
    const embedded = await readEmbeddedInvoiceXml(await renderInvoicePdf(doc));
    for (const cii of [xml, embedded]) {
      expect(fatalAsserts(cii, { xrechnung: true })).toEqual([]);
      expect(ram(cii, /<ram:TypeCode>(381)</)).toBe('381');
      expect(ram(cii, /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>([^<]+)</)).toBe(
        'RE-2026-00007',
      );
      expect(ram(cii, /<ram:BuyerReference>([^<]+)</)).toBe(SCHOOL.leitweg_id);
    }
  });
});

describe('Factur-X EN 16931 for other buyers', () => {
  it.each([
    ['one order, 19 %', ONE, 19],
    ['many orders, 7 %', MANY, 7],
  ])('%s: no separate XML, the embedded one passes EN 16931', async (_, lines, rate) => {
    const doc = invoice(CLUB, lines, rate);
    expect(await renderXRechnungXml(doc)).toBeNull();
    const embedded = await readEmbeddedInvoiceXml(await renderInvoicePdf(doc));
    expect(embedded).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(ram(embedded, /<ram:BuyerReference>([^<]+)</)).toBe('1001');
    expect(fatalAsserts(embedded, { xrechnung: false })).toEqual([]);
  });
});
