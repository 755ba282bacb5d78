/**
 * Benchmark of billing and the order report at scale: BENCH_ORDERS (default 200000; try 1000000)
 * orders of 1,000 tenants over the last year, a quarter of them paid by their tenant. On PostgreSQL
 * when BENCH_DATABASE_URL is set (that database is EMPTIED first), else on in-memory PGlite.
 * Each query is timed through the service and, as its baseline, as the same SQL sent straight to
 * the driver; billing times one tenant with 10,000 orders in one transaction.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_BILLING } from '../apps/server/src/billing-config';
import type { AppContext } from '../apps/server/src/context';
import type { Database } from '../apps/server/src/db/client';
import { createPaymentRuns } from '../apps/server/src/features/invoices/billing.service';
import { issueRunInvoice } from '../apps/server/src/features/invoices/invoice-issue.job';
import { invoiceableQuery, listInvoiceable } from '../apps/server/src/features/invoices/invoices.service';
import { orderReport, reportQueries, reportUnit } from '../apps/server/src/features/reports/reports.service';
import { createFileStore } from '../apps/server/src/platform/file-store';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { createTenantProduct, createUser } from '../apps/server/src/test/factories';
import { CreatePaymentRunsRequest, InvoiceableQuery } from '../packages/shared/src/schemas/invoices';
import { ReportQuery } from '../packages/shared/src/schemas/reports';
import { openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const RUNS = 7;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Rows of a raw query (both drivers answer with { rows }). */
const rowsOf = async <T>(db: Database['db'], query: string): Promise<T[]> =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

async function seed(database: Database) {
  const { db } = database;
  const run = (q: string) => db.execute(sql.raw(q));
  // One template product gives the base product; the tenants are copied from it in bulk.
  await run(`insert into tenants (name, country_id, short_code, tenant_type, street, plz, city, telefone, email)
    select 'Schule ' || g, case when g % 10 = 1 then 'AT' when g % 10 = 2 then 'CH' else 'DE' end, 'B' || g,
           'schule', 'Weg 1', '12345', 'Stadt', '0', 's' || g || '@bench.example'
    from generate_series(1, 1000) g`);
  const [first] = await rowsOf<{ id: number }>(db, 'select min(id)::int as id from tenants');
  const template = await createTenantProduct(db, first?.id ?? 1);
  await run(`insert into tenant_products (tenant_id, product_id, product_short_code, price_online, price_hardcopy,
      price_hardcopy_online, card_valid_from, card_valid_to, tenant_payee)
    select t.id, ${template.product_id}, 'P' || t.id, 490, 990, 1190, date '2026-08-01', date '2027-07-31', t.id % 4 = 0
    from tenants t where t.id <> ${template.tenant_id}`);
  await run(`update tenant_products set tenant_payee = tenant_id % 4 = 0 where id = ${template.id}`);
  const t0 = performance.now();
  // Spread over the last 365 days; a tenant's orders older than 45 days are billed already.
  await run(`insert into orders (tenant_id, tenant_product_id, email, familyname, forname, card_valid_from,
      card_valid_to, online_code, user_code, is_online, is_hardcopy, status, is_payed, is_test, price, tenant_payee,
      tenant_payee_billed, paid_amount, created_at)
    select tp.tenant_id, tp.id, 'e' || g || '@bench.example', 'Name' || g, 'Vor', date '2026-08-01',
           date '2027-07-31', 'OC' || g, 'UC' || g, g % 5 <> 0, g % 3 = 0,
           case when g % 10 = 0 then 'new' else 'payed' end, g % 10 <> 0, g % 97 = 0,
           case when g % 3 = 0 then 1190 else 490 end, tp.tenant_payee,
           tp.tenant_payee and g % 365 > 45,
           case when g % 10 <> 0 and not tp.tenant_payee then case when g % 3 = 0 then 1190 else 490 end else 0 end, now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g join tenant_products tp on tp.tenant_id = (select min(id) from tenants) + g % 1000`);
  await run('analyze');
  console.log(
    `${ORDERS} Bestellungen angelegt in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`,
  );
  return template;
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1] ?? 0;
}

