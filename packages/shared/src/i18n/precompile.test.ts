import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatText } from './format';
import { intlLocale, LANGUAGES } from './languages';
import { precompiledTexts } from './precompile';
import { simpleTextParts } from './simple-text';
import type { MessageId, Texts } from './texts/de';

/** Values for every argument of a text: numbers for plurals, a function for each tag, words else. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const e of elements) {
    if (e.type === 1 || e.type === 3 || e.type === 4) values[e.value] ??= 'Wert';
    if (e.type === 2 || e.type === 6) values[e.value] = 3;
    if (e.type === 5) values[e.value] = Object.keys(e.options)[0];
    if (e.type === 8) values[e.value] = (chunks: string[]) => `[${chunks.join('')}]`;
    if ('options' in e) for (const option of Object.values(e.options)) sampleValues(option.value, values);
    if ('children' in e) sampleValues(e.children, values);
  }
  return values;
}

describe('precompiledTexts', () => {
  for (const language of LANGUAGES) {
    it(`${language.code}: the shipped texts format as the written ones`, async () => {
      const written = (await language.load()).default;
      // As the web bundle carries them: through JSON.
      const shipped = JSON.parse(JSON.stringify(precompiledTexts(written))) as Texts;
      for (const id of Object.keys(written) as MessageId[]) {
        const values = sampleValues(parse(written[id])) as Record<string, string>;
        expect(formatText(shipped, language.code, id, values), id).toEqual(
          new IntlMessageFormat(written[id], intlLocale(language.code)).format(values),
        );
        if (simpleTextParts(written[id])) expect(shipped[id]).toBe(written[id]);
      }
    });
  }
});

describe('simpleTextParts', () => {
  it('splits words and values, and leaves every other ICU syntax to the parser', () => {
    expect(simpleTextParts('Hallo {name}, Ihr Ausweis {id}.')).toEqual([
      'Hallo ',
      ['name'],
      ', Ihr Ausweis ',
      ['id'],
      '.',
    ]);
    expect(simpleTextParts('Ohne Wert')).toEqual(['Ohne Wert']);
    for (const text of [
      '{count, plural, one {#} other {#}}',
      'Mit <b>Tag</b>',
      "Mit '{'Klammer",
      'Rest }',
      'Nr. #1',
    ])
      expect(simpleTextParts(text), text).toBeNull();
  });
});
