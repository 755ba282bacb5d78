/**
 * Invoice numbers without gaps: one counter row per year and series, incremented in the transaction
 * that issues the document. Invoices count RE-<year>-<n>, cancellation invoices their own ST-<year>-<n>.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cancellationCounters, invoiceCounters } from '../../db/schema/index';

/** The number series: invoices, and cancellation invoices (Stornorechnungen). */
const SERIES = { RE: invoiceCounters, ST: cancellationCounters } as const;

/**
 * The next `count` numbers of the year in order, e.g. RE-2026-00001, RE-2026-00002: one counter
 * update for all. The upsert locks the year's row until the transaction ends, so parallel runs wait
 * for each other and a rolled-back run leaves no gap (unlike a database sequence).
 */
export async function nextInvoiceNumbers(
  tx: Tx,
  year: number,
  count = 1,
  series: keyof typeof SERIES = 'RE',
): Promise<string[]> {
  const counters = SERIES[series] as typeof invoiceCounters;
  const [row] = await tx
    .insert(counters)
    .values({ year, last_number: count })
    .onConflictDoUpdate({
      target: counters.year,
      set: { last_number: sql`${counters.last_number} + ${count}` },
    })
    .returning({ n: counters.last_number });
  if (!row) throw new Error('invoice counter upsert failed');
  const first = row.n - count + 1;
  return Array.from({ length: count }, (_, i) => `${series}-${year}-${String(first + i).padStart(5, '0')}`);
}
