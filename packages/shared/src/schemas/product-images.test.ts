import { describe, expect, it } from 'vitest';
import { missingImages, productImageSize } from './product-images';

describe('images', () => {
  it('missing: needed by the base product and held by neither product nor tenant', () => {
    const needs = { logo: true, stamp: true, sign: false };
    expect(
      missingImages(
        needs,
        { logo: false, stamp: false, sign: false },
        { logo: true, stamp: false, sign: false },
      ),
    ).toEqual(['stamp']);
    expect(
      missingImages(
        needs,
        { logo: false, stamp: true, sign: false },
        { logo: true, stamp: false, sign: false },
      ),
    ).toEqual([]);
  });

  it('sizes are the tenant’s; an association card’s sign has the stamp size', () => {
    expect(productImageSize('logo')).toEqual({ width: 230, height: 130 });
    expect(productImageSize('stamp')).toEqual({ width: 260, height: 205 });
    expect(productImageSize('sign', 'Schülerausweis')).toEqual({ width: 260, height: 70 });
    expect(productImageSize('sign', 'Verbandsausweis')).toEqual({ width: 260, height: 205 });
  });
});
