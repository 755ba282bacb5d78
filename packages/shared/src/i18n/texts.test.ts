import { describe, expect, it } from 'vitest';
import { textProblems } from './check-texts.test-support';
import { formatText, localizeGerman } from './format';
import { LANGUAGES } from './languages';
import german from './texts/de';

describe('the texts of every language', () => {
  for (const language of LANGUAGES) {
    it(`${language.name} (${language.code}) has every German key, valid, with the same values and no German words`, async () => {
      const texts = (await language.load()).default;
      expect(textProblems(language.code, texts)).toEqual([]);
    });
  }

  it('finds what a new language file lacks or gets wrong', async () => {
    const french = (await import('./fixtures/fr')).default;
    const complete = Object.keys(german).length === Object.keys(french).length;
    const problems = textProblems('fr', french);
    expect(problems.length > 0).toBe(!complete);
    expect(textProblems('fr', { ...french, 'common.language': 'Sprache {wrong}' })).toContain(
      'fr: common.language hat {wrong} statt {}',
    );
    expect(textProblems('fr', { ...french, 'common.language': 'Sprache wählen' })).toContain(
      'fr: common.language enthält deutsche Wörter: Sprache, wählen',
    );
  });
});

describe('formatText', () => {
  it('chooses the plural form by the language’s rules', () => {
    const plural = '{count, plural, one {# Ausweis} other {# Ausweise}}';
    const arabic =
      '{count, plural, zero {لا بطاقات} one {بطاقة واحدة} two {بطاقتان} few {# بطاقات} many {# بطاقة} other {# بطاقة}}';
    const fake = (text: string) => ({ ...german, 'common.language': text });
    expect(formatText(fake(plural), 'de', 'common.language', { count: 1 })).toBe('1 Ausweis');
    expect(formatText(fake(plural), 'de', 'common.language', { count: 2 })).not.toBe('1 Ausweis');
    expect(formatText(fake(arabic), 'ar', 'common.language', { count: 0 })).toBe('لا بطاقات');
    expect(formatText(fake(arabic), 'ar', 'common.language', { count: 2 })).toBe('بطاقتان');
    expect(formatText(fake(arabic), 'ar', 'common.language', { count: 3 })).toContain('بطاقات');
    expect(formatText(fake(arabic), 'ar', 'common.language', { count: 11 })).toContain('بطاقة');
  });
});

describe('localizeGerman', () => {
  it('finds a German message among the texts and writes it in the other language', async () => {
    const english = (await LANGUAGES[1].load()).default;
    expect(localizeGerman('Verbindlich ist der deutsche Text.', english, 'en')).toBe(
      'The German text is binding.',
    );
    expect(localizeGerman('Etwas ganz anderes', english, 'en')).toBe('Etwas ganz anderes');
  });
});
