/** The card the render and print tests draw: the Gymnasium's tenant, a base product, seed-style images. */

import type { CardLayoutInput } from '@ausweis/shared/card-layout/types';
import { BASE_PRODUCTS } from '../db/seed/catalog';
import { drawLogo, drawPortrait, drawSign, drawStamp } from '../db/seed/photos';
import { cardsPdfBuffer, type PrintCard } from './card-pdf';
import type { CardImageBytes, CardRenderSource } from './card-render';
import { type ImageSlot, type PrintImageSource, printCard } from './print-images';

export const cardTenant = {
  name: 'Gymnasium am See',
  name2: 'Städtisches Gymnasium',
  street: 'Seeweg 12',
  plz: '12345',
  city: 'Musterstadt',
};

export const baseProduct = (type: string) => {
  const p = BASE_PRODUCTS.find((b) => b.product_type === type);
  if (!p) throw new Error(type);
  return { ...p };
};

/** Logo, stamp, signer's signature and photo as the demo data draw them; `studentSign` adds the cardholder's. */
export async function drawCardImages({ studentSign = false } = {}): Promise<CardImageBytes> {
  return {
    logo: await drawLogo('GS', ['Gymnasium', 'am See'], '#024589'),
    stamp: await drawStamp('GYMNASIUM', 'AM SEE'),
    sign: await drawSign(),
    photo: await drawPortrait(3),
    ...(studentSign ? { student_sign: await drawSign() } : {}),
  };
}

/** A Schülerausweis of the Gymnasium for `order`, with `patch` laid over it. */
export const cardSource = (
  order: CardRenderSource['order'],
  images: CardImageBytes,
  patch: Partial<CardRenderSource> = {},
): CardRenderSource => ({
  tenant: cardTenant,
  product: { ...baseProduct('Schülerausweis'), need_external_department: true },
  order,
  images,
  ...patch,
});

const DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,/i;

/** The card for the print PDF from an input whose images are data: URLs (as cardInputFromRecords makes). */
function printCardFromInput(input: CardLayoutInput): Promise<PrintCard> {
  const sources: Partial<Record<ImageSlot, PrintImageSource>> = {};
  for (const [slot, url] of Object.entries(input.images ?? {}) as [ImageSlot, string | null][]) {
    const m = url ? DATA_URL.exec(url) : null;
    if (url && m) {
      const bytes = Buffer.from(url.slice(m[0].length), 'base64');
      sources[slot] = { load: async () => bytes };
    }
  }
  return printCard(input, sources);
}

/** The print PDF of the given layouts: one ID-1 page (85.6 x 53.98 mm) per card, in the order given. */
export async function renderCardPdf(inputs: CardLayoutInput[]): Promise<Buffer> {
  if (inputs.length === 0) throw new Error('renderCardPdf: no cards to render');
  const cards = await Promise.all(inputs.map(printCardFromInput));
  return cardsPdfBuffer(cards);
}
