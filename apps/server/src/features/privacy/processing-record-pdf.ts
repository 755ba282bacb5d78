/**
 * The processing record (processing-record.ts) as an A4 PDF drawn with pdfkit in DejaVu Sans
 * (platform/pdf-fonts.ts): headings, paragraphs, bullet points and the table of deletion periods,
 * flowing over as many pages as it needs, each with its date and page number.
 */
import { formatDate } from '@ausweis/shared/format';
import type { RetentionPeriod } from '@ausweis/shared/schemas/privacy';
import { type GermanPdf, germanPdf } from '../../platform/german-pdf';
import type { ProcessingRecord, RecordSection } from './processing-record';

const MM = 72 / 25.4;
const MARGIN = 20 * MM;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The table's first column (the data), the rest is the period. */
const DATA_WIDTH = WIDTH * 0.55;

type Pdf = GermanPdf;

const font = (pdf: Pdf, name: 'Regular' | 'Bold', size: number) => pdf.font(name).fontSize(size);

/** Starts a new page unless `height` still fits above the bottom margin. */
function keepSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > PAGE_HEIGHT - MARGIN) pdf.addPage();
}

function drawPeriods(pdf: Pdf, periods: RetentionPeriod[]): void {
  const gap = 8;
  const periodWidth = WIDTH - DATA_WIDTH - gap;
  font(pdf, 'Bold', 9.5);
  keepSpace(pdf, 30);
  const head = pdf.y;
  pdf.text('Daten', MARGIN, head, { width: DATA_WIDTH });
  pdf.text('Löschfrist', MARGIN + DATA_WIDTH + gap, head, { width: periodWidth });
  pdf.y = head + 14;
  font(pdf, 'Regular', 9.5);
  for (const p of periods) {
    const height = Math.max(
      pdf.heightOfString(p.data, { width: DATA_WIDTH }),
      pdf.heightOfString(p.period, { width: periodWidth }),
    );
    keepSpace(pdf, height + 6);
    const top = pdf.y;
    pdf
      .moveTo(MARGIN, top - 2)
      .lineTo(MARGIN + WIDTH, top - 2)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
    pdf.text(p.data, MARGIN, top + 2, { width: DATA_WIDTH });
    pdf.text(p.period, MARGIN + DATA_WIDTH + gap, top + 2, { width: periodWidth });
    pdf.y = top + height + 6;
  }
  pdf.x = MARGIN;
}

function drawSection(pdf: Pdf, section: RecordSection): void {
  keepSpace(pdf, 50);
  pdf.moveDown(0.8);
  font(pdf, 'Bold', 12).text(section.title, MARGIN, pdf.y, { width: WIDTH });
  pdf.moveDown(0.3);
  font(pdf, 'Regular', 10);
  for (const text of section.paragraphs ?? []) pdf.text(text, MARGIN, pdf.y, { width: WIDTH });
  if (section.bullets) pdf.list(section.bullets, MARGIN, pdf.y, { width: WIDTH, bulletRadius: 1.8 });
  if (section.periods) {
    pdf.moveDown(0.5);
    drawPeriods(pdf, section.periods);
  }
}

/** Each page's footer: the date of the record and 'Seite n von m'. */
function drawFooters(pdf: Pdf, date: string): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    pdf.page.margins.bottom = 0;
    font(pdf, 'Regular', 8).fillColor('#555555');
    const y = PAGE_HEIGHT - 12 * MM;
    pdf.text(`Stand: ${date}`, MARGIN, y, { width: WIDTH / 2, lineBreak: false });
    const page = `Seite ${i - range.start + 1} von ${range.count}`;
    pdf.text(page, MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right', lineBreak: false });
  }
}

/** The record as PDF bytes, dated `now`. */
export async function renderProcessingRecord(record: ProcessingRecord, now: Date): Promise<Buffer> {
  const { pdf, bytes } = await germanPdf({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: record.title, Producer: 'Ausweisportal', Creator: 'Ausweisportal' },
  });
  font(pdf, 'Bold', 17).text(record.title, MARGIN, MARGIN, { width: WIDTH });
  font(pdf, 'Regular', 11).text(record.subtitle, { width: WIDTH });
  for (const section of record.sections) drawSection(pdf, section);
  drawFooters(pdf, formatDate(now.toISOString()));
  pdf.end();
  return bytes;
}
