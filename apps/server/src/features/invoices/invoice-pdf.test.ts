import { formatMoney } from '@ausweis/shared/format';
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceDocument, type InvoiceLine, invoiceTotals } from './invoice-document';
import { drawInvoicePage, renderInvoicePdf, unitPriceText } from './invoice-pdf';
import { netPrice } from './invoice-xml';
import { type ParsedInvoiceXml, parseInvoiceXml, readEmbeddedInvoiceXml } from './invoice-xml.test-support';

const line = (product_type: string, kind: InvoiceLine['kind'], quantity: number, unit_price: number) => ({
  product_type,
  kind,
  quantity,
  unit_price,
  amount: quantity * unit_price,
});

function invoice(lines: InvoiceLine[], overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const totals = invoiceTotals(lines, overrides.vat_rate ?? 19);
  return {
    number: 'RE-2026-00007',
    date: '2026-12-01',
    due_date: '2026-12-15',
    period_from: '2026-11-01',
    period_to: '2026-11-30',
    currency: 'EUR',
    vat_rate: 19,
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
    buyer: {
      name: 'Turnverein Müllheim 1890 e.V.',
      name2: 'Geschäftsstelle',
      street: 'Sportplatzweg 7',
      plz: '79379',
      city: 'Müllheim',
      country_id: 'DE',
      vat_id: 'DE987654321',
      email: 'kasse@tv-muellheim.example',
      customer_id: '1001',
    },
    lines,
    gross: totals.due,
    net: totals.net,
    vat: totals.vat,
    payment_terms:
      'Zahlbar ohne Abzug bis 15.12.2026. Bitte geben Sie als Verwendungszweck die Rechnungsnummer RE-2026-00007 an.',
    ...overrides,
  };
}

/** What pdfkit drew on an uncompressed PDF: glyph ids mapped back through each font's ToUnicode CMap. */
function drawnText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const object = (id: string) => new RegExp(`\\n${id} 0 obj([\\s\\S]*?)endobj`).exec(src)?.[1] ?? '';
  const fonts = new Map<string, string[]>();
  for (const [, name, id] of src.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmap = object(/\/ToUnicode (\d+) 0 R/.exec(object(id ?? ''))?.[1] ?? '');
    const glyphs: string[] = [];
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      (list?.match(/<[0-9a-f ]+>/gi) ?? []).forEach((hex, i) => {
        const codes = hex.slice(1, -1).split(' ');
        glyphs[Number.parseInt(start ?? '0', 16) + i] = String.fromCodePoint(
          ...codes.map((u) => Number.parseInt(u, 16)),
        );
      });
    }
    fonts.set(name ?? '', glyphs);
  }
  let font: string[] = [];
  let text = '';
  for (const [, name, array] of src.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (name) font = fonts.get(name) ?? [];
    for (const hex of array?.match(/<[0-9a-f]*>/gi) ?? []) {
      for (let i = 1; i + 4 < hex.length; i += 4)
        text += font[Number.parseInt(hex.slice(i, i + 4), 16)] ?? '\uFFFD';
    }
    if (array !== undefined) text += '\n';
  }
  return text;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** BR-CO-17 without the implementation's formula: |vat - net x rate| <= half a cent, half rounds up. */
function isRoundedVat(net: number, vat: number, rate: number): boolean {
  const bps = Math.round(rate * 100);
  const diff = net * bps - vat * 10_000;
  return diff >= -5_000 && diff < 5_000;
}

