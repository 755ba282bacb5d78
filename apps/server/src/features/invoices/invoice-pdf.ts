/**
 * One invoice as a ZUGFeRD/Factur-X PDF (profile EN 16931, PDF/A-3): pdfkit draws the page a person
 * reads, @e-invoice-eu/core writes the CII XML from the same figures, embeds it and adds the PDF/A
 * metadata. The library does not embed fonts, and PDF/A forbids the unembedded standard 14 fonts, so
 * the page uses DejaVu Sans from the `dejavu-fonts-ttf` package (wide Latin coverage, so any tenant's
 * name prints; pdfkit embeds only the glyphs used).
 */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import { type GermanPdf, germanPdf } from '../../platform/german-pdf';
import { embedPrecedingInvoice, withPrecedingInvoice } from './credit-note-reference';
import { generateEInvoice } from './e-invoice-generate';
import { type InvoiceDocument, type InvoiceTotals, invoiceTotals } from './invoice-document';
import { germanMetadata, invoiceKind, invoiceTitle } from './invoice-metadata';
import { eInvoiceProfile, lineName, netPrice, paymentReference, toEInvoice } from './invoice-xml';

const MM = 72 / 25.4;
const LEFT = 25 * MM;
const RIGHT = 595.28 - 20 * MM;
const WIDTH = RIGHT - LEFT;
const PAGE_HEIGHT = 841.89;
/** Where content stops and the footer begins. */
const BOTTOM = PAGE_HEIGHT - 30 * MM;
const GREY = '#555555';
const COUNTRY_NAMES: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' };
/** Table columns: Pos., Bezeichnung, Menge, Einzelpreis, Betrag (x offset from LEFT, width, align). */
const COLUMNS = [
  { title: 'Pos.', x: 0, width: 28, align: 'left' },
  { title: 'Bezeichnung', x: 30, width: 222, align: 'left' },
  { title: 'Menge', x: 254, width: 50, align: 'right' },
  { title: 'Einzelpreis', x: 306, width: 76, align: 'right' },
  { title: 'Betrag', x: 384, width: WIDTH - 384, align: 'right' },
] as const;

/**
 * Net unit prices rarely end after 2 decimals (5,00 € gross is 4,2016… € net): every one is printed with
 * UNIT_PRICE_DECIMALS, so the column reads alike ('4,2016 €', '8,4000 €'); the line amounts are exact.
 */
const UNIT_PRICE_DECIMALS = 4;

/** A net unit price like '4.201680' in German money format: '4,2017 €'. */
export function unitPriceText(decimal: string, currency: string): string {
  const value = Number(decimal).toLocaleString('de-DE', {
    minimumFractionDigits: UNIT_PRICE_DECIMALS,
    maximumFractionDigits: UNIT_PRICE_DECIMALS,
  });
  return formatMoney(0, currency).replace('0,00', value);
}

const ibanText = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The stored run and the page and XML must state the same sums; a mismatch is a bug upstream. */
function checkDocument(doc: InvoiceDocument, totals: InvoiceTotals): void {
  if (doc.lines.length === 0) throw new Error(`Rechnung ${doc.number}: keine Positionen`);
  for (const line of doc.lines) {
    if (!(line.quantity > 0) || line.amount !== line.quantity * line.unit_price) {
      throw new Error(`Rechnung ${doc.number}: Position ${lineName(line)} ist nicht Menge x Einzelpreis`);
    }
  }
  if (doc.gross !== totals.due || doc.net !== totals.net || doc.vat !== totals.vat) {
    throw new Error(
      `Rechnung ${doc.number}: Summen weichen von invoiceTotals() ab (brutto ${doc.gross}/${totals.due}, ` +
        `netto ${doc.net}/${totals.net}, USt. ${doc.vat}/${totals.vat})`,
    );
  }
}

type Pdf = GermanPdf;

function style(pdf: Pdf, font: 'Regular' | 'Bold', size: number, color = 'black'): Pdf {
  return pdf.font(font).fontSize(size).fillColor(color);
}

