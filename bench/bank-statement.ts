/**
 * Benchmark (numbers printed, never asserted): 'Kontoauszug importieren' with a CAMT.053 file of
 * BENCH_CAMT_ENTRIES (10,000) entries against as many open payment runs: the preview (upload, reading,
 * matching) and booking (the same file again, every matched credit booked in one transaction). Goal:
 * ≤ 10 s and flat memory. The baseline is reading the file alone (parseStatement); memory is the peak
 * growth of RSS and heap during each request, sampled every 20 ms. On in-memory PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL is set (wiped).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { multipartBody } from '../apps/server/src/features/class-imports/class-imports.test-support';
import { parseStatement } from '../apps/server/src/features/invoices/bank-statement-parse';
import { createUser } from '../apps/server/src/test/factories';
import { loginAs } from '../apps/server/src/test/http';
import { bankStatements } from '../packages/shared/src/contracts/bank-statements';
import type { BookStatementResponse, StatementPreview } from '../packages/shared/src/schemas/bank-statements';
import { camt053, type FixtureEntry } from '../test-fixtures/camt053';
import { benchConfig, openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const ENTRIES = Number(process.env.BENCH_CAMT_ENTRIES ?? 10_000);
const DATABASE = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const number = (i: number) => `RE-2026-${String(i + 1).padStart(5, '0')}`;
const amountOf = (i: number) => 1000 + (i % 5000);
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Mostly full payments by number; every 20th a part payment, every 50th unknown, every 100th a debit. */
function entry(i: number): FixtureEntry {
  const ref = `BENCH-${i}`;
  if (i % 100 === 99) return { amount: '12.00', direction: 'DBIT', ref };
  if (i % 50 === 49) return { amount: '42.00', ref, txs: [{ payer: 'Unbekannt', ustrd: ['Spende'] }] };
  const amount = i % 20 === 19 ? amountOf(i) - 500 : amountOf(i);
  return {
    amount: euros(amount),
    ref,
    txs: [{ payer: `Förderverein Schule ${i}`, ustrd: [`Ausweise Rechnung ${number(i)}`, 'Vielen Dank'] }],
  };
}

/** Runs `fn` and the peak growth of RSS and heap while it runs (MB). */
async function measured<T>(fn: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const start = performance.now();
  const result = await fn();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const mb = (n: number) => n / 1024 / 1024;
  return { result, seconds, rss: mb(rss - before.rss), heap: mb(heap - before.heapUsed) };
}

export async function benchBankStatement() {
  const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
  await database.migrate();
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  await app.ready();
  try {
    const db = database.db;
    await db.execute(
      sql.raw(`insert into tenants (name, country_id, short_code, tenant_type, street, plz, city, telefone, email)
        select 'Schule ' || g, 'DE', 'K' || g, 'schule', 'Weg 1', '12345', 'Stadt', '0', 's' || g || '@bench.example'
        from generate_series(1, 1000) g`),
    );
    await db.execute(
      sql.raw(`insert into payment_runs (tenant_id, total_count, total_amount, till_date, invoice_number, invoice_date,
          due_date, invoice)
        select (select min(id) from tenants) + g % 1000, 1, 1000 + g % 5000, now(),
               'RE-2026-' || lpad((g + 1)::text, 5, '0'), date '2026-11-01', date '2099-01-01', '{}'::jsonb
        from generate_series(0, ${ENTRIES - 1}) g`),
    );
    await db.execute(sql.raw('analyze'));
    const biller = await createUser(db, { is_super_admin: true, can_invoice: true });
    const token = await loginAs(app, biller.email);
    const xml = Buffer.from(
      camt053([{ id: 'BENCH', entries: Array.from({ length: ENTRIES }, (_, i) => entry(i)) }]),
    );
    console.log(
      `${ENTRIES} Buchungen, ${ENTRIES} offene Rechnungsläufe, Datei ${(xml.length / 1024 / 1024).toFixed(1)} MB`,
    );

    const send = async <T>(
      endpoint: typeof bankStatements.previewStatement | typeof bankStatements.bookStatement,
      fields: Record<string, string>,
    ) => {
      const body = await multipartBody(fields, { statement_file: { name: 'auszug.xml', bytes: xml } });
      const res = await app.inject({
        method: 'POST',
        url: `/api${endpoint.path}`,
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.body,
      });
      if (res.statusCode !== 200)
        throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json() as T;
    };

    const parse = await measured(() => parseStatement(xml));
    const preview = await measured(() => send<StatementPreview>(bankStatements.previewStatement, {}));
    const matched = preview.result.entries.filter(
      (e) => e.state === 'matched' || e.state === 'partial',
    ).length;
    const book = await measured(() =>
      send<BookStatementResponse>(bankStatements.bookStatement, { file_sha256: preview.result.file_sha256 }),
    );
    const again = await measured(() =>
      send<BookStatementResponse>(bankStatements.bookStatement, { file_sha256: preview.result.file_sha256 }),
    );
    console.log(
      `Vorschau: ${matched} zugeordnet; gebucht: ${book.result.booked_count}; zweites Mal gebucht: ${again.result.booked_count}`,
    );

    const label = `Kontoauszug ${ENTRIES.toLocaleString('de-DE')} Buchungen (${DATABASE})`;
    const parseBase = { baseline: parse.seconds, baselineLabel: 'Datei nur lesen' };
    recordBench({ what: `${label}: Vorschau`, now: preview.seconds, unit: 's', ...parseBase });
    recordBench({ what: `${label}: Buchen`, now: book.seconds, unit: 's', ...parseBase });
    recordBench({
      what: `${label}: Vorschau und Buchen`,
      now: preview.seconds + book.seconds,
      unit: 's',
      goal: '≤ 10 s',
    });
    recordBench({ what: `${label}: dieselbe Datei erneut buchen`, now: again.seconds, unit: 's' });
    recordBench({ what: `${label}: Datei lesen, Spitze Heap-Zuwachs`, now: parse.heap, unit: 'MB' });
    for (const [name, m] of [
      ['Vorschau', preview],
      ['Buchen', book],
    ] as const) {
      recordBench({ what: `${label}: ${name}, Spitze RSS-Zuwachs`, now: m.rss, unit: 'MB', goal: 'flach' });
      recordBench({ what: `${label}: ${name}, Spitze Heap-Zuwachs`, now: m.heap, unit: 'MB', goal: 'flach' });
    }
  } finally {
    await app.close();
    await database.close();
  }
}
