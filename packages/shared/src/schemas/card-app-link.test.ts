import { describe, expect, it } from 'vitest';
import { cardAppLink, codesFromFragment } from './card-app-texts';

describe('card app link with the codes in the fragment', () => {
  const codes = { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' };

  it('puts the codes after the #, never into path or query', () => {
    const link = cardAppLink('https://ausweis.example', codes);
    expect(link).toBe(
      'https://ausweis.example/app#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=ABCDEFGHJK',
    );
    const url = new URL(link);
    expect(url.pathname).toBe('/app');
    expect(url.search).toBe('');
  });

  it('reads back what it wrote, also codes that need escaping', () => {
    expect(codesFromFragment(new URL(cardAppLink('http://x', codes)).hash)).toEqual(codes);
    const odd = { ...codes, product_short_code: 'A&B=C D' };
    expect(codesFromFragment(new URL(cardAppLink('http://x', odd)).hash)).toEqual(odd);
  });

  it('is null without all three codes', () => {
    expect(codesFromFragment('')).toBeNull();
    expect(codesFromFragment('#')).toBeNull();
    expect(codesFromFragment('#zugangscode=A&produktcode=B')).toBeNull();
    expect(codesFromFragment('#zugangscode=A&produktcode=B&aktivierungscode=%20')).toBeNull();
  });
});