/** A horizontal rule across the text width. */
function rule(pdf: Pdf, y: number, width = 0.6, color = 'black'): void {
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

function drawLetterhead(pdf: Pdf, doc: InvoiceDocument): void {
  const { seller, buyer } = doc;
  style(pdf, 'Bold', 15).text(seller.name, LEFT, 15 * MM, { width: WIDTH / 2 });
  const contact = [seller.street, `${seller.plz} ${seller.city}`, `Tel. ${seller.phone}`, seller.email];
  style(pdf, 'Regular', 8, GREY).text(contact.join('\n'), LEFT + WIDTH / 2, 15 * MM, {
    width: WIDTH / 2,
    align: 'right',
  });
  // DIN 5008 form B window: return address line, then the recipient from 62.7 mm.
  const sender = `${seller.name} · ${seller.street} · ${seller.plz} ${seller.city}`;
  pdf.fontSize(7).text(sender, 20 * MM, 54 * MM, { width: 85 * MM, underline: true, lineBreak: false });
  const country = buyer.country_id !== seller.country_id ? COUNTRY_NAMES[buyer.country_id] : undefined;
  const address = [
    buyer.name,
    buyer.name2,
    buyer.deliver_to ? `für ${buyer.deliver_to}` : null,
    buyer.street,
    `${buyer.plz} ${buyer.city}`,
    country,
  ];
  style(pdf, 'Regular', 10).text(address.filter(Boolean).join('\n'), 20 * MM, 62.7 * MM, { width: 85 * MM });

  const info: [string, string][] = [
    ['Rechnungsnummer', doc.number],
    ...(buyer.leitweg_id ? ([['Leitweg-ID', buyer.leitweg_id]] as [string, string][]) : []),
    ...(buyer.order_reference ? ([['Ihre Bestellung', buyer.order_reference]] as [string, string][]) : []),
    ['Rechnungsdatum', formatDate(doc.date)],
    ['Kundennummer', buyer.customer_id],
    ['Leistungszeitraum', `${formatDate(doc.period_from)} – ${formatDate(doc.period_to)}`],
    ['Rechnungslauf', String(doc.run_id)],
    ...(doc.cancels
      ? ([['Storniert Rechnung', `${doc.cancels.number} vom ${formatDate(doc.cancels.date)}`]] as [
          string,
          string,
        ][])
      : []),
    ...(buyer.vat_id ? ([['Ihre USt-IdNr.', buyer.vat_id]] as [string, string][]) : []),
    ['Ansprechpartner', seller.contact],
  ];
  let y = 50 * MM;
  pdf.fontSize(8.5);
  for (const [label, value] of info) {
    pdf.fillColor(GREY).text(label, 117 * MM, y, { width: 30 * MM, lineBreak: false });
    pdf.fillColor('black').text(value, 149 * MM, y, { width: RIGHT - 149 * MM });
    y = Math.max(pdf.y, y + 12);
  }
}

function drawTableHeader(pdf: Pdf, y: number): number {
  style(pdf, 'Bold', 9);
  for (const c of COLUMNS)
    pdf.text(c.title, LEFT + c.x, y, { width: c.width, align: c.align, lineBreak: false });
  rule(pdf, y + 14);
  return y + 20;
}

function drawLines(pdf: Pdf, doc: InvoiceDocument, totals: InvoiceTotals, top: number): number {
  let y = drawTableHeader(pdf, top);
  doc.lines.forEach((line, i) => {
    const net = totals.line_nets[i] ?? 0;
    const note = `Stückpreis brutto ${formatMoney(line.unit_price, doc.currency)}`;
    pdf.font('Regular').fontSize(9);
    const nameHeight = pdf.heightOfString(lineName(line), { width: COLUMNS[1].width });
    const height = nameHeight + 14;
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = drawTableHeader(pdf, 20 * MM);
    }
    const cells = [
      String(i + 1),
      lineName(line),
      line.quantity.toLocaleString('de-DE'),
      unitPriceText(netPrice(net, line.quantity).per_unit, doc.currency),
      formatMoney(net, doc.currency),
    ];
    style(pdf, 'Regular', 9);
    COLUMNS.forEach((c, k) => {
      pdf.text(cells[k] ?? '', LEFT + c.x, y, { width: c.width, align: c.align });
    });
    style(pdf, 'Regular', 7.5, GREY).text(note, LEFT + COLUMNS[1].x, y + nameHeight + 1, {
      width: COLUMNS[1].width,
    });
    y += height + 6;
  });
  rule(pdf, y - 2);
  return y + 4;
}

