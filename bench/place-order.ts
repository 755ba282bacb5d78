/**
 * Benchmark (numbers printed, never asserted): place_order with the photo check (issue 11). The real
 * app listens in-process; BENCH_PO_CLIENTS (8) clients place orders with the astronaut fixture photo
 * back to back for BENCH_PO_SECONDS (20) seconds, from a worker thread (fetch), so the load generator
 * does not share the server's event loop: orders/s and p95. Then the same order load again while
 * autocannon (in its own worker thread) asks the public product info with BENCH_PO_PI_CONNECTIONS (10)
 * connections; its req/s are compared with the same product info load on an idle server. Baseline: the photo check in-process, one photo at a time (what every
 * order cost the event loop before the photo pool), and its face detection alone. Besides: the CPU
 * time one order costs, by thread (event loop, photo workers, the rest: sharp, libuv, GC), and from it
 * the ceiling on this machine's cores when nothing else runs (the machines here are shared).
 * On in-memory PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set (migrated, not emptied).
 */
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { type Database, openMemoryDatabase, openPostgres } from '../apps/server/src/db/client';
import {
  multipartBody,
  orderFields,
  orderWorld,
  photo,
} from '../apps/server/src/features/ordering/ordering.test-support';
import { checkPhotoWith } from '../apps/server/src/features/ordering/photo-check';
import { detectFaces, type RgbImage } from '../apps/server/src/platform/face-detector';
import { photoPool } from '../apps/server/src/platform/photo-pool';
import { ordering as orderingApi } from '../packages/shared/src/contracts/ordering';
import { pathOf } from '../packages/shared/src/endpoint';
import { benchConfig, orderLoadCode, percentile } from './bench-app';
import { recordBench } from './report';

const CLIENTS = Number(process.env.BENCH_PO_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_PO_SECONDS ?? 20);
const PI_CONNECTIONS = Number(process.env.BENCH_PO_PI_CONNECTIONS ?? 10);
const BASELINE_RUNS = 20;

