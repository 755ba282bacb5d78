/**
 * Vite plugin: after the production build, every compressible file in the output of 1 KB or more is also
 * written as .br (brotli, best) and .gz (gzip, level 9), next to it. The server sends them by the
 * browser's Accept-Encoding (apps/server/src/http/web-app.ts), so nothing is compressed per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes file.br and file.gz for each compressible file in `dir`; a copy that saves nothing is skipped. */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const files = (await filesIn(dir)).filter((f) => COMPRESSIBLE.test(f));
  const total = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [b, g] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      total.files += 1;
      total.bytes += data.length;
      if (b.length < data.length) {
        await writeFile(`${file}.br`, b);
        total.br += b.length;
      }
      if (g.length < data.length) {
        await writeFile(`${file}.gz`, g);
        total.gzip += g.length;
      }
    }),
  );
  return total;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ausweis:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(`${t.files} Dateien vorkomprimiert: ${kb(t.bytes)} → Brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
    },
  };
}
