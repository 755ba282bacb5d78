import { barcodeSvg } from '@ausweis/shared/card-layout/barcode-svg';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_PRODUCTS } from '../db/seed/catalog';
import { drawPortrait } from '../db/seed/photos';
import { countOperator, readPdf } from '../test/pdf';
import { cardsPdfBuffer, ID1_PT } from './card-pdf';
import { type CardImageBytes, type CardRenderSource, cardInputFromRecords } from './card-render';
import {
  baseProduct,
  cardSource,
  cardTenant,
  drawCardImages,
  renderCardPdf,
} from './card-render.test-support';
import { printCard } from './print-images';

const order = {
  id: 42,
  familyname: 'Müller-Lüdenscheidt',
  forname: 'Zoë',
  birthday: '2010-05-03',
  card_valid_to: '2026-07-31',
  external_department: '7b',
};
const barcodeProduct = {
  barcode_type: 'code_128' as const,
  generate_barcode: true,
  barcode_prefix: 'GS',
  barcode_len: 8,
};

let images: CardImageBytes;
beforeAll(async () => {
  images = await drawCardImages({ studentSign: true });
});

const source = (patch: Partial<CardRenderSource> = {}) => cardSource(order, images, patch);

describe('the vector print PDF', () => {
  it('has one ID-1 page per card with its texts as real text, for every card variant', async () => {
    const types = BASE_PRODUCTS.map((p) => p.product_type);
    const inputs = types.map((type, i) =>
      cardInputFromRecords(
        source({
          product: { ...baseProduct(type), ...barcodeProduct, with_lable: true, lable_value: 'B' },
          order: { ...order, id: i + 1, familyname: `Nachname${i}`, email: 'zoe@example.org' },
        }),
      ),
    );
    const pdf = await readPdf(await renderCardPdf(inputs));
    expect(pdf.pages).toHaveLength(types.length);
    pdf.pages.forEach((page, i) => {
      expect(page.size[0]).toBeCloseTo(ID1_PT.width, 2);
      expect(page.size[1]).toBeCloseTo(ID1_PT.height, 2);
      // Words may be split where the layout places them; the text is all there.
      const text = page.text.replace(/\s+/g, ' ');
      expect(text).toContain(`Nachname${i}, Zoë`);
      expect(text).toContain('Gymnasium am See');
      expect(text).toContain(`GS00000${i + 1}`);
    });
    expect(ID1_PT.width).toBeCloseTo(242.65, 1);
    expect(ID1_PT.height).toBeCloseTo(153.01, 1);
  });

  it('prints the NRW card’s labels in German, English and French when the product says so', async () => {
    const nrw = (card_label_languages: string) =>
      cardInputFromRecords(
        source({ product: { ...baseProduct('Schülerausweis NRW'), card_label_languages } }),
      );
    const pdf = await readPdf(await renderCardPdf([nrw('de-en-fr'), nrw('de')]));
    const [three, german] = pdf.pages.map((p) => p.text.replace(/\s+/g, ' '));
    for (const word of ['Geburtsdatum', 'Date of birth', 'Date de naissance', 'Valable jusqu’au', 'École'])
      expect(three).toContain(word);
    expect(german).toContain('Geburtsdatum');
    expect(german).not.toContain('Date of birth');
  });

  it('embeds each photo once as JPEG, and a logo shared by the cards once per document', async () => {
    const input = cardInputFromRecords(source({ images: {} }));
    const cards = await Promise.all(
      [1, 2, 3].map(async (n) =>
        printCard(input, {
          photo: { load: async () => drawPortrait(n) },
          logo: { load: async () => images.logo ?? null, shareKey: 'logo-1' },
          stamp: { load: async () => images.stamp ?? null, shareKey: 'stamp-1' },
          sign: { load: async () => images.sign ?? null, shareKey: 'sign-1' },
        }),
      ),
    );
    const pdf = await readPdf(await cardsPdfBuffer(cards));
    expect(pdf.pages).toHaveLength(3);
    const photos = pdf.images.filter((i) => i.filter === 'DCTDecode');
    expect(photos).toHaveLength(3);
    expect(photos[0]).toMatchObject({ width: 230, height: 340 });
    // Logo, stamp and signature: one image (plus its transparency mask) each for all three cards.
    expect(pdf.images.filter((i) => !i.mask && i.filter !== 'DCTDecode')).toHaveLength(3);
    for (const page of pdf.pages) expect(countOperator(page.content, 'Do')).toBe(4);
  });

  it('draws the barcode as vector bars, not as an image', async () => {
    const withBars = cardInputFromRecords(
      source({ product: { ...baseProduct('Verbandsausweis'), ...barcodeProduct } }),
    );
    const without = cardInputFromRecords(source({ product: baseProduct('Verbandsausweis') }));
    const pdf = await readPdf(await renderCardPdf([withBars, without]));
    const bars = (barcodeSvg('code_128', 'GS000042')?.match(/M/g) ?? []).length;
    expect(bars).toBeGreaterThan(15);
    const [first, second] = pdf.pages.map((p) => countOperator(p.content, 're'));
    expect((first ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(bars);
    expect(pdf.pages[0]?.text).toContain('GS000042');
    // Logo, stamp, signature, photo and the cardholder's signature on each of the two cards.
    expect(pdf.images.filter((i) => !i.mask)).toHaveLength(2 * 5);
  });

  it('keeps each text in the width the layout planned, although DejaVu Sans runs wider than Arial', async () => {
    const long = 'Wilhelmine-Friederike-Auguste-Charlotte von Hohenzollern-Sigmaringen';
    const input = cardInputFromRecords(
      source({
        tenant: { ...cardTenant, name: `Städtisches Gymnasium ${long}`, name2: long },
        product: { ...baseProduct('Schülerausweis NRW'), ...barcodeProduct },
        order: { ...order, familyname: long, forname: long, student_street: long, student_city: long },
      }),
    );
    const [page] = (await readPdf(await renderCardPdf([input]))).pages;
    expect(page?.items.length).toBeGreaterThan(10);
    // The NRW card's left column ends at 620 of 850 layout units, its photo starts at 636.
    const unit = ID1_PT.width / 850;
    const left = page?.items.filter((item) => item.x < 600 * unit) ?? [];
    expect(left.length).toBeGreaterThan(10);
    for (const item of left) expect(item.x + item.width).toBeLessThanOrEqual(636 * unit);
    expect(page?.text).toContain('…');
  });

  it('prints hostile text as text', async () => {
    const input = cardInputFromRecords(
      source({
        tenant: { ...cardTenant, name: '</text></g></svg><svg onload="alert(1)">' },
        order: { ...order, familyname: '<script>alert("x")</script>', forname: `O'Neil & "Co" \u0000` },
      }),
    );
    const [page] = (await readPdf(await renderCardPdf([input]))).pages;
    const text = page?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('<script>alert("x")</script>');
    expect(text).toContain(`O'Neil & "Co"`);
    expect(text).toContain('</text></g></svg>');
  });

  it('refuses markup it cannot draw, and an empty list', async () => {
    const odd = { svg: '<svg viewBox="0 0 850 540"><foreignObject width="1" height="1"/></svg>', images: [] };
    await expect(cardsPdfBuffer([odd])).rejects.toThrow(/foreignObject/);
    await expect(cardsPdfBuffer([])).rejects.toThrow();
    await expect(renderCardPdf([])).rejects.toThrow();
  });
});
