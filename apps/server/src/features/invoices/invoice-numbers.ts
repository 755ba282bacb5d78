/** Invoice numbers without gaps: one counter row per year, incremented in the billing transaction. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters } from '../../db/schema/index';

/**
 * The next number of the year, e.g. RE-2026-00001. The upsert locks the year's row until the
 * transaction ends, so parallel runs wait for each other and a rolled-back run leaves no gap
 * (unlike a database sequence).
 */
export async function nextInvoiceNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last_number: sql`${invoiceCounters.last_number} + 1` },
    })
    .returning({ n: invoiceCounters.last_number });
  if (!row) throw new Error('invoice counter upsert failed');
  return `RE-${year}-${String(row.n).padStart(5, '0')}`;
}
