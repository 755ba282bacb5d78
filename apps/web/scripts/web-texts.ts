/**
 * Vite plugin: each language's texts (packages/shared/src/i18n/texts) as the web bundle ships them.
 * - The mails' texts (the `mail` group between its marker comments) stay out: only the server writes
 *   mails, and each visitor would otherwise download them with the page's texts.
 * - The rest comes precompiled (packages/shared/src/i18n/precompile.ts), so that no page needs the ICU
 *   parser: vite.config.ts puts FormatJS's parser-less build in its place.
 */
import { pathToFileURL } from 'node:url';
import { type Plugin, transformWithOxc } from 'vite';
import { precompiledTexts } from '../../../packages/shared/src/i18n/precompile';

const TEXTS_FILE = /[\\/]shared[\\/]src[\\/]i18n[\\/]texts[\\/][a-z]+\.ts$/;
const START = '// ── mail:';
const END = '// ── end mail ──';

export function webTexts(): Plugin {
  return {
    name: 'ausweis:web-texts',
    enforce: 'pre',
    async transform(code, id) {
      if (!TEXTS_FILE.test(id)) return null;
      const start = code.indexOf(START);
      const end = code.indexOf(END);
      if (start < 0 || end < start) this.error(`${id}: die Markierungen der Gruppe mail fehlen`);
      // The file holds data only (an object literal and types): as JavaScript it can be run here.
      const { code: js } = await transformWithOxc(code.slice(0, start) + code.slice(end), id, { lang: 'ts' });
      const source = `data:text/javascript;base64,${Buffer.from(js).toString('base64')}#${pathToFileURL(id)}`;
      const texts = ((await import(source)) as { default: Record<string, string> }).default;
      return { code: `export default ${JSON.stringify(precompiledTexts(texts))};`, map: null };
    },
  };
}
