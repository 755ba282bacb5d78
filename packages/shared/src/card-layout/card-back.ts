/**
 * The printed card's back: the signed card code as a QR code, with a line on how to check
 * it, in the product's label languages (card-labels.ts). Same frame as the front (renderCardSvg:
 * 8.5 x 5.4 viewBox, tenths of a millimetre inside).
 */
import { CARD_TEST_HEADLINE } from '../card-verdict';
import { CARD_H, CARD_W, INK, MUTED } from './card-blocks';
import { labelTexts } from './card-labels';
import type { CardLabelLanguages } from './label-languages';
import { cardSvgDocument } from './render-card-svg';
import { image, rect, text } from './svg';

export interface CardBackInput {
  /** The QR code's SVG document (qrSvg of the signed code's link). */
  qr_svg: string;
  /** The institution as the card's front names it. */
  tenant_name: string;
  /** Where the verifier page lives, as people type it (host and path, e.g. 'ausweisportal.de/pruefen'). */
  check_address: string;
  /** A test card (card-verdict.ts): the back says that it is no valid card. */
  test_card?: boolean;
  /** The product's label languages; German alone when not given. */
  label_languages?: CardLabelLanguages;
}

const HEADING = 'Echtheit prüfen';
const HOW = 'QR-Code scannen oder öffnen:';

const WARN = '#b3261e';

const QR = 420;

export function renderCardBackSvg(input: CardBackInput): string {
  const qr = `data:image/svg+xml;base64,${btoa(input.qr_svg)}`;
  const x = 40;
  const y = (CARD_H - QR) / 2;
  const textX = x + QR + 30;
  const width = CARD_W - textX - 30;
  const [testLine, notValidLine] = CARD_TEST_HEADLINE.split(' – ');
  const warning = input.test_card
    ? [
        text(textX, 70, testLine?.toUpperCase(), { size: 30, bold: true, fill: WARN, maxWidth: width }),
        text(textX, 102, notValidLine, { size: 22, bold: true, fill: WARN, maxWidth: width, minSize: 12 }),
      ]
    : [];
  const languages = input.label_languages ?? 'de';
  const small = { size: 18, fill: INK, maxWidth: width, minSize: 14 };
  /** A German line's translations below it, one line each. */
  const translated = (german: string, y: number) =>
    labelTexts(german, languages)
      .slice(1)
      .map((line, i) => text(textX, y + i * 22, line, small));
  const how =
    languages === 'de'
      ? [
          text(textX, 205, 'QR-Code mit dem Smartphone', { size: 24, fill: INK, maxWidth: width }),
          text(textX, 240, 'scannen oder öffnen:', { size: 24, fill: INK, maxWidth: width }),
        ]
      : [
          ...translated(HEADING, 177),
          text(textX, 236, HOW, { size: 22, fill: INK, maxWidth: width, minSize: 16 }),
          ...translated(HOW, 262),
        ];
  const lines = [
    ...warning,
    text(textX, 150, HEADING, { size: 34, bold: true, fill: INK, maxWidth: width }),
    ...how,
    text(textX, languages === 'de' ? 290 : 322, input.check_address, {
      size: 22,
      bold: true,
      fill: INK,
      maxWidth: width,
      minSize: 12,
    }),
    text(textX, 400, input.tenant_name, { size: 22, fill: MUTED, maxWidth: width, minSize: 12 }),
  ];
  return cardSvgDocument({
    title: 'Rückseite: QR-Code zur Echtheitsprüfung',
    body: rect(0, 0, CARD_W, CARD_H, '#ffffff') + image(qr, x, y, QR, QR) + lines.join(''),
  });
}