/** Times the service call and the same SQL statements sent straight to the driver. */
async function compare(
  label: string,
  service: () => Promise<unknown>,
  statements: SQL[],
  database: Database,
  goal?: string,
) {
  const ms = await median(service);
  const raw = await median(() => Promise.all(statements.map((s) => database.db.execute(s))));
  recordBench({ what: label, now: ms, unit: 'ms', baseline: raw, baselineLabel: 'SQL allein', goal });
}

export async function benchBilling() {
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await database.migrate();
  await seed(database);
  const { db } = database;
  const ctx = {
    db,
    config: { billing: DEFAULT_BILLING },
    files: createFileStore(mkdtempSync(path.join(tmpdir(), 'bench-files-'))),
    mail: createMailer({
      db,
      smtpUrl: null,
      from: 'bench@bench.example',
      log: console,
      logOutboxLinks: false,
    }),
    // The invoice jobs the billing sends are drawn below, one after the other, as a worker would.
    jobs: { send: async () => null },
  } as unknown as AppContext;

  const invoiceQuery = InvoiceableQuery.parse({ date_from: day(-30), date_to: day(0), country_id: 'DE' });
  await compare(
    'Abrechenbare Bestellungen (DE, 30 Tage)',
    () => listInvoiceable(db, invoiceQuery),
    [invoiceableQuery(db, invoiceQuery).getSQL()],
    database,
    '≤ 200 ms bei 1 Mio.',
  );
  for (const days of [30, 365]) {
    const q = ReportQuery.parse({ date_from: day(-days), date_to: day(0) });
    const raw = reportQueries(db, q, reportUnit(q)).map((query) => query.getSQL());
    await compare(
      `Auswertung (${days} Tage)`,
      () => orderReport(ctx, q),
      raw,
      database,
      days === 30 ? '≤ 500 ms bei 1 Mio.' : undefined,
    );
  }

  // A club with 10,000 unbilled orders, billed in one transaction.
  const biller = await createUser(db, { is_super_admin: true, can_invoice: true });
  const [club] = await rowsOf<{ tenant_id: number }>(
    db,
    `select tp.tenant_id::int as tenant_id from tenant_products tp join tenants t on t.id = tp.tenant_id
     where tp.tenant_payee and t.country_id = 'DE' limit 1`,
  );
  const tenantId = club?.tenant_id ?? 0;
  await db.execute(
    sql.raw(`insert into orders (tenant_id, tenant_product_id, email, familyname, forname, card_valid_from,
      card_valid_to, online_code, user_code, is_online, status, is_payed, price, tenant_payee, created_at)
    select tp.tenant_id, tp.id, 'c' || g || '@bench.example', 'Club' || g, 'Vor', date '2026-08-01', date '2027-07-31',
           'CC' || g, 'CU' || g, true, 'payed', true, 490, true, now() - ((g % 20) || ' days')::interval
    from generate_series(1, 10000) g join tenant_products tp on tp.tenant_id = ${tenantId}`),
  );
  const start = performance.now();
  const res = await createPaymentRuns(
    ctx,
    { id: biller.id } as never,
    CreatePaymentRunsRequest.parse({
      date_from: day(-30),
      date_to: day(0),
      country_id: 'DE',
      tenant_ids: [tenantId],
    }),
    { userId: biller.id, role: 'SuperAdmin', scope: null },
  );
  recordBench({
    what: `Abrechnen: 1 Mandant, ${res.runs[0]?.total_count} Bestellungen in 1 Transaktion`,
    now: (performance.now() - start) / 1000,
    unit: 's',
  });
  const drawStart = performance.now();
  for (const run of res.runs) await issueRunInvoice(ctx, run.id);
  recordBench({
    what: 'Rechnung zeichnen und versenden (Job)',
    now: (performance.now() - drawStart) / 1000,
    unit: 's',
  });
  await database.close();
}
