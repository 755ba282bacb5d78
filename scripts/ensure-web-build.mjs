// Builds the web app for production when apps/web/dist is missing, older than its sources or not a
// production build (the e2e setup runs this under vitest's NODE_ENV=test; used by `npm start`).
// `--force` builds in any case (`npm run build`).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
// Written after each build: a build left by another NODE_ENV (React's development code) is rebuilt.
const modeFile = path.join(root, 'apps/web/dist/.build-mode');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/app.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((e) => newest(path.join(p, e))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
const mode = existsSync(modeFile) ? readFileSync(modeFile, 'utf8').trim() : '';
if (process.argv.includes('--force') || builtAt < changedAt || mode !== 'production') {
  console.log('Baue die Web-App (einmalig, ca. 1 Minute) …');
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(modeFile, 'production\n');
}
