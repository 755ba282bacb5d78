/**
 * The NRW student card (Schülerausweis NRW): the state's green-white-red stripes, title top left, photo
 * right with the student's own signature below it, personal data and home address left, school with
 * stamp and head's signature at the bottom.
 */

import {
  barcode,
  CARD_W,
  fieldGrid,
  INK,
  type LayoutContext,
  labelBadge,
  labelled,
  MUTED,
  photo,
  signatureBlock,
  studentSignature,
} from './card-blocks';
import { cardFields, cardLabel, studentAddress, tenantAddress } from './card-fields';
import { clean, rect, text } from './svg';

const NRW_GREEN = '#00843d';
const NRW_RED = '#e30613';

export function drawNrwCard(ctx: LayoutContext): string {
  const { input } = ctx;
  const out: string[] = [];
  out.push(rect(0, 0, CARD_W, 12, NRW_GREEN), rect(0, 18, CARD_W, 10, NRW_RED));

  out.push(
    text(30, 78, clean(input.card_title).toUpperCase(), {
      size: 36,
      bold: true,
      spacing: 2,
      fill: INK,
      maxWidth: 570,
    }),
    text(30, 106, input.card_title2, { size: 20, bold: true, fill: NRW_GREEN, maxWidth: 570 }),
  );

  // Photo right, the cardholder's signature under it.
  out.push(photo(ctx, 636, 44, 190, 281));
  out.push(labelBadge(cardLabel(input), 636, 52, 26));
  out.push(studentSignature(ctx, 636, 372, 190, 70, 'Unterschrift Schüler/in'));

  // Personal data.
  const x = 30;
  const width = 580;
  const name = [clean(input.familyname), clean(input.forname)].filter(Boolean).join(', ');
  out.push(labelled(x, 128, 'Name, Vorname', name, { width, size: 28 }));
  let y = 188;
  const address = studentAddress(input);
  if (address || clean(input.student_street) || clean(input.student_city)) {
    out.push(labelled(x, y, 'Anschrift', address, { width, size: 22 }));
    y += 52;
  }
  const hasBarcode = !!clean(input.barcode_text);
  const grid = fieldGrid(cardFields(input, INK), {
    x,
    y,
    columns: [0, 200, 400],
    colWidth: 190,
    bottom: hasBarcode ? 330 : 380,
    rowHeight: 52,
  });
  out.push(grid.svg);
  if (hasBarcode) out.push(barcode(ctx, x + 6, grid.bottom + 10, 280, 40));

  // School and its signature.
  const schoolTop = 420;
  out.push(
    `<line x1="30" y1="${schoolTop - 8}" x2="300" y2="${schoolTop - 8}" stroke="${NRW_GREEN}" stroke-width="3"/>`,
  );
  out.push(
    text(30, schoolTop + 22, input.tenant_name, {
      size: 21,
      bold: true,
      fill: INK,
      maxWidth: 300,
      minSize: 15,
    }),
    text(30, schoolTop + 46, input.tenant_name2, { size: 17, fill: '#333333', maxWidth: 300 }),
    text(30, schoolTop + (clean(input.tenant_name2) ? 68 : 46), tenantAddress(input), {
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