describe('invoiceTotals', () => {
  it('splits gross lines into line nets, net and VAT; the amount due is the gross sum', () => {
    const lines = [line('Verbandsausweis', 'online', 37, 500), line('Verbandsausweis', 'hardcopy', 12, 990)];
    expect(invoiceTotals(lines, 19)).toEqual({
      line_nets: [15546, 9983],
      net: 25529,
      vat: 4851,
      total: 30380,
      rounding: 0,
      due: 30380,
    });
  });

  it('states the cent that no net amount reaches as rounding amount (BT-114)', () => {
    // 9.99 gross: net 8.39 + VAT 1.59 = 9.98, net 8.40 + VAT 1.60 = 10.00.
    expect(invoiceTotals([{ amount: 999 }], 19)).toMatchObject({
      net: 839,
      vat: 159,
      total: 998,
      rounding: 1,
      due: 999,
    });
  });

  it('refuses a VAT rate the standard rate category cannot have', () => {
    expect(() => invoiceTotals([{ amount: 100 }], 0)).toThrow();
    expect(() => invoiceTotals([{ amount: 100 }], 19.001)).toThrow();
  });

  it('keeps BR-CO-10, BR-CO-15, BR-CO-16 and BR-CO-17 for random gross amounts and rates', () => {
    let seed = 20261201;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rates = [19, 7, 16, 5, 8.1, 2.6, 3.8, 20, 10, 13, 5.5, 0.01, 99.99];
    let withRounding = 0;
    for (let run = 0; run < 5000; run++) {
      const lines = Array.from({ length: 1 + random(6) }, () => ({
        amount:
          (random(20) === 0 ? 0 : 1 + random(500)) *
          (random(5) === 0 ? 1 + random(100_000) : 1 + random(3000)),
      }));
      const rate = rates[random(rates.length)] ?? 19;
      const t = invoiceTotals(lines, rate);
      const gross = sum(lines.map((l) => l.amount));
      expect(t.due).toBe(gross);
      expect(sum(t.line_nets)).toBe(t.net);
      expect(isRoundedVat(t.net, t.vat, rate)).toBe(true);
      expect(t.total).toBe(t.net + t.vat);
      expect(t.total + t.rounding).toBe(t.due);
      expect([0, 1]).toContain(t.rounding);
      // Rounding only where no net amount reaches the gross exactly: one cent more net overshoots.
      if (t.rounding) expect(isRoundedVat(t.net + 1, gross - t.net - 1, rate)).toBe(false);
      withRounding += t.rounding;
      t.line_nets.forEach((net, i) => {
        const exact = ((lines[i]?.amount ?? 0) * 10_000) / (10_000 + Math.round(rate * 100));
        expect(Math.abs(net - exact)).toBeLessThan(2);
        expect(net).toBeGreaterThanOrEqual(0);
      });
    }
    expect(withRounding).toBeGreaterThan(0);
  });

  it('gives a 2-decimal net price per base quantity that reproduces the line net amount', () => {
    expect(netPrice(15546, 37)).toEqual({ amount: '420.16', base: 100, per_unit: '4.2016' });
    expect(netPrice(1000, 4)).toEqual({ amount: '2.50', base: 1, per_unit: '2.50' });
    for (let quantity = 1; quantity < 3000; quantity += 7) {
      const net = quantity * 421 + (quantity % 13) * 17;
      const price = netPrice(net, quantity);
      expect(price.amount).toMatch(/^\d+\.\d\d$/);
      const cents = Math.round(Number(price.amount) * 100);
      expect(Math.round((quantity * cents) / price.base)).toBe(net);
    }
  });
});

