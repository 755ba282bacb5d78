/**
 * place_order as a client sees it (numbers printed, never asserted): the compiled server in its own
 * process (as `npm start` runs it, PGlite with the demo data) and the load from another process, 8
 * clients posting orders of GYMSEE/SA2026 back to back over HTTP. Two photos: the 230×340 PNG crop the
 * order page's browser sends, and a phone's original (4000×3000 JPEG of some 3.3 MB, phone-photo.ts), as
 * a direct API upload sends it. With BENCH_BASE (the root of a baseline checkout, built) its server runs
 * beside and takes turns with this one. What `place-order` (in-process, the 512×512 fixture, the
 * client a worker thread of the server's process) leaves out: the server's own process start-up and
 * HTTP between processes, and a phone's photo. Besides orders/s and p95 it reports the server's CPU time
 * per order (all its threads, the orders' queued jobs included, split by kind of thread): on a shared,
 * loaded machine that is the figure that compares. And the CPU time per second of the idle server (the
 * job queue polling its queues), which that figure includes spread over the orders of the run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consentFields } from '@ausweis/shared/schemas/consent';
import sharp from 'sharp';
import { photo } from '../apps/server/src/features/ordering/ordering.test-support';
import { cpuMs, freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { orderLoadCode, percentile } from './bench-app';
import { phonePhoto } from './phone-photo';
import { recordBench } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_PO_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_PO_SECONDS ?? 20);
const IDLE_SECONDS = 5;

interface ClientResult {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
  /** The server process's CPU time (all threads) per answered order, in ms, its queued jobs included. */
  cpuMsPerOrder?: number;
  /** The same by kind of thread (main thread, V8's GC and compiler helpers, libuv, libvips, photo workers). */
  cpuMsByThread?: Record<string, number>;
  /** The server's CPU time per second with no request at all, in ms (the job queue's polling). */
  idleCpuMsPerSecond?: number;
}

/** The load generator: a node process of its own, the body read from a file. */
const CLIENT = orderLoadCode(
  "const w = JSON.parse(process.env.BENCH_CLIENT); const body = require('node:fs').readFileSync(w.bodyFile);",
  (result) => `process.stdout.write(JSON.stringify(${result}));`,
);

function clientLoad(url: string, bodyFile: string, headers: Record<string, string>, seconds: number) {
  return new Promise<ClientResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT], {
      env: {
        ...process.env,
        BENCH_CLIENT: JSON.stringify({ url, bodyFile, headers, clients: CLIENTS, seconds }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as ClientResult) : reject(new Error(`client ${code}`)),
    );
  });
}

