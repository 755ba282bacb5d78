/** The card the render and print tests draw: the Gymnasium's tenant, a base product, seed-style images. */
import { BASE_PRODUCTS } from '../db/seed/catalog';
import { drawLogo, drawPortrait, drawSign, drawStamp } from '../db/seed/photos';
import type { CardImageBytes, CardRenderSource } from './card-render';

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
