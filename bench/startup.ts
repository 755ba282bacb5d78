/**
 * Start-up benchmark (restart time and idle memory). Spawns the compiled server
 * (apps/server/dist/main.js, as `npm start` runs it) on a fresh PGlite data directory and measures the
 * time from spawn to the first successful answer of GET /api/anon/info: the first start (migrations,
 * demo data), then restarts on the same directory (median of BENCH_STARTUP_RUNS, default 3), against a
 * bare Fastify hello-world process started the same way in the same run. Also: the same restart from
 * the TypeScript sources through tsx (how `npm start` ran before), a restart through `npm start`
 * itself (npm, the build checks, then the server), the CPU time used until the first answer, and the
 * server's resident memory after BENCH_STARTUP_IDLE_SECONDS (default 10) of idling. With
 * BENCH_BASE (the root of another checkout, e.g. main in a separate git worktree, built), its
 * compiled server restarts too, on a data directory of its own, alternating with this one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cpuMs,
  freePort,
  rssMb,
  type StartOptions,
  startServerProcess,
} from '../apps/server/src/test/server-process';
import { recordBench, writeBenchReport } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_STARTUP_IDLE_SECONDS ?? 10);

const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/anon/info', async () => ({ name: 'Ausweisportal' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] as number;

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The embedded database with its demo data, as `npm start` on a new machine.
    DATABASE_URL: '',
    DEMO_DATA: '1',
  };
  delete env.NODE_ENV;
  return env;
}

interface Run {
  readyMs: number;
  cpuMs: number;
  rssMb?: number;
}

/** One start: spawn, wait for the first answer, optionally idle and read the memory, stop. */
async function once(
  start: Omit<StartOptions, 'port' | 'env'>,
  env: (port: number) => NodeJS.ProcessEnv,
  idleSeconds = 0,
): Promise<Run> {
  const port = await freePort();
  const proc = await startServerProcess({ ...start, port, env: env(port) });
  const pid = proc.child.pid as number;
  const run: Run = { readyMs: proc.readyMs, cpuMs: start.group ? Number.NaN : cpuMs(pid) };
  if (idleSeconds > 0) {
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    run.rssMb = rssMb(pid);
  }
  await proc.stop();
  return run;
}

export async function benchStartup(): Promise<void> {
  const node = process.execPath;
  // As `npm start` does: build what is stale first (not part of the measured starts).
  const ensureBuilds = () => {
    execFileSync(node, ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    execFileSync(node, ['scripts/build-server.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  };
  ensureBuilds();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
  try {
    const env = (port: number) => serverEnv(dataDir, port);
    const compiled = { command: node, args: ['apps/server/dist/main.js'], cwd: ROOT };

    const first = await once(compiled, env, IDLE_SECONDS);
    const restarts: Run[] = [];
    for (let i = 0; i < RUNS; i++) restarts.push(await once(compiled, env, i === 0 ? IDLE_SECONDS : 0));
    const baseRoot = process.env.BENCH_BASE;
    const baseDir = baseRoot ? mkdtempSync(path.join(tmpdir(), 'bench-startup-base-')) : '';
    const pairs: { now: Run; base: Run }[] = [];
    if (baseRoot) {
      try {
        const baseEnv = (port: number) => serverEnv(baseDir, port);
        const baseCompiled = { command: node, args: ['apps/server/dist/main.js'], cwd: baseRoot };
        await once(baseCompiled, baseEnv); // its first start: migrations, demo data
        for (let i = 0; i < RUNS; i++)
          pairs.push({ base: await once(baseCompiled, baseEnv), now: await once(compiled, env) });
      } finally {
        rmSync(baseDir, { recursive: true, force: true });
      }
    }
    const bare: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      bare.push(
        await once(
          {
            command: node,
            args: ['--input-type=module', '-e', BARE_FASTIFY],
            cwd: path.join(ROOT, 'apps/server'),
          },
          (port) => ({ ...process.env, PORT: String(port) }),
        ),
      );
    const fromSources = await once(
      { command: node, args: ['--import', 'tsx', 'apps/server/src/main.ts'], cwd: ROOT },
      env,
      IDLE_SECONDS,
    );
    // Sources edited meanwhile would make npm start build: that is not what this row measures.
    ensureBuilds();
    const npmStart = await once({ command: 'npm', args: ['start', '--silent'], cwd: ROOT, group: true }, env);

    const bareMs = median(bare.map((r) => r.readyMs));
    const bareLabel = 'nacktes Fastify, eigener Prozess';
    recordBench({
      what: 'Erster Start, leeres Datenverzeichnis (PGlite, Demo-Daten)',
      now: first.readyMs / 1000,
      unit: 's',
      goal: '≤ 15 s',
    });
    recordBench({
      what: `Neustart, bestehendes Datenverzeichnis (kompiliert, Median aus ${RUNS})`,
      now: median(restarts.map((r) => r.readyMs)) / 1000,
      unit: 's',
      baseline: bareMs / 1000,
      baselineLabel: bareLabel,
      goal: '≤ 2 s',
    });
    if (pairs.length) {
      const label = process.env.BENCH_BASELINE_LABEL ?? 'Basis-Checkout';
      recordBench({
        what: `Neustart bis zur ersten Antwort, abwechselnd mit der Basis (Median aus ${RUNS})`,
        now: median(pairs.map((r) => r.now.readyMs)) / 1000,
        unit: 's',
        baseline: median(pairs.map((r) => r.base.readyMs)) / 1000,
        baselineLabel: label,
        goal: '≤ 1,5 s',
      });
      recordBench({
        what: 'CPU-Zeit bis zur ersten Antwort, Neustart, abwechselnd mit der Basis',
        now: median(pairs.map((r) => r.now.cpuMs)),
        unit: 'ms',
        baseline: median(pairs.map((r) => r.base.cpuMs)),
        baselineLabel: label,
      });
    }
    recordBench({
      what: 'Neustart über npm start (npm, Build-Prüfung, Server)',
      now: npmStart.readyMs / 1000,
      unit: 's',
      baseline: bareMs / 1000,
      baselineLabel: bareLabel,
    });
    recordBench({
      what: 'Neustart aus den TypeScript-Quellen (tsx, wie npm start bisher)',
      now: fromSources.readyMs / 1000,
      unit: 's',
      baseline: bareMs / 1000,
      baselineLabel: bareLabel,
    });
    recordBench({
      what: 'CPU-Zeit bis zur ersten Antwort, Neustart (kompiliert)',
      now: median(restarts.map((r) => r.cpuMs)),
      unit: 'ms',
      baseline: median(bare.map((r) => r.cpuMs)),
      baselineLabel: bareLabel,
    });
    recordBench({
      what: `Speicher nach ${IDLE_SECONDS} s Leerlauf, Neustart (RSS, PGlite)`,
      now: restarts[0]?.rssMb ?? Number.NaN,
      unit: 'MB',
      goal: '≤ 300 MB',
    });
    recordBench({
      what: `Speicher nach ${IDLE_SECONDS} s Leerlauf, erster Start (RSS, PGlite)`,
      now: first.rssMb ?? Number.NaN,
      unit: 'MB',
      goal: '≤ 300 MB',
    });
    recordBench({
      what: `Speicher nach ${IDLE_SECONDS} s Leerlauf, aus den Quellen (tsx)`,
      now: fromSources.rssMb ?? Number.NaN,
      unit: 'MB',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run on its own: node --import tsx bench/startup.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchStartup()
    .then(() => writeBenchReport())
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
