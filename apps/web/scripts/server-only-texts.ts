/**
 * Vite plugin: the mails' texts (the `mail` group between its marker comments in every file of
 * packages/shared/src/i18n/texts) stay out of the web bundle. Only the server writes mails; each visitor
 * would otherwise download them with the page's texts.
 */
import type { Plugin } from 'vite';

const TEXTS_FILE = /[\\/]shared[\\/]src[\\/]i18n[\\/]texts[\\/][a-z]+\.ts$/;
const START = '// ── mail:';
const END = '// ── end mail ──';

export function serverOnlyTexts(): Plugin {
  return {
    name: 'ausweis:server-only-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!TEXTS_FILE.test(id)) return null;
      const start = code.indexOf(START);
      const end = code.indexOf(END);
      if (start < 0 || end < start) this.error(`${id}: die Markierungen der Gruppe mail fehlen`);
      return { code: code.slice(0, start) + code.slice(end), map: null };
    },
  };
}