/** The order form's fields for the demo product, as the order page sends them. */
async function demoFields(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/order/GYMSEE/SA2026`);
  if (!res.ok) throw new Error(`product info ${res.status}`);
  const product = (await res.json()) as { id: number };
  return {
    tenant_product_id: String(product.id),
    tenant_short_code: 'GYMSEE',
    product_short_code: 'SA2026',
    forname: 'Anna',
    familyname: 'Musterfrau',
    email: 'anna.musterfrau@example.org',
    birthday: '2011-05-20',
    external_department: '7b',
    is_online: 'true',
    is_hardcopy: 'false',
    // Born 2011: under 16, a parent consents (as the order page sends it).
    ...consentFields('parent'),
  };
}

interface Photo {
  name: string;
  file: string;
  type: string;
  bytes: Buffer;
}

interface Target {
  url: string;
  pid: number;
  fields: Record<string, string>;
  stop(): Promise<void>;
}

/** A checkout's compiled server (main.js) on a data directory of its own, with the demo data. */
async function startServer(root: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-po-client-'));
  const port = await freePort();
  const server = await startServerProcess({
    command: process.execPath,
    args: ['apps/server/dist/main.js'],
    cwd: root,
    port,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    timeoutMs: 600_000,
  });
  return {
    url: `${server.url}/api/order/place_order`,
    pid: server.child.pid as number,
    fields: await demoFields(server.url),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The request body of one photo's order, written to a file for the client process. */
async function orderBody(target: Target, p: Photo, file: string) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(target.fields)) fd.append(k, v);
  fd.append('image_file', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.file);
  const res = new Response(fd);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { 'content-type': res.headers.get('content-type') ?? '' };
}

/** One photo's orders against one server: a warm-up (photo workers, models, JIT), then the load. */
async function ordersOf(target: Target, p: Photo, work: string, tag: string) {
  const file = path.join(work, `${tag}-${p.file}.body`);
  const headers = await orderBody(target, p, file);
  await clientLoad(target.url, file, headers, 3);
  const idleFrom = await settled(target.pid);
  // What the server spends per second without any request: part of every order's CPU time below, the
  // more so the fewer orders a busy machine lets through.
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idleCpuMsPerSecond = (cpuMs(target.pid) - idleFrom) / IDLE_SECONDS;
  const before = cpuMs(target.pid);
  const threadsBefore = cpuMsByThread(target.pid);
  const result = await clientLoad(target.url, file, headers, SECONDS);
  // The orders' queued jobs (card drawing, access mail) run after the answers: their CPU counts too.
  const after = await settled(target.pid);
  const threadsAfter = cpuMsByThread(target.pid);
  const answered = result.statuses['200'] ?? 0;
  if (!answered) return { ...result, idleCpuMsPerSecond };
  const byThread: Record<string, number> = {};
  for (const [name, ms] of Object.entries(threadsAfter)) {
    const used = (ms - (threadsBefore[name] ?? 0)) / answered;
    if (used >= 0.05) byThread[name] = Math.round(used * 10) / 10;
  }
  return {
    ...result,
    cpuMsPerOrder: (after - before) / answered,
    cpuMsByThread: byThread,
    idleCpuMsPerSecond,
  };
}

/**
 * CPU time of the process's threads by kind (their name without the number), in ms: threads that
 * ended in between are missing, so the split is a guide and cpuMs the total.
 */
function cpuMsByThread(pid: number): Record<string, number> {
  const byName: Record<string, number> = {};
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim().replace(/\d+$/, '');
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}

/** Waits until the server process is idle (less than 30 ms CPU in half a second); its CPU time then. */
async function settled(pid: number): Promise<number> {
  let last = cpuMs(pid);
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - last < 30) return now;
    last = now;
  }
  return last;
}

export async function benchPlaceOrderClient() {
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  const work = mkdtempSync(path.join(tmpdir(), 'bench-po-bodies-'));
  try {
    const crop = await sharp(photo('astronaut.png')).resize(230, 340, { fit: 'cover' }).png().toBuffer();
    const phone = await phonePhoto();
    const photos: Photo[] = [
      { name: 'Zuschnitt des Browsers (230×340 PNG)', file: 'foto.png', type: 'image/png', bytes: crop },
      {
        name: `Handyfoto (4000×3000 JPEG, ${(phone.length / 1e6).toFixed(1)} MB)`,
        file: 'IMG_1234.jpg',
        type: 'image/jpeg',
        bytes: phone,
      },
    ];
    const baseRoot = process.env.BENCH_BASE;
    const label = process.env.BENCH_BASELINE_LABEL ?? 'Basis-Checkout';
    // Both servers run side by side (idle but for the load) and take turns: on a busy machine both see
    // the same load.
    const current = await startServer(ROOT);
    const baseline = baseRoot ? await startServer(baseRoot) : undefined;
    const now: Record<string, ClientResult> = {};
    const base: Record<string, ClientResult> = {};
    try {
      for (const p of photos) {
        if (baseline) base[p.name] = await ordersOf(baseline, p, work, 'base');
        now[p.name] = await ordersOf(current, p, work, 'now');
      }
    } finally {
      await current.stop();
      await baseline?.stop();
    }
    for (const p of photos) {
      const n = now[p.name] as ClientResult;
      const b = base[p.name];
      const rate = (r: ClientResult) => r.latencies.length / r.seconds;
      console.log(
        `place_order als Client, ${p.name}: ${rate(n).toFixed(1)}/s, p95 ${percentile(n.latencies, 95).toFixed(0)} ms, ` +
          `CPU ${n.cpuMsPerOrder?.toFixed(0)} ms/Bestellung, Antworten ${JSON.stringify(n.statuses)}, ` +
          `CPU im Leerlauf ${n.idleCpuMsPerSecond?.toFixed(0)} ms/s` +
          `\n  CPU je Thread-Art: ${JSON.stringify(n.cpuMsByThread)}` +
          (b
            ? `\n  Basis ${rate(b).toFixed(1)}/s, p95 ${percentile(b.latencies, 95).toFixed(0)} ms, CPU ${b.cpuMsPerOrder?.toFixed(0)} ms/Bestellung, ${JSON.stringify(b.statuses)}, je Thread-Art ${JSON.stringify(b.cpuMsByThread)}, im Leerlauf ${b.idleCpuMsPerSecond?.toFixed(0)} ms/s`
            : ''),
      );
      recordBench({
        what: `place_order von außen, ${CLIENTS} parallel, ${p.name}`,
        now: rate(n),
        unit: 'Bestellungen/s',
        ...(b ? { baseline: rate(b), baselineLabel: label } : {}),
        goal: '≥ 20 Bestellungen/s',
      });
      recordBench({
        what: `place_order von außen, ${CLIENTS} parallel, p95, ${p.name}`,
        now: percentile(n.latencies, 95),
        unit: 'ms',
        ...(b ? { baseline: percentile(b.latencies, 95), baselineLabel: label } : {}),
        goal: '≤ 500 ms',
      });
      if (n.cpuMsPerOrder !== undefined)
        recordBench({
          what: `place_order von außen, CPU-Zeit des Servers je Bestellung, ${p.name}`,
          now: n.cpuMsPerOrder,
          unit: 'ms',
          ...(b?.cpuMsPerOrder !== undefined ? { baseline: b.cpuMsPerOrder, baselineLabel: label } : {}),
          goal: '≤ 100 ms (20 Bestellungen/s auf 2 Kernen)',
        });
      if (n.idleCpuMsPerSecond !== undefined)
        recordBench({
          what: `place_order von außen, CPU-Zeit des Servers im Leerlauf je Sekunde, vor ${p.name}`,
          now: n.idleCpuMsPerSecond,
          unit: 'ms',
          ...(b?.idleCpuMsPerSecond !== undefined
            ? { baseline: b.idleCpuMsPerSecond, baselineLabel: label }
            : {}),
        });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
