/**
 * Benchmark (numbers printed, never asserted): the class import's sync ('Abgleich',
 * docs/product.md#class-import) of BENCH_SYNC_ROWS (2,000) pupils against as many existing cards,
 * without photos: the upload with its preview (every row matched against the live cards), and the
 * confirmation applying it (one pupil in ten changes class, one card in a hundred is ended, the new
 * pupils are refused for want of a photo). Goals: preview ≤ 10 s, applied ≤ 30 s, memory flat.
 * On in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (wiped).
 */

import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { orders, tenantProducts } from '../apps/server/src/db/schema/index';
import { csv, multipartBody } from '../apps/server/src/features/class-imports/class-imports.test-support';
import { newOnlineCode, newUserCode } from '../apps/server/src/platform/codes';
import { addMember, createTenant, createTenantProduct, createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { classImports as api } from '../packages/shared/src/contracts/class-imports';
import { pathOf } from '../packages/shared/src/endpoint';
import type { ClassImport } from '../packages/shared/src/schemas/class-imports';
import { benchConfig, openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const ROWS = Number(process.env.BENCH_SYNC_ROWS ?? 2000);
const POLL_MS = 200;
const DATABASE = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const mb = () => process.memoryUsage().heapUsed / 1024 / 1024;

export async function benchClassImportSync() {
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await database.migrate();
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  await app.ready();
  const db = database.db;
  const tenant = await createTenant(db);
  const product = await createTenantProduct(db, tenant.id);
  // The class is the product's department: the list's 'Klasse' column fills it.
  await db
    .update(tenantProducts)
    .set({ need_external_department: true })
    .where(eq(tenantProducts.id, product.id));
  const admin = await createUser(db);
  await addMember(db, admin.id, tenant.id, 'Admin');
  const token = await loginAs(app, admin.email);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': String(tenant.id) };

  const pupil = (i: number) => ({ familyname: `Schüler${i}`, forname: 'Kim', email: `k${i}@bench.example` });
  for (let i = 0; i < ROWS; i += 500)
    await db.insert(orders).values(
      Array.from({ length: Math.min(500, ROWS - i) }, (_, j) => ({
        tenant_id: tenant.id,
        tenant_product_id: product.id,
        ...pupil(i + j),
        birthday: '2012-03-04',
        external_department: '5a',
        card_valid_from: '2026-08-01',
        card_valid_to: '2027-07-31',
        online_code: newOnlineCode(),
        user_code: newUserCode(),
        is_online: true,
      })),
    );
  // The roll: one pupil in a hundred left (a new one in its place), one in ten changed class.
  const lines = [['Nachname', 'Vorname', 'Geburtsdatum', 'Klasse', 'E-Mail']];
  for (let i = 0; i < ROWS; i++) {
    const p = pupil(i % 100 === 0 ? ROWS + i : i);
    lines.push([p.familyname, p.forname, '04.03.2012', i % 10 === 1 ? '6a' : '5a', p.email]);
  }

  const get = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/api${pathOf(api.get, { id })}`, headers })
    ).json() as ClassImport;
  const heap0 = mb();
  const t0 = performance.now();
  const body = await multipartBody(
    { tenant_product_id: String(product.id), card_choice: 'online', sync: 'true' },
    { list_file: { name: 'bestand.csv', bytes: Buffer.from(csv(lines)) } },
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api${api.start.path}`,
    headers: { ...headers, ...body.headers },
    payload: body.body,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const preview = res.json() as ClassImport;
  const t1 = performance.now();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api${pathOf(api.confirm, { id: preview.id })}`,
    headers,
    payload: { mode: 'tenant', validate: false, send_mails: false },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  let done = await get(preview.id);
  while (done.status !== 'done' && done.status !== 'failed') {
    await new Promise((r) => setTimeout(r, POLL_MS));
    done = await get(preview.id);
  }
  const t2 = performance.now();
  const s = preview.sync;
  console.log(
    `Abgleich: ${s?.changed.length} geändert, ${s?.left.length} beendet, ${s?.added} neu; Ergebnis ${done.status}; Heap ${heap0.toFixed(0)} → ${mb().toFixed(0)} MB`,
  );
  recordBench({
    what: `Abgleich ${ROWS} Schüler gegen ${ROWS} Ausweise (${DATABASE}): Hochladen und Vorschau`,
    now: (t1 - t0) / 1000,
    unit: 's',
    goal: '≤ 10 s',
  });
  recordBench({
    what: `Abgleich ${ROWS} Schüler gegen ${ROWS} Ausweise (${DATABASE}): Bestätigen und Anwenden`,
    now: (t2 - t1) / 1000,
    unit: 's',
    goal: '≤ 30 s',
  });
  await app.close();
  await database.close();
}
