/**
 * The compiled server (`npm start` runs apps/server/dist/main.js, not the TypeScript
 * sources): built with scripts/build-server.mjs into a directory of its own and started as
 * `node main.js` on a fresh PGlite data directory, it runs its migrations from the bundle, seeds the
 * demo data, serves the web app and the API, runs the photo check in its bundled worker, and the
 * bundled retention runner works on the same data. No durations are asserted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auth } from '@ausweis/shared/contracts/auth';
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { info as infoApi } from '@ausweis/shared/contracts/info';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './db/seed/seed';
import { stepAt, totpCodeAt } from './features/auth/second-factor/totp-codes';
import { freePort, type ServerProcess, startServerProcess } from './test/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Beside apps/server/dist, at the same depth: the bundle finds node_modules and the repository root
// from there as the real build does (a directory under /tmp would find no packages).
const OUT = path.join(ROOT, 'apps/server', `.dist-test-${process.pid}`);
const build = () => import('../../../scripts/build-server.mjs');

let work: string;
let server: ServerProcess | null = null;

function env(port: number): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: path.join(work, 'web'),
    DATABASE_URL: '',
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    PHOTO_CHECK_WORKERS: '1',
  };
  delete e.NODE_ENV;
  return e;
}

/** The built server (dist/main.js) on a free port with this test's data directory. */
async function startBuilt(timeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    command: process.execPath,
    args: [path.join(OUT, 'main.js')],
    cwd: ROOT,
    env: env(port),
    port,
    timeoutMs,
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'compiled-server-'));
  mkdirSync(path.join(work, 'web'));
  writeFileSync(path.join(work, 'web/index.html'), '<!doctype html><title>Ausweisportal</title>');
  await (await build()).buildServer({ outdir: OUT, quiet: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(OUT, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('kompilierter Server (npm start)', () => {
  it('baut jeden Einstieg als eigene Datei, mit den Migrationen daneben, und erkennt veraltete Builds', async () => {
    for (const f of ['main.js', 'retention.js', 'photo-worker.js', 'migrations/meta/_journal.json'])
      expect(existsSync(path.join(OUT, f)), f).toBe(true);
    // No TypeScript is loaded at run time: our shared sources are compiled in.
    expect(readFileSync(path.join(OUT, 'main.js'), 'utf8')).not.toMatch(/from ["']@ausweis\/shared/);
    const { staleReason } = await build();
    expect(staleReason(OUT)).toBeNull();
    const stampFile = path.join(OUT, '.build-inputs.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    writeFileSync(stampFile, JSON.stringify({ ...stamp, builtAt: 0 }));
    expect(staleReason(OUT)).toMatch(/geändert/);
    writeFileSync(stampFile, JSON.stringify(stamp));
  });

  it('startet auf einem leeren Datenverzeichnis: Migrationen, Demo-Daten, API und Web-App', async () => {
    server = await startBuilt(240_000);
    // The demo data come from a child process (its memory is not kept by the server).
    expect(server.output()).toContain('Lege Demo-Daten an');
    const info = await (await fetch(`${server.url}/api${infoApi.backend.path}`)).json();
    expect(info).toEqual({ name: 'Ausweisportal', version: expect.any(String), audit_keep_days: 365 });
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Ausweisportal</title>');
    const login = await fetch(`${server.url}/api${auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS[0].email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    // The demo super admin confirms with a code of the documented one-time-code secret.
    const { second_factor } = (await login.json()) as { second_factor: { ticket: string } };
    const step = await fetch(`${server.url}/api${authFactors.secondStep.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ticket: second_factor.ticket,
        code: totpCodeAt(DEMO_TOTP_SECRET, stepAt(Date.now())),
      }),
    });
    const session = (await step.json()) as { token: string; is_super_admin: boolean };
    expect(session).toMatchObject({ is_super_admin: true });
    // The super admins' details name the build that the bundle recorded.
    const details = await fetch(`${server.url}/api${infoApi.details.path}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await details.json()).toMatchObject({
      database: 'pglite',
      build_date: expect.stringMatching(/^\d{4}-/),
    });
    // The server runs with umask 077: what it and its seeding child wrote is for its user alone.
    expect(statSync(path.join(work, 'data')).mode & 0o077).toBe(0);
    expect(statSync(path.join(work, 'data', 'files')).mode & 0o077).toBe(0);
  }, 300_000);

  it('prüft ein Foto im gebündelten Foto-Worker', async () => {
    if (!server) throw new Error('server not started');
    const form = new FormData();
    form.append('type', 'student');
    const photo = readFileSync(fixturePhoto('astronaut.png'));
    form.append('image_file', new Blob([photo], { type: 'image/png' }), 'astronaut.png');
    const res = await fetch(`${server.url}/api${orderingApi.testImage.path}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  }, 120_000);

  it('startet neu auf demselben Datenverzeichnis; die Löschfristen laufen aus dem Build', async () => {
    await server?.stop();
    server = await startBuilt(120_000);
    // Demo data are seeded once: the restart prints no seeding.
    expect(server.output()).not.toContain('Lege Demo-Daten an');
    await server.stop();
    server = null;
    const out = execFileSync(process.execPath, [path.join(OUT, 'retention.js')], {
      cwd: ROOT,
      env: env(3000),
      encoding: 'utf8',
    });
    expect(out).toMatch(/^Aufbewahrung: \d+ Ausweise anonymisiert/m);
  }, 180_000);
});
