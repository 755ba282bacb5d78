/**
 * place_order as a client sees it (numbers printed, never asserted): the compiled server in its own
 * process (as `npm start` runs it, PGlite with the demo data) and the load from another process, 8
 * clients posting orders of GYMSEE/SA2026 back to back over HTTP. Two photos: the 230×340 PNG crop the
 * order page's browser sends, and a phone's original (4000×3000 JPEG of some 3.3 MB, phone-photo.ts), as
 * a direct API upload sends it. With BENCH_BASE (the root of a baseline checkout, built) its server runs
 * beside and takes turns with this one. What `place-order` (in-process, the 512×512 fixture, the
 * client a worker thread of the server's process) leaves out: the server's own process start-up and
 * HTTP between processes, and a phone's photo.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photo } from '../apps/server/src/features/ordering/ordering.test-support';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { orderLoadCode } from './bench-app';
import { phonePhoto } from './phone-photo';
import { recordBench } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_PO_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_PO_SECONDS ?? 20);

interface ClientResult {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
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

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

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
  return clientLoad(target.url, file, headers, SECONDS);
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
          `Antworten ${JSON.stringify(n.statuses)}` +
          (b
            ? `; Basis ${rate(b).toFixed(1)}/s, p95 ${percentile(b.latencies, 95).toFixed(0)} ms, ${JSON.stringify(b.statuses)}`
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
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