function drawSums(pdf: Pdf, doc: InvoiceDocument, totals: InvoiceTotals, top: number): number {
  const rows: [string, number, boolean][] = [
    ['Nettobetrag', totals.net, false],
    [`zzgl. ${doc.vat_rate.toLocaleString('de-DE')} % USt.`, totals.vat, false],
    ...(totals.rounding ? ([['Rundungsbetrag', totals.rounding, false]] as [string, number, boolean][]) : []),
    ['Gesamtbetrag', totals.due, true],
  ];
  let y = top;
  for (const [label, amount, bold] of rows) {
    style(pdf, bold ? 'Bold' : 'Regular', bold ? 10 : 9).text(label, LEFT + 220, y, {
      width: 160,
      lineBreak: false,
    });
    pdf.text(formatMoney(amount, doc.currency), LEFT + 384, y, { width: WIDTH - 384, align: 'right' });
    y += bold ? 16 : 13;
  }
  return y + 12;
}

/** A cancellation invoice asks for no payment: its terms say what happens, and the e-invoice note. */
function drawCancellationNote(pdf: Pdf, doc: InvoiceDocument, top: number): void {
  const einvoice =
    'Diese Stornorechnung enthält eine maschinenlesbare E-Rechnung (ZUGFeRD/Factur-X, Profil EN 16931, ' +
    'Gutschrift Typ 381) als eingebettete XML-Datei; diese ist rechtlich maßgeblich.';
  style(pdf, 'Regular', 9).text(doc.payment_terms, LEFT, top, { width: WIDTH });
  style(pdf, 'Regular', 8, GREY).text(einvoice, LEFT, pdf.y + 10, { width: WIDTH });
}

function drawPayment(pdf: Pdf, doc: InvoiceDocument, top: number): void {
  if (doc.cancels) {
    drawCancellationNote(pdf, doc, top);
    return;
  }
  const { seller } = doc;
  const text = [
    doc.payment_terms,
    `Bitte überweisen Sie den Gesamtbetrag von ${formatMoney(doc.gross, doc.currency)} auf folgendes Konto:`,
  ].join('\n');
  const bank: [string, string][] = [
    ['Kontoinhaber', seller.name],
    ['IBAN', ibanText(seller.iban)],
    ['BIC', seller.bic],
    ['Bank', seller.bank_name],
    ['Verwendungszweck', paymentReference(doc)],
  ];
  const einvoice = eInvoiceProfile(doc.buyer).xrechnung
    ? `Diese Rechnung ist eine XRechnung 3.0 (CII) an die Leitweg-ID ${doc.buyer.leitweg_id}; die XML-Datei ` +
      'liegt bei und ist zusätzlich eingebettet; sie ist rechtlich maßgeblich.'
    : 'Diese Rechnung enthält eine maschinenlesbare E-Rechnung (ZUGFeRD/Factur-X, Profil EN 16931) ' +
      'als eingebettete XML-Datei; diese ist rechtlich maßgeblich.';
  pdf.font('Regular').fontSize(9);
  const needed = pdf.heightOfString(text, { width: WIDTH }) + bank.length * 12 + 50;
  let y = top;
  if (y + needed > BOTTOM) {
    pdf.addPage();
    y = 20 * MM;
  }
  pdf.fillColor('black').text(text, LEFT, y, { width: WIDTH });
  y = pdf.y + 6;
  for (const [label, value] of bank) {
    pdf.font('Regular').fillColor(GREY).text(label, LEFT, y, { width: 90, lineBreak: false });
    pdf.font(label === 'Verwendungszweck' ? 'Bold' : 'Regular').fillColor('black');
    pdf.text(value, LEFT + 95, y, { width: WIDTH - 95 });
    y = Math.max(pdf.y, y + 12);
  }
  style(pdf, 'Regular', 8, GREY).text(einvoice, LEFT, y + 10, { width: WIDTH });
}

