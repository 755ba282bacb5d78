import { describe, expect, it } from 'vitest';
import { publicNavFor } from './public-nav';

describe('public link hiding (layout)', () => {
  it('shows all links on ordinary pages', () => {
    for (const p of ['/', '/register', '/login', '/kontakt', '/info', '/unbekannt']) {
      expect(publicNavFor(p)).toEqual({
        showNavLinks: true,
        showPrivacyOnly: false,
        showFooterPrivacy: true,
        showHelpLinks: false,
      });
    }
  });

  it('hides nav links on datenschutz and impressum, keeping the footer link', () => {
    for (const p of ['/datenschutz', '/impressum']) {
      expect(publicNavFor(p)).toEqual({
        showNavLinks: false,
        showPrivacyOnly: false,
        showFooterPrivacy: true,
        showHelpLinks: false,
      });
    }
  });

  it('shows only a Datenschutz link on card, ordering and faq, and none in the footer', () => {
    for (const p of ['/s/GAS/SCH', '/card/GAS/SCH/abc/12', '/faq']) {
      expect(publicNavFor(p)).toMatchObject({
        showNavLinks: false,
        showPrivacyOnly: true,
        showFooterPrivacy: false,
      });
    }
  });

  it('offers help (FAQ, Kontakt) on the order page only', () => {
    expect(publicNavFor('/s/GAS/SCH').showHelpLinks).toBe(true);
    for (const p of ['/', '/card/GAS/SCH/abc/12', '/faq', '/kontakt'])
      expect(publicNavFor(p).showHelpLinks).toBe(false);
  });
});
