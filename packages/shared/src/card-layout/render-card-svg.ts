/**
 * The one card layout: card data -> SVG string. The browser shows it as the order form's
 * preview; the server rasterises the same SVG to the card PNG and the print PDF.
 */
import { CARD_PREVIEW } from '../constants';
import { CARD_H, CARD_W, type LayoutContext } from './card-blocks';
import { cardVariant } from './card-variant';
import { clean, escapeXml, FONT_FAMILY } from './svg';
import type { CardLayoutInput, CardRenderOptions } from './types';
import { drawAssociationCard } from './variant-association';
import { drawNrwCard } from './variant-nrw';
import { drawSchoolCard } from './variant-school';

const CORNER = 32;

/**
 * Draws the card as a standalone SVG document: 600x380 px (docs/product.md#limits) on a viewBox of 8.5 x 5.4 (cm,
 * ID-1); the layout inside works in tenths of a millimetre. All user text is XML-escaped.
 */
export function renderCardSvg(input: CardLayoutInput, options: CardRenderOptions = {}): string {
  const prefix = (options.idPrefix ?? 'card').replace(/[^A-Za-z0-9_-]/g, '');
  const ctx: LayoutContext = {
    input,
    id: (name) => `${prefix}-${name}`,
    defs: [],
    languages: input.label_languages ?? 'de',
  };
  const variant = cardVariant(input.product_type);
  const body =
    variant === 'nrw'
      ? drawNrwCard(ctx)
      : variant === 'association'
        ? drawAssociationCard(ctx)
        : drawSchoolCard(ctx, variant === 'school');
  const cardClip = ctx.id('card');
  const name = clean(`${input.card_title || input.product_type}: ${input.forname} ${input.familyname}`);
  const border =
    options.border === false
      ? ''
      : `<rect x="1" y="1" width="${CARD_W - 2}" height="${CARD_H - 2}" rx="${CORNER}" fill="none" stroke="#c4cad3" stroke-width="2"/>`;
  return cardSvgDocument({
    title: Array.from(name).slice(0, 120).join(''),
    defs: `<clipPath id="${cardClip}"><rect width="${CARD_W}" height="${CARD_H}" rx="${CORNER}"/></clipPath>${ctx.defs.join('')}`,
    body:
      `<g clip-path="url(#${cardClip})"><rect width="${CARD_W}" height="${CARD_H}" fill="#ffffff"/>${body}</g>` +
      border,
    width: options.width,
    height: options.height,
  });
}

/**
 * A card side as an SVG document: `width` x `height` px on a viewBox of 8.5 x 5.4 (cm, ID-1), `body`
 * laid out in tenths of a millimetre. The title is escaped here; defs and body are trusted markup.
 */
export function cardSvgDocument(o: {
  title: string;
  body: string;
  defs?: string;
  width?: number;
  height?: number;
}): string {
  const width = o.width ?? CARD_PREVIEW.width;
  const height = o.height ?? CARD_PREVIEW.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${CARD_PREVIEW.viewBox}" preserveAspectRatio="none" role="img">` +
    `<title>${escapeXml(o.title)}</title>` +
    (o.defs ? `<defs>${o.defs}</defs>` : '') +
    `<g transform="scale(0.01)" font-family="${escapeXml(FONT_FAMILY)}">${o.body}</g></svg>`
  );
}
