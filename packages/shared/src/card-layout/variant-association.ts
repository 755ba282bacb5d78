/**
 * The association card (Verbandsausweis): a dark side panel with the photo and the validity, logo and
 * title on the right, member data below, barcode and stamp with signature (both at stamp size) at the
 * bottom.
 */

import {
  barcode,
  CARD_H,
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
import { cardDate, cardFields, cardLabel, tenantAddress } from './card-fields';
import { clean, image, rect, text } from './svg';

const NAVY = '#1d2b4f';
const GOLD = '#c9a227';

export function drawAssociationCard(ctx: LayoutContext): string {
  const { input } = ctx;
  const out: string[] = [];

  // Side panel: photo and validity.
  out.push(rect(0, 0, 262, CARD_H, NAVY), rect(262, 0, 6, CARD_H, GOLD));
  out.push(photo(ctx, 36, 36, 190, 281, '#ffffff'));
  out.push(labelBadge(cardLabel(input), 222, 44, 26));
  const validTo = label(ctx, 131, 339, 'Gültig bis', {
    size: 17,
    width: 190,
    anchor: 'middle',
    fill: '#ffffff',
    opacity: 0.75,
  });
  out.push(
    validTo.svg,
    text(131, 339 + validTo.height + 32, cardDate(input.card_valid_to), {
      size: 28,
      bold: true,
      anchor: 'middle',
      fill: '#ffffff',
    }),
  );
  if (input.images?.student_sign) {
    // Translated captions take more lines: the box grows and the signature gives them room.
    const german = ctx.languages === 'de';
    out.push(rect(36, 418, 190, german ? 92 : 104, '#ffffff', 'rx="8"'));
    out.push(studentSignature(ctx, 46, 424, 170, german ? 52 : 44, 'Unterschrift Mitglied'));
  }

  // Logo, title and the association.
  const hasLogo = !!image(input.images?.logo, 0, 0, 1, 1);
  out.push(image(input.images?.logo, 676, 16, 150, 88));
  const titleWidth = (hasLogo ? 660 : 826) - 296;
  out.push(
    text(296, 60, clean(input.card_title).toUpperCase(), {
      size: 32,
      bold: true,
      spacing: 2,
      fill: NAVY,
      maxWidth: titleWidth,
    }),
    text(296, 88, input.card_title2, { size: 19, fill: '#8a6d12', maxWidth: titleWidth }),
    text(296, 132, input.tenant_name, { size: 22, bold: true, fill: INK, maxWidth: 530, minSize: 16 }),
    text(296, 156, [clean(input.tenant_name2), tenantAddress(input)].filter(Boolean).join(' · '), {
      size: 16,
      fill: MUTED,
      maxWidth: 530,
      minSize: 12,
    }),
  );

  // Member data.
  const x = 296;
  const name = [clean(input.familyname), clean(input.forname)].filter(Boolean).join(', ');
  const named = labelled(ctx, x, 180, 'Name, Vorname', name, { width: 530, size: 28 });
  out.push(named.svg);
  const hasBarcode = !!clean(input.barcode_text);
  const grid = fieldGrid(
    ctx,
    cardFields(input, INK).filter((f) => f.key !== 'valid_to'),
    { x, y: Math.round(named.bottom + 17), columns: [0, 270], colWidth: 256, bottom: hasBarcode ? 404 : 420 },
  );
  out.push(grid.svg);
  if (hasBarcode) out.push(barcode(ctx, x + 6, Math.max(grid.bottom + 12, 430), 240, 46));

  out.push(
    signatureBlock(ctx, {
      x: 566,
      y: 392,
      w: 260,
      stamp: { w: 110, h: 87 },
      sign: { w: 110, h: 87 },
      beside: true,
      captionSize: 15,
    }),
  );
  return out.join('');
}
