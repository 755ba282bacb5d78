/**
 * 'Meine Daten' as a PDF a person reads (German): the same content as the JSON (disclosure.service.ts),
 * with photo and signature drawn in. pdfkit with DejaVu Sans (platform/pdf-fonts.ts), so any name prints.
 */
import { formatDateTime, formatMoney } from '@ausweis/shared/format';
import { PERSON_FIELD_KEYS, PERSON_FIELDS } from '@ausweis/shared/person-fields';
import { NO_CONSENT_TEXT } from '@ausweis/shared/schemas/consent';
import sharp from 'sharp';
import { type GermanPdf, germanPdf } from '../../platform/german-pdf';
import type { DisclosedFile, Disclosure } from './disclosure.service';

export const DISCLOSURE_HEADINGS = {
  title: 'Auskunft über gespeicherte Daten',
  person: 'Persönliche Daten',
  images: 'Foto und Unterschrift',
  card: 'Weitere gespeicherte Angaben zum Ausweis',
  consent: 'Einwilligung',
  payments: 'Zahlungen',
  mails: 'Versandte E-Mails',
  events: 'Protokoll der Zugriffe',
} as const;

type Pdf = GermanPdf;
const PERSON_KEYS = new Set<string>(PERSON_FIELD_KEYS);
const FILE_KEYS = new Set(['image_file_id', 'sign_file_id', 'card_file_id']);

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  return String(value);
};

function heading(pdf: Pdf, text: string): void {
  pdf.moveDown(1).font('Bold').fontSize(13).fillColor('black').text(text).moveDown(0.3);
  pdf.font('Regular').fontSize(10);
}

const line = (pdf: Pdf, label: string, value: unknown) =>
  pdf.font('Bold').text(`${label}: `, { continued: true }).font('Regular').text(shown(value));

/** PNG or JPEG as stored; any other image type converted to PNG (pdfkit draws only those two). */
async function drawable(file: DisclosedFile): Promise<Buffer | null> {
  const bytes = Buffer.from(file.base64, 'base64');
  if (file.mime_type === 'image/png' || file.mime_type === 'image/jpeg') return bytes;
  return sharp(bytes)
    .png()
    .toBuffer()
    .catch(() => null);
}

async function drawImages(pdf: Pdf, d: Disclosure): Promise<void> {
  heading(pdf, DISCLOSURE_HEADINGS.images);
  const photo = d.photo && (await drawable(d.photo));
  const sign = d.signature && (await drawable(d.signature));
  if (!photo && !sign) {
    pdf.text('Es sind kein Foto und keine Unterschrift gespeichert.');
    return;
  }
  const top = pdf.y;
  if (photo) pdf.image(photo, 50, top, { fit: [120, 150] });
  if (sign) pdf.image(sign, 200, top, { fit: [200, 80] });
  pdf.y = top + 160;
  pdf.x = 50;
}

/** The disclosure as a PDF. */
export async function disclosurePdf(d: Disclosure): Promise<Buffer> {
  const { pdf, bytes } = await germanPdf({ margin: 50 });
  pdf.info.Title = DISCLOSURE_HEADINGS.title;

  pdf.font('Bold').fontSize(17).text(DISCLOSURE_HEADINGS.title);
  pdf.font('Regular').fontSize(10).moveDown(0.3);
  pdf.text(`nach Art. 15 DSGVO, erstellt am ${formatDateTime(d.created_at)}`);
  pdf.text(`Verantwortlich: ${d.tenant_name} · Ausweis: ${d.product_type} · Nummer ${shown(d.card.id)}`);

  heading(pdf, DISCLOSURE_HEADINGS.person);
  for (const key of PERSON_FIELD_KEYS) line(pdf, PERSON_FIELDS[key].label, d.card[key]);
  await drawImages(pdf, d);

  heading(pdf, DISCLOSURE_HEADINGS.card);
  for (const [key, value] of Object.entries(d.card)) {
    if (!PERSON_KEYS.has(key) && !FILE_KEYS.has(key)) line(pdf, key, value);
  }

  heading(pdf, DISCLOSURE_HEADINGS.consent);
  pdf.text(d.consent ? `Einwilligung ${d.consent.summary}.` : `${NO_CONSENT_TEXT}.`);
  if (d.consent?.text) pdf.moveDown(0.3).text(`„${d.consent.text}“`);

  heading(pdf, DISCLOSURE_HEADINGS.payments);
  if (d.payments.length === 0) pdf.text('Keine Zahlungen.');
  for (const p of d.payments)
    pdf.text(
      `${formatDateTime(p.created_at)}: ${formatMoney(p.amount, p.currency)} über ${p.provider} (${p.state})`,
    );

  heading(pdf, DISCLOSURE_HEADINGS.mails);
  if (d.mails.length === 0) pdf.text('Keine E-Mails.');
  for (const m of d.mails) {
    pdf.font('Bold').text(`${formatDateTime(m.created_at)} an ${m.recipient}: ${m.subject}`);
    pdf.font('Regular').text(m.text).moveDown(0.5);
  }

  heading(pdf, DISCLOSURE_HEADINGS.events);
  if (d.audit_events.length === 0) pdf.text('Keine Einträge.');
  for (const e of d.audit_events) {
    const who = e.role_label;
    const fields = e.fields.length > 0 ? ` (Felder: ${e.fields.join(', ')})` : '';
    const refused = e.outcome === 'refused' ? ' – abgelehnt' : '';
    pdf.text(`${formatDateTime(e.at)}: ${e.action_label} durch ${who}${fields}${refused}`);
  }
  pdf.end();
  return bytes;
}
