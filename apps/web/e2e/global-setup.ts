/**
 * Starts the real server (built web app, fresh embedded database with demo data) on a free port for the
 * e2e specs, one per test worker: two spec files that run at the same time never share a server, so
 * they run in parallel beside the other tests. Without Chromium the specs skip loudly, unless
 * E2E_REQUIRED=1 (CI), where that is an error.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (VITEST_POOL_ID picks it, see browser.ts). */
    e2eBaseUrls: string[];
    chromiumPath: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`e2e server did not answer ${url} within ${timeoutMs} ms`);
}

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** Ends the server; its data directory goes too unless `keepData` (a restart on it follows). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * One server with its own data directory (a new one with demo data, or `dataDir` of a stopped one);
 * answers its address and how to stop it. `publicHost` is the host name the browser uses: 'localhost'
 * for passkeys, which refuse an IP address as their domain.
 */
export async function startServer({
  publicHost = '127.0.0.1',
  dataDir = mkdtempSync(path.join(tmpdir(), 'ausweis-e2e-')),
} = {}): Promise<E2eServer> {
  const port = await freePort();
  const baseUrl = `http://${publicHost}:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Absolute links (mails, order links) point at this server, as the browser reaches it.
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // All specs log in from 127.0.0.1, in parallel: far more than one address's logins per minute.
      LOGIN_IP_RATE_LIMIT_PER_MINUTE: '1000',
      // The verifier spec ends a card and fetches the revocation list at once.
      REVOCATION_REBUILD_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/anon/info`, server, 150_000);
  return {
    baseUrl,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      server.kill('SIGTERM');
      if (keepData && server.exitCode === null) await new Promise((r) => server.once('exit', r));
      else await new Promise((r) => setTimeout(r, 300));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  project.provide('e2eBaseUrls', []);
  if (!chromiumPath) {
    const msg = 'Kein Chromium gefunden (CHROMIUM_PATH oder /usr/bin/chromium): apt-get install -y chromium';
    if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1: ${msg}`);
    console.warn(
      `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n!!! E2E-TESTS ÜBERSPRUNGEN: ${msg}\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
    );
    return;
  }
  execSync('node scripts/ensure-web-build.mjs', { cwd: ROOT, stdio: 'inherit' });
  const workers = project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    'e2eBaseUrls',
    servers.map((s) => s.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
