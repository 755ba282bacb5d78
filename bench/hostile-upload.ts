/**
 * Benchmark (numbers printed, never asserted): does the server keep answering while a tenant Admin
 * uploads hostile class lists? The public product info (the first call of every order page) under
 * BENCH_HU_CONNECTIONS (default 20) connections for BENCH_HU_SECONDS (default 5) seconds, best of
 * BENCH_HU_ROUNDS (default 3) rounds, once quietly and once while another thread uploads a list over
 * and over (one upload every BENCH_HU_INTERVAL_MS, default 1000, each answered before the next): a
 * 'zip bomb' .xlsx of about 10 MB that unpacks to about 160 MB, and an .xlsx within the unpacked
 * limit but with more rows than any class list (read as a stream until the first row too many).
 * Goal: ≥ 80 % of the quiet rate. The load generator (autocannon) and the uploader run in worker
 * threads of their own; the app in-process on PGlite (its list worker from the sources, via tsx).
 */
import { randomInt } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { buildApp } from '../apps/server/src/app';
import { multipartBody } from '../apps/server/src/features/class-imports/class-imports.test-support';
import { zipBuffers } from '../apps/server/src/platform/zip';
import { addMember, createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { classImports as api } from '../packages/shared/src/contracts/class-imports';
import { CLASS_IMPORT_LIMITS, CLASS_IMPORT_MAX_ROWS } from '../packages/shared/src/schemas/class-imports';
import { benchConfig, openBenchDatabase } from './bench-app';
import { seedProduct } from './product-info';
import { recordBench } from './report';

const CONNECTIONS = Number(process.env.BENCH_HU_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_HU_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_HU_ROUNDS ?? 3);
/** An upload starts every this many ms (when the last one has answered): an Admin trying again and again. */
const INTERVAL_MS = Number(process.env.BENCH_HU_INTERVAL_MS ?? 1000);
const GOAL = '≥ 80 % der Rate ohne Hochladen';

const HEADER = ['Nachname', 'Vorname', 'Geburtsdatum', 'Klasse', 'Externe ID', 'E-Mail', 'Bemerkung'];
/** A remark as lists carry them: repeats, so the file packs about 16:1 like the one reported. */
const NOTE =
  'Keine Besonderheiten. Abholung durch die Eltern, Fahrschüler, Mittagessen ja. Keine Besonderheiten. Abholung durch die Eltern, Fahrschüler, Mittagessen ja.';
const col = (i: number) => String.fromCharCode(65 + i);

/** A sheet of `rows` pupils with varied names (compresses like real text, not like zeros). */
function sheetXml(rows: number): Buffer {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  const row = (n: number, cells: string[]) =>
    `<row r="${n}">${cells.map((c, i) => `<c r="${col(i)}${n}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;
  parts.push(row(1, HEADER));
  for (let n = 2; n <= rows + 1; n++) {
    const id = randomInt(1500).toString(36);
    parts.push(
      row(n, [
        `Name${id}`,
        `Vor${id}`,
        `0${1 + (n % 9)}.03.2012`,
        `${n % 13}b`,
        id,
        `${id}@bench.example`,
        NOTE,
      ]),
    );
  }
  parts.push('</sheetData></worksheet>');
  return Buffer.from(parts.join(''));
}

/** A real workbook whose first sheet is `sheet`. */
async function xlsxWithSheet(sheet: Buffer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Liste').addRow(HEADER);
  const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
  const entries = await Promise.all(
    Object.values(zip.files)
      .filter((f) => !f.dir && f.name !== 'xl/worksheets/sheet1.xml')
      .map(async (f) => ({ name: f.name, data: await f.async('nodebuffer') })),
  );
  return zipBuffers([...entries, { name: 'xl/worksheets/sheet1.xml', data: sheet }]);
}

/** The workbook of the sheet and the sheet's unpacked size. */
const packed = async (sheet: Buffer): Promise<[Buffer, number]> => [await xlsxWithSheet(sheet), sheet.length];

/** Sheet rows whose XML comes to about `bytes`. */
const rowsFor = (bytes: number) => Math.ceil(bytes / 555);

/** Uploads the file over and over in a worker thread until told to stop; answers the status counts. */
async function startUploader(
  url: string,
  headers: Record<string, string>,
  productId: number,
  file: Buffer,
  name: string,
) {
  // The multipart body is made once: the uploader's own work is not what is measured.
  const body = await multipartBody(
    { tenant_product_id: String(productId), card_choice: 'online' },
    { list_file: { name, bytes: file } },
  );
  const worker = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    (async () => {
      const statuses = {};
      while (!stop) {
        const next = Date.now() + w.intervalMs;
        const res = await fetch(w.url, { method: 'POST', headers: w.headers, body: w.body });
        const answer = await res.json();
        const key = res.status + ' ' + String(answer.message ?? '').slice(0, 60);
        statuses[key] = (statuses[key] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
      parentPort.postMessage(statuses);
    })();`,
    {
      eval: true,
      workerData: { url, headers: { ...headers, ...body.headers }, body: body.body, intervalMs: INTERVAL_MS },
    },
  );
  return {
    stop: () =>
      new Promise<Record<string, number>>((resolve) => {
        worker.once('message', (statuses: Record<string, number>) => {
          void worker.terminate();
          resolve(statuses);
        });
        worker.postMessage('stop');
      }),
  };
}

/** The product info's rate, and the longest the server's event loop was held meanwhile (ms). */
async function rate(url: string): Promise<{ rps: number; heldMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  delay.disable();
  return { rps: r.requests.average, heldMs: delay.max / 1e6 };
}

export async function benchHostileUpload() {
  const database = await openBenchDatabase(undefined);
  await database.migrate();
  const { route, tenant, product } = await seedProduct(database);
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createUser(database.db);
  await addMember(database.db, admin.id, tenant.id, 'Admin');
  const headers = {
    authorization: `Bearer ${await loginAs(app, admin.email)}`,
    'x-tenant-id': String(tenant.id),
  };
  const uploadUrl = `${base}/api${api.start.path}`;

  // Only the packed files are kept: the unpacked sheets (160 MB) would weigh on this process's heap,
  // which is the server's too.
  const [bomb, bombUnpacked] = await packed(sheetXml(rowsFor(160 * 1024 * 1024)));
  const [long, longUnpacked] = await packed(
    sheetXml(Math.min(CLASS_IMPORT_MAX_ROWS * 8, rowsFor(CLASS_IMPORT_LIMITS.listUnpackedBytes * 0.9))),
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Bombe ${mb(bomb.length)} → ${mb(bombUnpacked)} entpackt; lange Liste ${mb(long.length)} → ${mb(longUnpacked)} entpackt`,
  );

  const productInfo = `${base}${route}`;
  await rate(productInfo); // warm-up
  const cases: [string, Buffer, string][] = [
    [`Zip-Bombe ${mb(bomb.length)} → ${mb(bombUnpacked)}`, bomb, 'bombe.xlsx'],
    [`Liste ${mb(long.length)} → ${mb(longUnpacked)}, zu viele Zeilen`, long, 'lang.xlsx'],
  ];
  for (const [label, file, name] of cases) {
    let quiet = 0;
    let busy = 0;
    let quietHeld = 0;
    let busyHeld = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const q = await rate(productInfo);
      quiet = Math.max(quiet, q.rps);
      quietHeld = Math.max(quietHeld, q.heldMs);
      const uploader = await startUploader(uploadUrl, headers, product.id, file, name);
      const b = await rate(productInfo);
      busy = Math.max(busy, b.rps);
      busyHeld = Math.max(busyHeld, b.heldMs);
      const statuses = await uploader.stop();
      console.log(`${label}, Runde ${round + 1}: Antworten auf das Hochladen ${JSON.stringify(statuses)}`);
    }
    recordBench({
      what: `Produktinfo während Hochladen: ${label}`,
      now: busy,
      unit: 'req/s',
      baseline: quiet,
      baselineLabel: 'ohne Hochladen',
      goal: GOAL,
    });
    recordBench({
      what: `Längste Blockade der Event-Loop während Hochladen: ${label}`,
      now: busyHeld,
      unit: 'ms',
      baseline: quietHeld,
      baselineLabel: 'ohne Hochladen',
    });
  }
  await app.close();
  await database.close();
}
