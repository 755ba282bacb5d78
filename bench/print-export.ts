/**
 * Benchmark of the print export ('Export Bestellungen'): BENCH_PRINT_CARDS (default 1,000) paid plastic
 * cards with real photos (the fixture photos, cropped and stored as an upload is), logo, stamp,
 * signature and a barcode, on in-memory PGlite. The export runs as a job (issue 13) in the real server,
 * which listens on a loopback port; the finished file is fetched over HTTP and counted, not kept. Records the seconds, the peak growth of the
 * process's resident memory during the download (sampled every 20 ms) and the zip's size.
 */
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import { openMemoryDatabase } from '../apps/server/src/db/client';
import { tenantProducts } from '../apps/server/src/db/schema/index';
import { seedCatalog } from '../apps/server/src/db/seed/catalog';
import { drawLogo, drawSign, drawStamp } from '../apps/server/src/db/seed/photos';
import { createFileStore } from '../apps/server/src/platform/file-store';
import { storeFile, toExactPng } from '../apps/server/src/platform/images';
import { createTenant, createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { IMAGE_SIZES } from '../packages/shared/src/constants';
import { exports } from '../packages/shared/src/contracts/exports';
import { pathOf } from '../packages/shared/src/endpoint';
import type { PrintExport } from '../packages/shared/src/schemas/exports';
import { benchConfig } from './bench-app';
import { recordBench } from './report';

const CARDS = Number(process.env.BENCH_PRINT_CARDS ?? 1000);
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-fixtures', 'photos');

/** Order photos as the upload stores them (PNG, 230x340), varied so no two cards share bytes. */
async function photoVariants(count: number): Promise<Buffer[]> {
  const sources = ['astronaut.png', 'chelsea.png', 'coffee.png'].map((f) =>
    readFileSync(path.join(FIXTURES, f)),
  );
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const src = sources[i % 3 === 2 ? 0 : i % 3] as Buffer;
    const meta = await sharp(src).metadata();
    const w = Math.round((meta.width ?? 300) * (0.7 + (i % 5) * 0.05));
    const h = Math.min(meta.height ?? 300, Math.round(w * 1.3));
    const left = (i * 7) % Math.max(1, (meta.width ?? w) - w);
    const crop = await sharp(src)
      .extract({ left, top: 0, width: w, height: h })
      .modulate({ brightness: 0.9 + (i % 7) * 0.03 })
      .toBuffer();
    out.push(await toExactPng(crop, IMAGE_SIZES.student));
  }
  return out;
}

