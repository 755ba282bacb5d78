import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_PRODUCTS } from '../db/seed/catalog';
import {
  type CardImageBytes,
  type CardRenderSource,
  cardInputFromRecords,
  imageDataUrl,
  renderCardPng,
} from './card-render';
import { baseProduct, cardSource, cardTenant, drawCardImages } from './card-render.test-support';

const order = {
  id: 42,
  familyname: 'Mustermann',
  forname: 'Max',
  birthday: '2010-05-03',
  email: 'max@example.org',
  card_valid_to: '2026-07-31',
  external_department: '7b',
};

let images: CardImageBytes;
beforeAll(async () => {
  images = await drawCardImages();
});

const source = (patch: Partial<CardRenderSource> = {}) => cardSource(order, images, patch);

describe('imageDataUrl', () => {
  it('embeds PNG and JPEG by their magic number, nothing else', async () => {
    const png = images.photo as Buffer;
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(imageDataUrl(png)).toMatch(/^data:image\/png;base64,/);
    expect(imageDataUrl(jpeg)).toMatch(/^data:image\/jpeg;base64,/);
    expect(imageDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageDataUrl(null)).toBeNull();
  });
});

describe('cardInputFromRecords', () => {
  it('embeds the images and draws the real barcode in the product type', () => {
    const input = cardInputFromRecords(
      source({
        product: {
          ...baseProduct('Schülerausweis'),
          barcode_type: 'code_128',
          generate_barcode: true,
          barcode_prefix: 'GS',
          barcode_len: 8,
        },
      }),
    );
    expect(input.images?.photo).toMatch(/^data:image\/png;base64,/);
    expect(input.images?.logo).toMatch(/^data:image\/png;base64,/);
    expect(input.barcode_text).toBe('GS000042');
    expect(input.barcode_image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('keeps just the text when the barcode type cannot encode it', () => {
    const input = cardInputFromRecords(
      source({
        product: { ...baseProduct('Verbandsausweis'), barcode_type: 'code_ean8' },
        order: { ...order, external_id: 'ABC' },
      }),
    );
    expect(input.barcode_text).toBe('ABC');
    expect(input.barcode_image).toBeNull();
  });
});

describe('renderCardPng', () => {
  it('renders 600x380, or a multiple of it', async () => {
    const input = cardInputFromRecords(source());
    expect(await sharp(await renderCardPng(input)).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 380,
    });
    expect(await sharp(await renderCardPng(input, { width: 1200 })).metadata()).toMatchObject({
      width: 1200,
      height: 760,
    });
  });

  it.each(BASE_PRODUCTS.map((p) => p.product_type))('renders the %s variant', async (type) => {
    const png = await renderCardPng(cardInputFromRecords(source({ product: baseProduct(type) })));
    const stats = await sharp(png).stats();
    // Not blank: the card has dark text and coloured areas on white.
    expect(stats.channels[0]?.min).toBeLessThan(60);
    expect(stats.channels[0]?.max).toBe(255);
  });

  it('renders hostile text as text (the SVG stays well-formed)', async () => {
    const input = cardInputFromRecords(
      source({
        tenant: { ...cardTenant, name: '</text></g></svg><svg onload="alert(1)">' },
        order: { ...order, familyname: '<script>alert("x")</script>', forname: `O'Neil & "Co" \u0000` },
      }),
    );
    const meta = await sharp(await renderCardPng(input)).metadata();
    expect(meta).toMatchObject({ width: 600, height: 380 });
  });
});
