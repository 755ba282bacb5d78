import { describe, expect, it } from 'vitest';
import { maskDate } from './masked-date';
import { type PriceInfo, shownPrice } from './order-price';

const info = (patch: Partial<PriceInfo> = {}): PriceInfo => ({
  price_online: 490,
  price_hardcopy: 990,
  price_hardcopy_online: 1190,
  can_online: true,
  can_hardcopy: true,
  product: { currency: 'EUR' },
  ...patch,
});

describe('order page price', () => {
  it('takes price_hardcopy_online for both, price_online for online, price_hardcopy for the card', () => {
    expect(shownPrice(info(), { is_online: true, is_hardcopy: true })).toBe(1190);
    expect(shownPrice(info(), { is_online: true, is_hardcopy: false })).toBe(490);
    expect(shownPrice(info(), { is_online: false, is_hardcopy: true })).toBe(990);
    expect(shownPrice(info(), { is_online: false, is_hardcopy: false })).toBe(0);
  });

  it('counts a non-numeric price as 0', () => {
    const broken = info({ price_online: 'abc' as unknown as number, price_hardcopy: Number.NaN });
    expect(shownPrice(broken, { is_online: true, is_hardcopy: false })).toBe(0);
    expect(shownPrice(broken, { is_online: false, is_hardcopy: true })).toBe(0);
  });

  it('orders a single offered type whatever the checkboxes say', () => {
    const cardOnly = info({ can_online: false });
    expect(shownPrice(cardOnly, { is_online: true, is_hardcopy: false })).toBe(990);
    const onlineOnly = info({ can_hardcopy: false });
    expect(shownPrice(onlineOnly, { is_online: false, is_hardcopy: true })).toBe(490);
  });
});

describe('digits-only date typing', () => {
  it('inserts the separators as the digits come', () => {
    expect(maskDate('1', 'TT.MM.JJJJ')).toBe('1');
    expect(maskDate('150', 'TT.MM.JJJJ')).toBe('15.0');
    expect(maskDate('15032012', 'TT.MM.JJJJ')).toBe('15.03.2012');
    expect(maskDate('15.03.20129', 'TT.MM.JJJJ')).toBe('15.03.2012');
    expect(maskDate('ab15x03', 'TT.MM.JJJJ')).toBe('15.03');
    expect(maskDate('0927', 'MM/JJ')).toBe('09/27');
    expect(maskDate('09/2', 'MM/JJ')).toBe('09/2');
  });

  it('removes a separator with its digit on backspace and takes autofilled ISO dates', () => {
    expect(maskDate('15.', 'TT.MM.JJJJ')).toBe('15');
    expect(maskDate('2012-03-15', 'TT.MM.JJJJ')).toBe('15.03.2012');
  });
});
