/**
 * Matching a statement's credits to payment runs (pure: the runs come looked up by number and by open
 * amount, each in one query of bank-statement-runs.ts, so matching is linear in the entries). Entries
 * are matched in file order against the open amount left by the entries before them, so two part
 * payments of one run in one file both match, and a second full payment does not.
 */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import {
  type StatementEntry,
  type StatementEntryState,
  BANK_STATEMENT_TEXTS as T,
} from '@ausweis/shared/schemas/bank-statements';
import type { StatementCredit } from './bank-statement-parse';

/** A run as matching needs it (amounts in cents). */
export interface RunCandidate {
  id: number;
  invoice_number: string;
  tenant_name: string;
  total_amount: number;
  paid_amount: number;
  due_date: string;
  cancelled_at: string | null;
}

export interface RunLookup {
  byNumber: ReadonlyMap<string, RunCandidate>;
  /** The one open run whose open amount is this amount (amounts shared by several runs are absent). */
  onlyByOpenAmount: ReadonlyMap<number, RunCandidate>;
  /** Entries booked before, with the invoice number they were booked on. */
  booked: ReadonlyMap<string, string>;
}

/** An entry of the preview, with what booking it needs. */
export interface MatchedEntry extends StatementEntry {
  note: string;
}

/**
 * Invoice numbers as written by payers: RE-2026-00001, re 2026 00001, RE2026/1, RE202600001. The
 * counter is padded to five digits as invoice-numbers.ts issues it.
 */
const NUMBER = /R\s?E[\s\-_./:#]*(\d{4})(?:[\s\-_./]+(\d{1,7})|(\d{5,7}))(?!\d)/gi;

/** The invoice numbers a text names, normalised (RE-YYYY-NNNNN), in order, each once. */
export function invoiceNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(NUMBER)) {
    const counter = (m[2] ?? m[3] ?? '').replace(/^0+(?=\d{5})/, '');
    if (/^0+$/.test(counter)) continue;
    found.add(`RE-${m[1]}-${counter.padStart(5, '0')}`);
  }
  return [...found];
}

/** The entries of the credits, in file order, with state, run and reason. */
export function matchCredits(credits: readonly StatementCredit[], runs: RunLookup): MatchedEntry[] {
  const open = new Map<number, number>();
  const openOf = (run: RunCandidate) => open.get(run.id) ?? run.total_amount - run.paid_amount;
  return credits.map((c) => {
    const base = {
      entry_ref: c.entryRef,
      value_date: c.valueDate,
      amount: c.amount ?? 0,
      currency: c.currency,
      payer: c.payer,
      remittance: c.remittance,
      payment_run_id: null,
      invoice_number: null,
      tenant_name: null,
      run_state: null,
      note: T.noteOf(formatDate(c.valueDate), c.payer),
    };
    const entry = (state: StatementEntryState, reason: string | null, run?: RunCandidate): MatchedEntry => ({
      ...base,
      state,
      reason,
      ...(run
        ? { payment_run_id: run.id, invoice_number: run.invoice_number, tenant_name: run.tenant_name }
        : {}),
    });
    const bookedOn = runs.booked.get(c.entryRef);
    if (bookedOn !== undefined) return { ...entry('booked', T.booked), invoice_number: bookedOn };
    if (c.currency !== 'EUR') return entry('unmatched', T.currency(c.currency));
    if (c.amount === null || c.amount <= 0) return entry('unmatched', T.noAmount);
    if (!c.valueDate) return entry('unmatched', T.noDate);

    const numbers = invoiceNumbersIn(c.searchText);
    const known = numbers.flatMap((n) => runs.byNumber.get(n) ?? []);
    if (known.length > 1)
      return entry('ambiguous', T.severalRuns(known.map((r) => r.invoice_number).join(', ')));
    const run = known[0];
    if (!run) {
      if (numbers.length > 0) return entry('unmatched', T.unknownNumber(numbers.join(', ')));
      const byAmount = runs.onlyByOpenAmount.get(c.amount);
      return byAmount && openOf(byAmount) === c.amount
        ? entry('ambiguous', T.amountOnly(byAmount.invoice_number), byAmount)
        : entry('unmatched', T.noNumber);
    }
    if (run.cancelled_at) return entry('unmatched', T.cancelled(run.invoice_number), run);
    const left = openOf(run);
    if (left <= 0) return entry('ambiguous', T.alreadyPaid(run.invoice_number), run);
    if (c.amount > left) return entry('ambiguous', T.tooMuch(formatMoney(left)), run);
    open.set(run.id, left - c.amount);
    return c.amount === left
      ? entry('matched', null, run)
      : entry('partial', T.partial(formatMoney(left - c.amount)), run);
  });
}