async function seed(db: Awaited<ReturnType<typeof openMemoryDatabase>>['db'], config: Config) {
  const files = createFileStore(config.filesDir);
  const productIds = await db.transaction((tx) => seedCatalog(tx));
  const tenant = await createTenant(db, { name: 'Gymnasium am See', name2: 'Städtisches Gymnasium' });
  const design = async (kind: 'logo' | 'stamp' | 'sign', bytes: Buffer) =>
    storeFile(db, files, { kind, tenantId: tenant.id, bytes, mime: 'image/png', extension: 'png' });
  const [product] = await db
    .insert(tenantProducts)
    .values({
      tenant_id: tenant.id,
      product_id: productIds.Schülerausweis as number,
      product_short_code: 'BENCHPRINT',
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
      need_external_department: true,
      barcode_type: 'code_128',
      generate_barcode: true,
      barcode_prefix: 'GS',
      barcode_len: 10,
      logo_file_id: await design('logo', await drawLogo('GS', ['Gymnasium', 'am See'], '#024589')),
      stamp_file_id: await design('stamp', await drawStamp('GYMNASIUM', 'AM SEE')),
      sign_file_id: await design('sign', await drawSign()),
    })
    .returning();
  if (!product) throw new Error('product insert failed');
  const variants = await photoVariants(Math.min(CARDS, 60));
  const photoIds: number[] = [];
  for (let i = 0; i < CARDS; i++) {
    // Every card has its own stored photo, as real orders do (bytes varied by one pixel row of noise).
    const base = variants[i % variants.length] as Buffer;
    const bytes =
      i < variants.length
        ? base
        : await sharp(base)
            .modulate({ saturation: 1 + (i % 11) / 100 })
            .png()
            .toBuffer();
    photoIds.push(
      await storeFile(db, files, {
        kind: 'student_photo',
        tenantId: tenant.id,
        bytes,
        mime: 'image/png',
        extension: 'png',
      }),
    );
  }
  await db.execute(sql`
    insert into orders (tenant_id, tenant_product_id, email, familyname, forname, birthday, external_department,
      card_valid_from, card_valid_to, online_code, user_code, is_online, is_hardcopy, is_payed, status, validated,
      image_file_id)
    select ${tenant.id}, ${product.id}, 'e' || g || '@bench.example', 'Familienname' || g, 'Vorname' || g,
           date '2010-01-01' + (g % 3000), (g % 13 + 5) || 'a', date '2026-08-01', date '2027-07-31',
           'OC' || g, 'UC' || g, false, true, true, 'payed', true, (${sql.param(photoIds)}::int[])[g]
    from generate_series(1, ${CARDS}::int) g`);
  const ids = await db.execute(sql`select id from orders order by id`);
  return (ids as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** GETs a file and counts the answer's bytes without keeping them. */
function download(port: number, token: string, urlPath: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: urlPath,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Starts the export job, waits until its file is ready and downloads it over HTTP. */
async function exportAndDownload(app: FastifyInstance, port: number, token: string, orderIds: number[]) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await app.inject({
    method: 'POST',
    url: `/api${exports.start.path}`,
    headers,
    payload: { order_ids: orderIds },
  });
  const { id } = started.json() as PrintExport;
  for (;;) {
    const run = (
      await app.inject({ method: 'GET', url: `/api${pathOf(exports.run, { id })}`, headers })
    ).json() as PrintExport;
    if (run.status === 'failed') throw new Error(`Export fehlgeschlagen: ${run.error}`);
    if (run.status === 'done') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return download(port, token, `/api${pathOf(exports.file, { id })}`);
}

export async function benchPrintExport() {
  const database = await openMemoryDatabase();
  await database.migrate();
  const config = benchConfig();
  const app = await buildApp({ config, database, logger: false });
  try {
    const t0 = performance.now();
    const orderIds = await seed(database.db, config);
    console.log(
      `${orderIds.length} Ausweise mit Foto angelegt in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const admin = await createUser(database.db, { is_super_admin: true });
    const token = await loginAs(app, admin.email);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    const samples: [number, number][] = [];
    const sampler = setInterval(() => samples.push([performance.now(), process.memoryUsage().rss]), 20);
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    // node:http, not fetch: fetch gives up after 300 s without response headers.
    const { status, bytes } = await exportAndDownload(app, port, token, orderIds);
    const end = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    if (status !== 200) throw new Error(`Export: Status ${status}`);
    const mb = (n: number) => n / 1024 / 1024;
    const peak = (from: number, to: number) =>
      Math.max(rssBefore, ...samples.filter(([t]) => t >= from && t <= to).map(([, rss]) => rss));
    const middle = (start + end) / 2;
    const label = `Druckexport ${orderIds.length.toLocaleString('de-DE')} Ausweise`;
    recordBench({ what: `${label}: Dauer`, now: (end - start) / 1000, unit: 's', goal: '≤ 20 s' });
    // The machine is shared: CPU time (all threads: sharp, zlib) says what the export costs regardless.
    recordBench({ what: `${label}: CPU-Zeit des Servers`, now: (cpu.user + cpu.system) / 1e6, unit: 's' });
    recordBench({
      what: `${label}: Spitze Speicherzuwachs (RSS)`,
      now: mb(peak(start, end) - rssBefore),
      unit: 'MB',
      goal: 'flach (gestreamt)',
    });
    // Streaming keeps memory flat: the second half of the run needs no more than the first.
    recordBench({
      what: `${label}: RSS-Zuwachs in der zweiten Hälfte`,
      now: mb(Math.max(0, peak(middle, end) - peak(start, middle))),
      unit: 'MB',
      goal: '≈ 0',
    });
    recordBench({ what: `${label}: Zip`, now: bytes / 1024 / 1024, unit: 'MB', goal: '≤ 30 MB' });
  } finally {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

// Run on its own: node --import tsx bench/print-export.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchPrintExport().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
