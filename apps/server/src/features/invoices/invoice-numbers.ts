/** Invoice numbers without gaps: one counter row per year, incremented in the billing transaction. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters } from '../../db/schema/index';

/**
 * The next `count` numbers of the year in order, e.g. RE-2026-00001, RE-2026-00002: one counter
 * update for all. The upsert locks the year's row until the transaction ends, so parallel runs wait
 * for each other and a rolled-back run leaves no gap (unlike a database sequence).
 */
export async function nextInvoiceNumbers(tx: Tx, year: number, count = 1): Promise<string[]> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last_number: count })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last_number: sql`${invoiceCounters.last_number} + ${count}` },
    })
    .returning({ n: invoiceCounters.last_number });
  if (!row) throw new Error('invoice counter upsert failed');
  const first = row.n - count + 1;
  return Array.from({ length: count }, (_, i) => `RE-${year}-${String(first + i).padStart(5, '0')}`);
}