/** Footer on every page (buffered pages): seller, tax ids and bank, and the page number. */
function drawFooters(pdf: Pdf, doc: InvoiceDocument): void {
  const { seller } = doc;
  const columns = [
    [seller.name, seller.street, `${seller.plz} ${seller.city}`],
    [
      `Tel. ${seller.phone}`,
      seller.email,
      `USt-IdNr.: ${seller.vat_id}`,
      `Steuernummer: ${seller.tax_number}`,
    ],
    [seller.bank_name, `IBAN: ${ibanText(seller.iban)}`, `BIC: ${seller.bic}`],
  ];
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const y = BOTTOM + 6 * MM;
    rule(pdf, y - 6, 0.4, GREY);
    style(pdf, 'Regular', 7, GREY);
    columns.forEach((lines, k) => {
      pdf.text(lines.join('\n'), LEFT + (k * WIDTH) / 3, y, { width: WIDTH / 3 - 6 });
    });
    const page = `Seite ${i - range.start + 1} von ${range.count}`;
    pdf.text(page, LEFT, PAGE_HEIGHT - 10 * MM, { width: WIDTH, align: 'right', lineBreak: false });
  }
}

/** The human-readable invoice alone, as a plain pdfkit PDF (before the XML is embedded). */
export async function drawInvoicePage(
  doc: InvoiceDocument,
  totals: InvoiceTotals,
  compress = true,
): Promise<Buffer> {
  // margin 0: pdfkit never breaks pages on its own; drawLines/drawPayment do, before the footer zone.
  const { pdf, bytes } = await germanPdf({ margin: 0, bufferPages: true, pdfVersion: '1.7', compress });
  // The library writes the document information anew (germanMetadata sets what a viewer shows).
  pdf.info.Title = invoiceTitle(doc);
  pdf.info.Author = doc.seller.name;
  drawLetterhead(pdf, doc);
  style(pdf, 'Bold', 16).text(invoiceKind(doc), LEFT, 100 * MM);
  const intro = doc.cancels
    ? `Hiermit stornieren wir unsere Rechnung ${doc.cancels.number} vom ${formatDate(doc.cancels.date)} vollständig und schreiben Ihnen gut (Preise und Beträge netto):`
    : 'Für die im Leistungszeitraum bestellten Ausweise berechnen wir Ihnen (Preise und Beträge netto):';
  style(pdf, 'Regular', 9).text(intro, LEFT, 100 * MM + 24, { width: WIDTH });
  const afterTable = drawLines(pdf, doc, totals, pdf.y + 10);
  const afterSums = drawSums(pdf, doc, totals, afterTable);
  drawPayment(pdf, doc, afterSums);
  drawFooters(pdf, doc);
  pdf.end();
  return bytes;
}

/**
 * Renders the invoice: the human-readable page with the e-invoice XML embedded (PDF/A-3), EN 16931
 * or, for a buyer with a Leitweg-ID, XRechnung (eInvoiceProfile).
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const totals = invoiceTotals(doc.lines, doc.vat_rate);
  checkDocument(doc, totals);
  const page = await drawInvoicePage(doc, totals);
  const out = await generateEInvoice(toEInvoice(doc, totals), {
    format: eInvoiceProfile(doc.buyer).pdfFormat,
    lang: 'de',
    pdf: { buffer: page, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  const withReference = doc.cancels ? await embedPrecedingInvoice(out as Uint8Array, doc.cancels) : out;
  return germanMetadata(withReference as Uint8Array, doc);
}

/** The XRechnung XML (CII) of an invoice to a buyer with a Leitweg-ID; null for other buyers. */
export async function renderXRechnungXml(doc: InvoiceDocument): Promise<string | null> {
  const format = eInvoiceProfile(doc.buyer).xmlFormat;
  if (!format) return null;
  const totals = invoiceTotals(doc.lines, doc.vat_rate);
  checkDocument(doc, totals);
  const out = await generateEInvoice(toEInvoice(doc, totals), { format, lang: 'de' });
  const xml = typeof out === 'string' ? out : new TextDecoder().decode(out);
  return doc.cancels ? withPrecedingInvoice(xml, doc.cancels) : xml;
}
