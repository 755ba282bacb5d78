/**
 * The NRW student card (Schülerausweis NRW): the state's green-white-red stripes, title top left, photo
 * right with the student's own signature below it, personal data and home address left, school with
 * stamp and head's signature at the bottom.
 *
 * North Rhine-Westphalia prescribes the student card's labels in German, English and French (BASS 17-59
 * Nr. 2): school, 'Schülerausweis', name, date of birth, address, photo with signature, validity; and no
 * advertising on it. So a product of this type starts with those three label languages
 * (label-languages.ts), each label is set in them (card-labels.ts), and nothing but the card's own data
 * is drawn: no portal name, logo or address.
 */

import {
  barcode,
  CARD_W,
  fieldGrid,
  INK,
  type LayoutContext,
  label,
  labelBadge,
  labelled,
  MUTED,
  photo,
  signatureBlock,
  studentSignature,
} from './card-blocks';
import { cardFields, cardLabel, studentAddress, tenantAddress } from './card-fields';
import { labelTranslations } from './card-labels';
import { clean, rect, text } from './svg';

const NRW_GREEN = '#00843d';
const NRW_RED = '#e30613';

/** The title, its translations and the second title; returns the y below them. */
function drawTitle(ctx: LayoutContext, out: string[]): number {
  const { input } = ctx;
  const translated = labelTranslations('Schülerausweis', ctx.languages);
  const title = clean(input.card_title).toUpperCase();
  if (!translated) {
    out.push(
      text(30, 78, title, { size: 36, bold: true, spacing: 2, fill: INK, maxWidth: 570 }),
      text(30, 106, input.card_title2, { size: 20, bold: true, fill: NRW_GREEN, maxWidth: 570 }),
    );
    return 128;
  }
  out.push(
    text(30, 72, title, { size: 34, bold: true, spacing: 2, fill: INK, maxWidth: 570 }),
    text(30, 97, translated, { size: 19, bold: true, fill: INK, maxWidth: 570, minSize: 14 }),
    text(30, 120, input.card_title2, { size: 18, bold: true, fill: NRW_GREEN, maxWidth: 570 }),
  );
  return 132;
}

export function drawNrwCard(ctx: LayoutContext): string {
  const { input } = ctx;
  const multilingual = ctx.languages !== 'de';
  const out: string[] = [];
  out.push(rect(0, 0, CARD_W, 12, NRW_GREEN), rect(0, 18, CARD_W, 10, NRW_RED));
  const top = drawTitle(ctx, out);

  // Photo right, the cardholder's signature under it.
  out.push(photo(ctx, 636, 44, 190, 281));
  out.push(labelBadge(cardLabel(input), 636, 52, 26));
  out.push(studentSignature(ctx, 636, 372, 190, 70, 'Unterschrift Schüler/in'));

  // Personal data.
  const x = 30;
  const width = 580;
  const name = [clean(input.familyname), clean(input.forname)].filter(Boolean).join(', ');
  const named = labelled(ctx, x, top, 'Name, Vorname', name, { width, size: 28 });
  out.push(named.svg);
  let y = Math.round(named.bottom + 13);
  const address = studentAddress(input);
  if (address || clean(input.student_street) || clean(input.student_city)) {
    const addressed = labelled(ctx, x, y, 'Anschrift', address, { width, size: 22 });
    out.push(addressed.svg);
    y = Math.round(addressed.bottom + 12);
  }
  const hasBarcode = !!clean(input.barcode_text);
  // In several languages the labels take more lines: four narrower columns keep the rows few.
  const grid = fieldGrid(ctx, cardFields(input, INK), {
    x,
    y,
    columns: multilingual ? [0, 148, 296, 444] : [0, 200, 400],
    colWidth: multilingual ? 140 : 190,
    bottom: hasBarcode ? 330 : 390,
    rowHeight: 52,
  });
  out.push(grid.svg);
  if (hasBarcode) out.push(barcode(ctx, x + 6, grid.bottom + 10, 280, 40));

  // School and its signature.
  const schoolTop = multilingual ? 410 : 420;
  out.push(
    `<line x1="30" y1="${schoolTop - 8}" x2="300" y2="${schoolTop - 8}" stroke="${NRW_GREEN}" stroke-width="3"/>`,
  );
  let schoolY = schoolTop;
  if (multilingual) {
    const school = label(ctx, 30, schoolTop + 2, 'Schule', { size: 15, width: 300 });
    out.push(school.svg);
    schoolY += school.height;
  }
  out.push(
    text(30, schoolY + 22, input.tenant_name, {
      size: 21,
      bold: true,
      fill: INK,
      maxWidth: 300,
      minSize: 15,
    }),
    text(30, schoolY + 46, input.tenant_name2, { size: 17, fill: '#333333', maxWidth: 300 }),
    text(30, schoolY + (clean(input.tenant_name2) ? 68 : 46), tenantAddress(input), {
      size: 16,
      fill: MUTED,
      maxWidth: 300,
      minSize: 12,
    }),
  );
  out.push(
    signatureBlock(ctx, {
      x: 350,
      y: 392,
      w: 250,
      stamp: { w: 120, h: 95 },
      sign: { w: 190, h: 51 },
      captionSize: 15,
    }),
  );
  return out.join('');
}
