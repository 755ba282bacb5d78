import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryGraph } from './scripts/entry-graph';
import { precompress } from './scripts/precompress';
import { webTexts } from './scripts/web-texts';

/**
 * Modules the card app (app.html), the verifier (pruefen.html) and the portal's first load all import:
 * React, and the language layer with the German texts (other languages are chunks of their own).
 */
const CARD_APP_SHARED =
  /node_modules[\\/](?:react|react-dom|scheduler|intl-messageformat|@formatjs[\\/][^\\/]+|tslib)[\\/]|[\\/]src[\\/]i18n[\\/](?:LanguageProvider|LanguageSelect|language-choice|use-text|texts-context)\.tsx?$|shared[\\/]src[\\/]i18n[\\/](?:languages|format|texts[\\/]de)\.ts$/;
/** Kept out of both chunks: the entries themselves and Vite's own helpers (every entry imports them). */
const NOT_GROUPED = /^\0|\.html(?:$|\?)|[\\/]src[\\/]main\.tsx$|[\\/]vite[\\/]|modulepreload/;

/**
 * What the public app info page shows of this build: its date. Commit and branch stay out of the public
 * bundle; super admins read the server's (GET /api/a/sad/info).
 */
const buildInfo = { buildDate: new Date().toISOString() };

const graph = entryGraph();
const inPortalFirstLoad = (id: string) => graph.loadsAtOnce('index.html', id) && !NOT_GROUPED.test(id);
const cardAppOrVerifierMayLoad = (id: string) =>
  graph.mayLoad('app.html', id) || graph.mayLoad('pruefen.html', id);

export default defineConfig({
  plugins: [webTexts(), graph.plugin, react(), precompress()],
  define: { __BUILD_INFO__: JSON.stringify(buildInfo) },
  resolve: {
    // The texts come precompiled (scripts/web-texts.ts): FormatJS's build without the ICU parser.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Three pages: the portal (index.html), and with small bundles of their own the smartphone card app
    // (/app, app.html) and the verifier of signed card codes (/pruefen, pruefen.html).
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        app: path.resolve(import.meta.dirname, 'app.html'),
        pruefen: path.resolve(import.meta.dirname, 'pruefen.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the card app or the verifier shares with the portal's first load: one chunk all load.
            {
              name: 'react',
              test: (id) =>
                CARD_APP_SHARED.test(id) || (inPortalFirstLoad(id) && cardAppOrVerifierMayLoad(id)),
              priority: 2,
            },
            // The rest of the portal's first load in one chunk instead of some twenty small ones: fewer
            // requests, and gzip/brotli compress one file better than many (about 10 KB less per page).
            // The card app and the verifier never load it.
            {
              name: 'portal',
              test: (id) => inPortalFirstLoad(id) && !cardAppOrVerifierMayLoad(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