/** The server's own photo check settings, as in README (PHOTO_CHECK_WORKERS, PHOTO_CHECK_NICE). */
function placeOrderConfig() {
  const workers = Number(process.env.PHOTO_CHECK_WORKERS);
  const nice = process.env.PHOTO_CHECK_NICE;
  return benchConfig({
    ...(workers > 0 ? { photoCheckWorkers: workers } : {}),
    ...(nice ? { photoCheckNice: Number(nice) } : {}),
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The photo check in-process, as before the pool: per photo, and its face detection alone. */
async function inProcessBaseline(bytes: Buffer) {
  let image: RgbImage | null = null;
  const capture = async (img: RgbImage) => {
    image = { ...img, data: Uint8Array.from(img.data) };
    return detectFaces(img);
  };
  for (let i = 0; i < 3; i++) await checkPhotoWith(bytes, capture); // models, JIT
  const whole: number[] = [];
  const detection: number[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) {
    let t = performance.now();
    await checkPhotoWith(bytes, detectFaces);
    whole.push(performance.now() - t);
    if (!image) throw new Error('no normalised photo');
    t = performance.now();
    await detectFaces(image);
    detection.push(performance.now() - t);
  }
  return { perPhoto: median(whole), detection: median(detection) };
}

interface LoadResult {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
  /** CPU time of the load generator's own thread, in microseconds. */
  clientCpu: number;
}

/** `clients` loops POSTing `body` back to back for `seconds`, in a worker thread (plain fetch). */
function postLoad(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  clients: number,
  seconds: number,
) {
  const code = orderLoadCode(
    "const { parentPort, workerData: w } = require('node:worker_threads'); const body = w.body;",
    (result) => `const cpu = process.threadCpuUsage();
      parentPort.postMessage({ ...${result}, clientCpu: cpu.user + cpu.system });`,
  );
  return new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: { url, body: new Uint8Array(body), headers, clients, seconds },
    });
    worker.once('message', (r: LoadResult) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const productInfoLoad = (url: string, duration: number) =>
  autocannon({ url, connections: PI_CONNECTIONS, duration, workers: 1 });

/** The order load with what it cost: event loop delay and CPU time per order, by thread. */
async function measuredOrders(url: string, body: Buffer, headers: Record<string, string>) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const process0 = process.cpuUsage();
  const main0 = process.threadCpuUsage();
  const workers0 = await photoPool().workerCpuMicros();
  loop.enable();
  const orders = await postLoad(url, body, headers, CLIENTS, SECONDS);
  loop.disable();
  const ms = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  const n = Math.max(1, orders.latencies.length);
  const main = ms(process.threadCpuUsage(main0)) / n;
  const workers = ((await photoPool().workerCpuMicros()) - workers0) / 1000 / n;
  // The rest of the process: sharp's and libuv's threads, GC helpers (the load generator taken out).
  const rest = (ms(process.cpuUsage(process0)) - orders.clientCpu / 1000) / n - main - workers;
  return {
    orders,
    perSecond: orders.latencies.length / orders.seconds,
    p50: percentile(orders.latencies, 50),
    p95: percentile(orders.latencies, 95),
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    cpu: { main, workers, rest: Math.max(0, rest) },
  };
}

async function benchOn(kind: string, database: Database) {
  await database.migrate();
  const world = await orderWorld(database.db);
  const astronaut = photo('astronaut.png');

  const baseline = await inProcessBaseline(astronaut);
  recordBench({ what: `Fotoprüfung im Prozess, je Foto (${kind})`, now: baseline.perPhoto, unit: 'ms' });
  recordBench({ what: 'davon Gesichtserkennung', now: baseline.detection, unit: 'ms' });

  const app = await buildApp({ config: placeOrderConfig(), database, logger: false });
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  try {
    const infoUrl = `${base}${pathOf(orderingApi.productInfo, {
      tenantShortCode: world.tenant.short_code,
      productShortCode: world.product.product_short_code,
    })}`;
    const orderUrl = `${base}${orderingApi.placeOrder.path}`;
    const { body, headers } = await multipartBody(orderFields(world), { image_file: astronaut });

    await productInfoLoad(infoUrl, 1); // warm-up
    const alone = await productInfoLoad(infoUrl, 5);
    // Warm-up: the photo workers start and load their models.
    await postLoad(orderUrl, body, headers, CLIENTS, 3);

    const o = await measuredOrders(orderUrl, body, headers);
    const cpuTotal = o.cpu.main + o.cpu.workers + o.cpu.rest;
    const cores = availableParallelism();
    console.log(
      `place_order (${kind}, ${CLIENTS} parallel, ${SECONDS} s): ${o.orders.latencies.length} Bestellungen, ` +
        `${o.perSecond.toFixed(1)}/s, p50 ${o.p50.toFixed(0)} ms, p95 ${o.p95.toFixed(0)} ms; ` +
        `Antworten ${JSON.stringify(o.orders.statuses)}; Foto-Worker ${photoPool().stats().workers}; ` +
        `Event-Loop-Verzögerung p99 ${o.loopP99.toFixed(0)} ms, max ${o.loopMax.toFixed(0)} ms\n` +
        `  CPU je Bestellung: Event-Loop ${o.cpu.main.toFixed(1)} ms, Foto-Worker ${o.cpu.workers.toFixed(1)} ms, ` +
        `übrige Threads (sharp, libuv, GC) ${o.cpu.rest.toFixed(1)} ms; ` +
        `möglich auf ${cores} freien Kernen: ${Math.min(1000 / o.cpu.main, (cores * 1000) / cpuTotal).toFixed(1)}/s`,
    );
    recordBench({
      what: `place_order mit Fotoprüfung, ${CLIENTS} parallel, ${SECONDS} s (${kind})`,
      now: o.perSecond,
      unit: 'Bestellungen/s',
      baseline: 1000 / baseline.perPhoto,
      baselineLabel: 'Fotoprüfung im Prozess, nacheinander',
      goal: '≥ 20 Bestellungen/s',
    });
    recordBench({
      what: `place_order mit Fotoprüfung, ${CLIENTS} parallel, p95 (${kind})`,
      now: o.p95,
      unit: 'ms',
      goal: '≤ 500 ms',
    });
    recordBench({
      what: `place_order: Event-Loop-CPU je Bestellung (${kind})`,
      now: o.cpu.main,
      unit: 'ms',
      baseline: baseline.perPhoto,
      baselineLabel: 'Fotoprüfung im Prozess',
    });
    recordBench({
      what: `place_order: CPU je Bestellung, alle Threads (${kind})`,
      now: cpuTotal,
      unit: 'ms',
    });

    // Both at once: the product info's throughput beside the orders, against the same load alone.
    const [during, withInfo] = await Promise.all([
      productInfoLoad(infoUrl, SECONDS),
      postLoad(orderUrl, body, headers, CLIENTS, SECONDS),
    ]);
    console.log(
      `Produktinfo (${PI_CONNECTIONS} Verbindungen): allein ${alone.requests.average.toFixed(0)} req/s, ` +
        `während der Bestellungen ${during.requests.average.toFixed(0)} req/s (p99 ${during.latency.p99} ms, ` +
        `${during.non2xx + during.errors} Fehlantworten); Bestellungen dabei ` +
        `${(withInfo.latencies.length / withInfo.seconds).toFixed(1)}/s, p95 ${percentile(withInfo.latencies, 95).toFixed(0)} ms`,
    );
    recordBench({
      what: `Produktinfo während der Bestellungen (${kind})`,
      now: during.requests.average,
      unit: 'req/s',
      baseline: alone.requests.average,
      baselineLabel: 'Produktinfo allein',
      goal: '≥ 0,8× allein',
    });
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchPlaceOrder() {
  await benchOn('PGlite', await openMemoryDatabase());
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOn('PostgreSQL', openPostgres(url));
}
