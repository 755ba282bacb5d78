/**
 * The student/teacher card (Schülerausweis, Lehrerausweis; with the 'COPY-SAFE' watermark) and the
 * generic student card for other product types (same layout, no watermark): school letterhead with logo,
 * a coloured title band, photo left, data right, stamp and signature bottom right, barcode bottom.
 */

import {
  barcode,
  CARD_W,
  copySafeWatermark,
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
import { cardFields, cardLabel, tenantAddress } from './card-fields';
import { clean, image, rect, text } from './svg';

const TEACHER_COLOR = '#0b6e4f';
const STUDENT_COLOR = '#024589';

export function drawSchoolCard(ctx: LayoutContext, watermark: boolean): string {
  const { input } = ctx;
  const color = input.product_type === 'Lehrerausweis' ? TEACHER_COLOR : STUDENT_COLOR;
  const label = cardLabel(input);
  const out: string[] = [];

  // Letterhead: logo and the institution.
  const hasLogo = !!image(input.images?.logo, 0, 0, 1, 1);
  out.push(image(input.images?.logo, 22, 14, 150, 88));
  const tx = hasLogo ? 190 : 28;
  const tw = (label ? 760 : 826) - tx;
  const lines = [
    { value: clean(input.tenant_name), size: 29, bold: true, fill: INK },
    { value: clean(input.tenant_name2), size: 20, bold: false, fill: '#333333' },
    { value: tenantAddress(input), size: 18, bold: false, fill: MUTED },
  ].filter((l) => l.value);
  let ty = lines.length === 3 ? 42 : 52;
  for (const l of lines) {
    out.push(
      text(tx, ty, l.value, {
        size: l.size,
        bold: l.bold,
        fill: l.fill,
        maxWidth: tw,
        minSize: l.size * 0.7,
      }),
    );
    ty += l.size + 8;
  }
  out.push(labelBadge(label, 800, 56, 30));

  // Title band.
  out.push(rect(0, 114, CARD_W, 46, color));
  out.push(
    text(22, 146, clean(input.card_title).toUpperCase(), {
      size: 28,
      bold: true,
      fill: '#ffffff',
      spacing: 2,
      maxWidth: 500,
    }),
  );
  out.push(
    text(826, 145, input.card_title2, {
      size: 19,
      fill: '#ffffff',
      opacity: 0.9,
      anchor: 'end',
      maxWidth: 280,
    }),
  );

  // Photo, student signature below it.
  out.push(photo(ctx, 22, 176, 190, 281));
  // Translated captions take more lines: the signature gives them room.
  const signH = ctx.languages === 'de' ? 44 : 30;
  out.push(studentSignature(ctx, 22, 462, 190, signH, 'Unterschrift Karteninhaber/in'));
  if (watermark) out.push(copySafeWatermark(color));

  // Data: name over the full width, the rest in a grid left of the signature.
  const x = 236;
  const name = [clean(input.familyname), clean(input.forname)].filter(Boolean).join(', ');
  const named = labelled(ctx, x, 176, 'Name, Vorname', name, { width: 826 - x, size: 28 });
  out.push(named.svg);
  const fields = cardFields(input, INK);
  const email = fields.find((f) => f.key === 'email');
  // The grid starts below the name (lower when the labels take more lines).
  let gridTop = Math.round(named.bottom + 17);
  if (email) {
    const mail = labelled(ctx, x, Math.round(named.bottom + 13), email.label, email.value, {
      width: 826 - x,
      size: 20,
      color: email.color,
    });
    out.push(mail.svg);
    gridTop = mail.bottom + 16;
  }
  const hasBarcode = !!clean(input.barcode_text);
  const grid = fieldGrid(
    ctx,
    fields.filter((f) => f !== email),
    { x, y: gridTop, columns: [0, 200], colWidth: 190, bottom: hasBarcode ? 412 : 520 },
  );
  out.push(grid.svg);
  if (hasBarcode) out.push(barcode(ctx, x + 6, Math.max(grid.bottom + 14, 420), 370, 52));

  out.push(
    signatureBlock(ctx, {
      x: 640,
      y: 352,
      w: 186,
      stamp: { w: 136, h: 107 },
      sign: { w: 186, h: 50 },
    }),
  );
  return out.join('');
}
