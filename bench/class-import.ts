/**
 * Benchmark (numbers printed, never asserted): 'Klassenliste importieren' (issue 14) with
 * BENCH_CI_ROWS (1,000) rows and a photo for each in a ZIP: the upload (reading and checking the list,
 * checking the ZIP), the photo check job (every photo through the order page's check), and after the
 * confirmation the job creating the tenant-paid orders. Goal: ≤ 60 s for all of it on this machine.
 * The photos are the astronaut fixture, each scaled a little differently (distinct files).
 * BENCH_CI_CHOICE (online | hardcopy | both) and BENCH_CI_MAILS=0 vary what each created card costs.
 * On in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (wiped).
 */

import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import {
  csv,
  multipartBody,
  photo,
  zipOf,
} from '../apps/server/src/features/class-imports/class-imports.test-support';
import { photoPool } from '../apps/server/src/platform/photo-pool';
import { addMember, createTenant, createTenantProduct, createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { classImports as api } from '../packages/shared/src/contracts/class-imports';
import { pathOf } from '../packages/shared/src/endpoint';
import type { ClassImport } from '../packages/shared/src/schemas/class-imports';
import { benchConfig, openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const ROWS = Number(process.env.BENCH_CI_ROWS ?? 1000);
/** The cards each row orders (online: each card is also drawn for the card app) and the access mails. */
const CHOICE = process.env.BENCH_CI_CHOICE ?? 'online';
const MAILS = process.env.BENCH_CI_MAILS !== '0';
const POLL_MS = 200;
const DATABASE = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

export async function benchClassImport() {
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await database.migrate();
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  await app.ready();
  const db = database.db;
  const tenant = await createTenant(db);
  const product = await createTenantProduct(db, tenant.id);
  const admin = await createUser(db);
  await addMember(db, admin.id, tenant.id, 'Admin');
  const token = await loginAs(app, admin.email);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': String(tenant.id) };

  const base = photo('astronaut.png');
  const photos: Record<string, Buffer> = {};
  const lines = [['Nachname', 'Vorname', 'Geburtsdatum', 'E-Mail']];
  for (let i = 0; i < ROWS; i++) {
    const fam = `Schüler${i}`;
    lines.push([fam, 'Kim', '04.03.2012', `k${i}@bench.example`]);
    photos[`${fam}_Kim.jpg`] = await sharp(base)
      .resize(400 + (i % 50), 590 + (i % 50))
      .jpeg({ quality: 85 })
      .toBuffer();
  }
  const zip = await zipOf(photos);
  console.log(`${ROWS} Zeilen, ZIP ${(zip.length / 1024 / 1024).toFixed(1)} MB`);

  const get = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/api${pathOf(api.get, { id })}`, headers })
    ).json() as ClassImport;
  const until = async (id: number, done: (i: ClassImport) => boolean) => {
    for (;;) {
      const i = await get(id);
      if (done(i)) return i;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };

  /** CPU seconds of the whole process (all threads) and of the photo workers alone, since `from`. */
  const cpu = async () => ({
    all: process.cpuUsage(),
    workers: await photoPool().workerCpuMicros(),
  });
  const cpuSince = async (from: Awaited<ReturnType<typeof cpu>>) => {
    const now = await cpu();
    const all = process.cpuUsage(from.all);
    return `CPU ${((all.user + all.system) / 1e6).toFixed(1)} s, davon Gesichtserkennung ${((now.workers - from.workers) / 1e6).toFixed(1)} s`;
  };

  const t0 = performance.now();
  const body = await multipartBody(
    { tenant_product_id: String(product.id), card_choice: CHOICE },
    {
      list_file: { name: 'liste.csv', bytes: Buffer.from(csv(lines)) },
      photos_file: { name: 'f.zip', bytes: zip },
    },
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api${api.start.path}`,
    headers: { ...headers, ...body.headers },
    payload: body.body,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const t1 = performance.now();
  const c1 = await cpu();
  const id = (res.json() as ClassImport).id;
  const preview = await until(id, (i) => i.status !== 'checking');
  const t2 = performance.now();
  console.log(`Fotoprüfung: ${await cpuSince(c1)}`);
  const c2 = await cpu();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api${pathOf(api.confirm, { id })}`,
    headers,
    payload: { mode: 'tenant', validate: true, send_mails: MAILS },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  const done = await until(id, (i) => i.status === 'done' || i.status === 'failed');
  const t3 = performance.now();
  console.log(`Ausweise anlegen: ${await cpuSince(c2)}`);
  console.log(`Vorschau: ${preview.ok_count} ok; Ergebnis: ${done.status}, ${done.ok_count} angelegt`);

  recordBench({
    what: `Klassenliste ${ROWS} Zeilen (${DATABASE}): Hochladen und Prüfen der Liste`,
    now: (t1 - t0) / 1000,
    unit: 's',
  });
  recordBench({
    what: `Klassenliste ${ROWS} Zeilen (${DATABASE}): Fotoprüfung (Job)`,
    now: (t2 - t1) / 1000,
    unit: 's',
  });
  recordBench({
    what: `Klassenliste ${ROWS} Zeilen (${DATABASE}): Ausweise anlegen (Job)`,
    now: (t3 - t2) / 1000,
    unit: 's',
  });
  recordBench({
    what: `Klassenliste ${ROWS} Zeilen mit Fotos (${DATABASE}), gesamt`,
    now: (t3 - t0) / 1000,
    unit: 's',
    goal: '≤ 60 s',
  });
  await app.close();
  await database.close();
}
