/**
 * The runs a statement's credits may pay, looked up in a few set queries (never one per entry): by the
 * invoice numbers the remittance names, by the open amounts of credits without a number, and the
 * entries booked before. A statement pays invoices of any tenant, so these read across tenants.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRuns, runPayments, tenants } from '../../db/schema/index';
import { invoiceNumbersIn, type RunCandidate, type RunLookup } from './bank-statement-match';
import type { StatementCredit } from './bank-statement-parse';

/** Values per IN list: far below the 65,535 parameters of one PostgreSQL statement. */
const CHUNK = 5000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

const candidateColumns = {
  id: paymentRuns.id,
  invoice_number: paymentRuns.invoice_number,
  tenant_name: tenants.name,
  total_amount: paymentRuns.total_amount,
  paid_amount: paymentRuns.paid_amount,
  due_date: paymentRuns.due_date,
  cancelled_at: paymentRuns.cancelled_at,
};

const openAmount = sql<number>`${paymentRuns.total_amount} - ${paymentRuns.paid_amount}`;

/**
 * Across tenants: a bank statement pays the invoices of every tenant. With `lock` (booking) the runs
 * found by number are locked in id order until the transaction ends, so the open amounts matched are
 * the ones booked on.
 */
async function runsByNumber(db: Db, numbers: string[], lock: boolean): Promise<RunCandidate[]> {
  const found: RunCandidate[] = [];
  for (const part of chunks(numbers)) {
    const q = db
      .select(candidateColumns)
      .from(paymentRuns)
      .innerJoin(tenants, eq(tenants.id, paymentRuns.tenant_id))
      .where(inArray(paymentRuns.invoice_number, part))
      .orderBy(paymentRuns.id);
    found.push(...(await (lock ? q.for('update', { of: paymentRuns }) : q)));
  }
  return found;
}

/** Across tenants: the one open run of each amount that exactly one open run has left to pay. */
async function onlyRunsByOpenAmount(db: Db, amounts: number[]): Promise<RunCandidate[]> {
  const found: RunCandidate[] = [];
  for (const part of chunks(amounts)) {
    const single = db
      .select({ amount: sql<number>`${openAmount}`.as('amount') })
      .from(paymentRuns)
      .where(
        and(
          isNull(paymentRuns.cancelled_at),
          lt(paymentRuns.paid_amount, paymentRuns.total_amount),
          inArray(openAmount, part),
        ),
      )
      .groupBy(openAmount)
      .having(sql`count(*) = 1`)
      .as('single');
    found.push(
      ...(await db
        .select(candidateColumns)
        .from(paymentRuns)
        .innerJoin(tenants, eq(tenants.id, paymentRuns.tenant_id))
        .innerJoin(single, eq(single.amount, openAmount))
        .where(and(isNull(paymentRuns.cancelled_at), lt(paymentRuns.paid_amount, paymentRuns.total_amount)))),
    );
  }
  return found;
}

/** Across tenants: entries of the statement booked before, with the run's invoice number. */
async function bookedEntries(db: Db, refs: string[]): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const part of chunks(refs)) {
    const rows = await db
      .select({ ref: runPayments.entry_ref, number: paymentRuns.invoice_number })
      .from(runPayments)
      .innerJoin(paymentRuns, eq(paymentRuns.id, runPayments.payment_run_id))
      .where(inArray(runPayments.entry_ref, part));
    for (const r of rows) if (r.ref) found.push([r.ref, r.number]);
  }
  return found;
}

/** What matching the credits needs, in three set queries. */
export async function lookUpRuns(
  db: Db,
  credits: readonly StatementCredit[],
  lock = false,
): Promise<RunLookup> {
  const numbers = new Set<string>();
  const amounts = new Set<number>();
  for (const c of credits) {
    const named = invoiceNumbersIn(c.searchText);
    for (const n of named) numbers.add(n);
    if (named.length === 0 && c.amount) amounts.add(c.amount);
  }
  const byNumber = await runsByNumber(db, [...numbers], lock);
  const byAmount = amounts.size > 0 ? await onlyRunsByOpenAmount(db, [...amounts]) : [];
  const booked = await bookedEntries(
    db,
    credits.map((c) => c.entryRef),
  );
  return {
    byNumber: new Map(byNumber.map((r) => [r.invoice_number, r])),
    onlyByOpenAmount: new Map(byAmount.map((r) => [r.total_amount - r.paid_amount, r])),
    booked: new Map(booked),
  };
}
