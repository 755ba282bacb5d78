import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first preferred language we speak, by its primary subtag', () => {
    expect(pickLanguage(['fr-FR', 'tr-TR', 'en'])).toBe('tr');
    expect(pickLanguage(['ar'])).toBe('ar');
    expect(pickLanguage(['UK_ua'])).toBe('uk');
  });

  it('falls back to German', () => {
    expect(pickLanguage([])).toBe('de');
    expect(pickLanguage(['fr', 'es'])).toBe('de');
  });
});
