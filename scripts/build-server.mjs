// Compiles the server for production (`npm start`, `npm run build`, `npm run retention`): esbuild bundles
// each entry of apps/server/src with our own code, @ausweis/shared and drizzle-orm into apps/server/dist,
// so that start-up neither compiles TypeScript (tsx) nor resolves hundreds of small files. Every other
// package stays external and is loaded from node_modules as before (native and WASM packages such as
// sharp, PGlite and TensorFlow find their files beside their own code). `npm run dev` and the tests keep
// running the TypeScript sources.
//
//   node scripts/build-server.mjs              build now
//   node scripts/build-server.mjs --if-stale   build only when the build is missing or older than an input

import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
export const SERVER_DIST = path.join(serverDir, 'dist');

/**
 * The entry points, each emitted as <name>.js directly in the output directory: the code finds files
 * relative to itself (migrations/ beside the bundle, the repository root three levels up, the photo
 * worker as photo-worker.js beside the bundle; see photo-pool.ts), so outputs stay flat and one level
 * below apps/server like src/. A new worker_threads entry must be listed here.
 */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  retention: 'src/features/retention/run.ts',
  'audit-verify': 'src/features/audit/run-verify.ts',
  'photo-worker': 'src/platform/photo-worker.ts',
  'list-file-worker': 'src/features/class-imports/list-file-worker.ts',
};

/**
 * Packages compiled into the bundle: our shared sources (TypeScript) and pure ESM packages made of
 * hundreds of small files that Node would resolve and load one by one (drizzle-orm alone, with its
 * 180 KB package.json, costs about half a second and 100 MB that way). zod goes in together with
 * fastify-type-provider-zod, its only other user, so that both see the same zod.
 */
const BUNDLED = /^(@ausweis\/shared|drizzle-orm|zod|fastify-type-provider-zod|jose)(\/|$)/;

/** The build record: when it was made and from which files (esbuild's metafile inputs). */
const STAMP = '.build-inputs.json';

/** A value from git at build time; 'unbekannt' without git or repository. */
function git(...args) {
  try {
    return (
      execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unbekannt'
    );
  } catch {
    return 'unbekannt';
  }
}

/** Compiles the server into `outdir` (default apps/server/dist); returns the input files. */
export async function buildServer({ outdir = SERVER_DIST, quiet = false } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, src]) => ({ in: src, out })),
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    // The build the super admins' app info names (platform/server-build.ts).
    define: {
      __SERVER_BUILD__: JSON.stringify({
        commit: git('rev-parse', '--short', 'HEAD'),
        branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
        build_date: new Date(started).toISOString(),
      }),
    },
    logLevel: quiet ? 'error' : 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          // Bare specifiers (packages, node: builtins) stay imports unless listed in BUNDLED.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The migrations are read at run time from migrations/ beside the bundle (db/client.ts).
  const migrations = path.join(serverDir, 'src/db/migrations');
  cpSync(migrations, path.join(outdir, 'migrations'), { recursive: true });
  const inputs = [
    // Files only: esbuild also lists virtual inputs such as <define:__SERVER_BUILD__>.
    ...Object.keys(result.metafile.inputs)
      .filter((f) => !f.startsWith('<'))
      .map((f) => path.resolve(serverDir, f)),
    migrations,
    path.join(root, 'scripts/build-server.mjs'),
  ];
  writeFileSync(
    path.join(outdir, STAMP),
    `${JSON.stringify({ builtAt: started, inputs: inputs.map((f) => path.relative(root, f)) }, null, 1)}\n`,
  );
  if (!quiet)
    console.log(`Server gebaut (${apps(outdir)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return inputs;
}

const apps = (dir) => path.relative(root, dir) || dir;

/** The newest modification time below `p` (a directory counts its own time: files added or removed). */
function mtime(p) {
  try {
    const s = statSync(p);
    if (!s.isDirectory()) return s.mtimeMs;
    return Math.max(s.mtimeMs, ...readdirSync(p).map((e) => mtime(path.join(p, e))));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Why the build in `outdir` must be redone, or null when it is current. */
export function staleReason(outdir = SERVER_DIST) {
  const stampFile = path.join(outdir, STAMP);
  if (!existsSync(stampFile)) return 'noch nicht gebaut';
  for (const name of Object.keys(SERVER_ENTRIES))
    if (!existsSync(path.join(outdir, `${name}.js`))) return `${name}.js fehlt`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'Build-Protokoll unlesbar';
  }
  const listed = new Set(stamp.inputs);
  for (const src of Object.values(SERVER_ENTRIES))
    if (!listed.has(path.relative(root, path.join(serverDir, src)))) return `neuer Einstieg ${src}`;
  for (const f of stamp.inputs) if (mtime(path.join(root, f)) > stamp.builtAt) return `${f} geändert`;
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ifStale = process.argv.includes('--if-stale');
  const reason = ifStale ? staleReason() : 'angefordert';
  if (reason) {
    if (ifStale) console.log(`Baue den Server (${reason}) …`);
    mkdirSync(SERVER_DIST, { recursive: true });
    await buildServer();
  }
}
