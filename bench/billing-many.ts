/**
 * Benchmark (numbers printed, never asserted): one billing action for BENCH_BILLING_TENANTS (1,000)
 * tenants with a few orders each, through the HTTP endpoint of the in-process app: the request (goal
 * ≤ 60 s), then the time until the invoice jobs have drawn every invoice (the app's own workers).
 * On in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (wiped).
 */
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { paymentRuns } from '../apps/server/src/db/schema/index';
import { createTenantProduct, createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { invoices } from '../packages/shared/src/contracts/invoices';
import type { PaymentRunRow } from '../packages/shared/src/schemas/invoices';
import { benchConfig, openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const TENANTS = Number(process.env.BENCH_BILLING_TENANTS ?? 1000);
const POLL_MS = 1000;
const DATABASE = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const mb = () => process.memoryUsage().heapUsed / 1024 / 1024;

export async function benchBillingMany() {
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await database.migrate();
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  await app.ready();
  const { db } = database;
  const run = (q: string) => db.execute(sql.raw(q));
  await run(`insert into tenants (name, country_id, short_code, tenant_type, street, plz, city, telefone, email)
    select 'Schule ' || g, 'DE', 'BM' || g, 'schule', 'Weg 1', '12345', 'Stadt', '0', 's' || g || '@bench.example'
    from generate_series(1, ${TENANTS}) g`);
  const template = await createTenantProduct(db, 1);
  await run(`insert into tenant_products (tenant_id, product_id, product_short_code, price_online, price_hardcopy,
      price_hardcopy_online, card_valid_from, card_valid_to, tenant_payee)
    select t.id, ${template.product_id}, 'P' || t.id, 490, 990, 1190, date '2026-08-01', date '2027-07-31', true
    from tenants t where t.id <> ${template.tenant_id}`);
  await run(`update tenant_products set tenant_payee = true where id = ${template.id}`);
  // One to five orders per tenant, placed yesterday, confirmed and paid by the tenant.
  await run(`insert into orders (tenant_id, tenant_product_id, email, familyname, forname, card_valid_from,
      card_valid_to, online_code, user_code, is_online, is_hardcopy, status, is_payed, price, tenant_payee, created_at)
    select tp.tenant_id, tp.id, 'e' || tp.id || '-' || k || '@bench.example', 'Name' || k, 'Vor', date '2026-08-01',
           date '2027-07-31', 'OC' || tp.id || '-' || k, 'UC' || tp.id || '-' || k, true, k % 2 = 0, 'payed', true,
           case when k % 2 = 0 then 1190 else 490 end, true, now() - interval '1 day'
    from tenant_products tp cross join generate_series(1, 5) k where k <= 1 + tp.tenant_id % 5`);
  await run('analyze');
  const biller = await createUser(db, { is_super_admin: true, can_invoice: true });
  const token = await loginAs(app, biller.email);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const tenantIds = Array.from({ length: TENANTS }, (_, i) => i + 1);

  const heap0 = mb();
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api${invoices.createRuns.path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { date_from: day(-30), date_to: day(0), country_id: 'DE', tenant_ids: tenantIds },
  });
  if (res.statusCode !== 200) throw new Error(`billing: ${res.statusCode} ${res.body}`);
  const t1 = performance.now();
  // At once: the invoices take far longer than the request.
  console.log(`Anfrage beantwortet nach ${((t1 - t0) / 1000).toFixed(1)} s`);
  const { runs } = res.json() as { runs: PaymentRunRow[] };
  const orders = runs.reduce((n, r) => n + r.total_count, 0);
  const ids = runs.map((r) => r.id);
  let issued = 0;
  while (issued < ids.length) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const [row] = await db
      .select({ n: sql<number>`count(*) filter (where ${paymentRuns.invoice_state} <> 'pending')::int` })
      .from(paymentRuns)
      .where(inArray(paymentRuns.id, ids));
    issued = row?.n ?? 0;
  }
  const t2 = performance.now();
  console.log(
    `${runs.length} Läufe, ${orders} Bestellungen; Heap ${heap0.toFixed(0)} → ${mb().toFixed(0)} MB; ${
      ((t2 - t1) / ids.length) | 0
    } ms je Rechnung`,
  );
  recordBench({
    what: `Abrechnen: ${TENANTS} Mandanten, ${orders} Bestellungen in 1 Aktion (${DATABASE})`,
    now: (t1 - t0) / 1000,
    unit: 's',
    goal: '≤ 60 s',
  });
  recordBench({
    what: `Danach alle ${ids.length} Rechnungen gezeichnet (Jobs, ${DATABASE})`,
    now: (t2 - t1) / 1000,
    unit: 's',
  });
  await app.close();
  await database.close();
}