describe('renderInvoicePdf', () => {
  const doc = invoice([
    line('Verbandsausweis', 'online', 37, 500),
    line('Verbandsausweis', 'hardcopy', 12, 990),
    line('Schülerausweis', 'both', 3, 1333),
  ]);
  let pdf: Buffer;
  let xml: ParsedInvoiceXml;

  beforeAll(async () => {
    pdf = await renderInvoicePdf(doc);
    xml = parseInvoiceXml(await readEmbeddedInvoiceXml(pdf));
  });

  it('is a PDF/A-3 with the Factur-X EN 16931 metadata and one page', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  it('embeds the XML with the document figures; the amount due is exactly the gross sum', () => {
    expect(xml.number).toBe('RE-2026-00007');
    expect(xml.currency).toBe('EUR');
    expect(xml.vat_rate).toBe(19);
    expect(xml.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Verbandsausweis, Smartphone-Ausweis', 37],
      ['Verbandsausweis, Plastikkarte', 12],
      ['Schülerausweis, Plastikkarte und Smartphone-Ausweis', 3],
    ]);
    expect(sum(xml.lines.map((l) => l.net_amount_cents))).toBe(xml.net_cents);
    expect(isRoundedVat(xml.net_cents, xml.vat_cents, 19)).toBe(true);
    expect(xml.gross_cents).toBe(xml.net_cents + xml.vat_cents);
    expect(xml.due_cents).toBe(37 * 500 + 12 * 990 + 3 * 1333);
    expect(xml.due_cents).toBe(xml.gross_cents + xml.rounding_cents);
    expect([xml.net_cents, xml.vat_cents]).toEqual([doc.net, doc.vat]);
  });

  it('prints what the XML states, in German, with the font embedded', async () => {
    const page = await drawInvoicePage(doc, invoiceTotals(doc.lines, 19), false);
    expect(page.toString('latin1')).toContain('/FontFile2');
    expect(page.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const text = drawnText(page);
    for (const expected of [
      'Rechnung\n',
      'Rechnungsnummer\nRE-2026-00007',
      'Rechnungsdatum\n01.12.2026',
      'Kundennummer\n1001',
      'Leistungszeitraum\n01.11.2026 – 30.11.2026',
      'Turnverein Müllheim 1890 e.V.\nGeschäftsstelle\nSportplatzweg 7\n79379 Müllheim',
      '1\nVerbandsausweis, Smartphone-Ausweis\n37\n4,2016 €\n155,46 €\nStückpreis brutto 5,00 €',
      `Nettobetrag\n${formatMoney(xml.net_cents)}\nzzgl. 19 % USt.\n${formatMoney(xml.vat_cents)}`,
      `Gesamtbetrag\n${formatMoney(xml.due_cents)}`,
      'IBAN\nDE89 3704 0044 0532 0130 00\nBIC\nCOBADEFFXXX\nBank\nBerliner Sparkasse',
      // One payment reference: the invoice number the payment terms ask for.
      'Verwendungszweck\nRE-2026-00007',
      'ZUGFeRD/Factur-X, Profil EN 16931',
      'USt-IdNr.: DE123456789\nSteuernummer: 143/123/45678',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Rechnungslauf 42 /');
  });

  it('states a rounding cent, omits a missing buyer VAT id and names a foreign country', async () => {
    const odd = invoice([line('Mitgliedsausweis', 'hardcopy', 1, 999)], {
      buyer: { ...doc.buyer, vat_id: null, country_id: 'AT', plz: '6020', city: 'Innsbruck' },
    });
    const parsed = parseInvoiceXml(await readEmbeddedInvoiceXml(await renderInvoicePdf(odd)));
    expect([parsed.net_cents, parsed.vat_cents, parsed.rounding_cents, parsed.due_cents]).toEqual([
      839, 159, 1, 999,
    ]);
    const text = drawnText(await drawInvoicePage(odd, invoiceTotals(odd.lines, 19), false));
    expect(text).toContain('Rundungsbetrag\n0,01 €\nGesamtbetrag\n9,99 €');
    expect(text).toContain('6020 Innsbruck\nÖsterreich');
    expect(text).not.toContain('Ihre USt-IdNr.');
  });

  it('breaks a long table over pages and repeats the footer', async () => {
    const many = invoice(
      Array.from({ length: 40 }, (_, i) => line(`Ausweistyp ${i + 1}`, 'online', 1 + i, 250 + i)),
    );
    const rendered = await renderInvoicePdf(many);
    expect((await PDFDocument.load(rendered)).getPageCount()).toBeGreaterThan(1);
    expect(parseInvoiceXml(await readEmbeddedInvoiceXml(rendered)).lines).toHaveLength(40);
    const text = drawnText(await drawInvoicePage(many, invoiceTotals(many.lines, 19), false));
    expect(text).toMatch(/Seite 2 von \d/);
    expect(text.match(/Steuernummer: 143\/123\/45678/g)?.length).toBeGreaterThan(1);
  });

  it('prints every net unit price with four decimals', () => {
    expect(unitPriceText('2.50', 'EUR')).toBe('2,5000 €');
    expect(unitPriceText('4.2016', 'EUR')).toBe('4,2016 €');
    expect(unitPriceText('8.319327731', 'EUR')).toBe('8,3193 €');
    expect(unitPriceText('1234.5', 'EUR')).toBe('1.234,5000 €');
  });

  it('has German document properties, alike in the information dictionary and the XMP', async () => {
    const loaded = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(loaded.getTitle()).toBe('Rechnung RE-2026-00007');
    expect(loaded.getSubject()).toBe(
      'Rechnung RE-2026-00007 vom 01.12.2026 von Ausweisportal GmbH an Turnverein Müllheim 1890 e.V.',
    );
    expect(loaded.getKeywords()).toBe('Rechnung, E-Rechnung, ZUGFeRD, Factur-X, EN 16931');
    expect(loaded.getCreator()).toBe('Ausweisportal');
    expect(loaded.getAuthor()).toBe('Ausweisportal GmbH');
    const xmp = Buffer.from(
      pdf.toString('latin1').match(/<x:xmpmeta[\s\S]*<\/x:xmpmeta>/)?.[0] ?? '',
      'latin1',
    ).toString('utf8');
    expect(xmp).toMatch(/<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">Rechnung RE-2026-00007</);
    expect(xmp).toContain(
      'Rechnung RE-2026-00007 vom 01.12.2026 von Ausweisportal GmbH an Turnverein Müllheim',
    );
    expect(xmp).toContain('<xmp:CreatorTool>Ausweisportal</xmp:CreatorTool>');
    expect(xmp).toContain(`<pdf:Producer>${loaded.getProducer()}</pdf:Producer>`);
    expect(xmp).toContain('<pdf:Keywords>Rechnung, E-Rechnung, ZUGFeRD, Factur-X, EN 16931</pdf:Keywords>');
    expect(`${pdf.toString('latin1')} ${xmp}`).not.toMatch(/Invoice [A-Z]|issued by/);
  });

  it('refuses a document whose stored sums differ from its lines', async () => {
    await expect(renderInvoicePdf({ ...doc, net: doc.net + 1 })).rejects.toThrow(/Summen/);
    await expect(renderInvoicePdf({ ...doc, lines: [] })).rejects.toThrow(/keine Positionen/);
  });
});
