/**
 * 'Kontoauszug importieren': the preview of a CAMT.053 statement and booking its matched credits.
 * Nothing of the statement is stored. Booking gets the preview's file again (the client keeps it; its
 * SHA-256 must be the preview's), reads and matches it anew under the runs' row locks and books every
 * matched credit through bookPayments in one transaction, so the amounts are always the server's own
 * reading; the payment keeps only its date, amount, entry reference and the note
 * 'Kontoauszug <date>, <payer>'. An entry booked before is skipped, so the same file twice books once.
 */
import { createHash } from 'node:crypto';
import { germanIsoDate } from '@ausweis/shared/german-date';
import {
  BANK_STATEMENT_LIMITS,
  BANK_STATEMENT_TEXTS,
  BOOKABLE_STATES,
  type BookStatementResponse,
  type StatementEntry,
  type StatementPreview,
} from '@ausweis/shared/schemas/bank-statements';
import { paymentStateOf } from '@ausweis/shared/schemas/invoices';
import type { Db } from '../../db/client';
import type { Accessor } from '../../http/access';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { type MatchedEntry, matchCredits, type RunLookup } from './bank-statement-match';
import { type ParsedStatement, parseStatement, StatementRefused } from './bank-statement-parse';
import { lookUpRuns } from './bank-statement-runs';
import { bookPayments } from './run-payments';

const FIELD = 'statement_file';
const refuse = (message: string) => badRequest(message, FIELD);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The uploaded statement, checked (present, size, XML) and read; a German 400 otherwise. */
async function readStatement(file: UploadedFile | undefined): Promise<ParsedStatement> {
  if (!file) throw refuse(BANK_STATEMENT_TEXTS.missing);
  if (file.bytes.length > BANK_STATEMENT_LIMITS.bytes) throw refuse(BANK_STATEMENT_TEXTS.tooLarge);
  const start = file.bytes
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (!/\.xml$/i.test(file.filename) || !start.startsWith('<')) throw refuse(BANK_STATEMENT_TEXTS.notXml);
  try {
    return await parseStatement(file.bytes);
  } catch (err) {
    if (err instanceof StatementRefused) throw refuse(err.message);
    throw err;
  }
}

const publicEntry = ({ note: _, ...entry }: MatchedEntry): StatementEntry => entry;

/** The entries as answered: each with its run's payment state, counting what was just `booked` on it. */
function answered(
  entries: MatchedEntry[],
  runs: RunLookup,
  booked = new Map<number, number>(),
): StatementEntry[] {
  const byId = new Map([...runs.byNumber.values(), ...runs.onlyByOpenAmount.values()].map((r) => [r.id, r]));
  const today = germanIsoDate();
  return entries.map((e) => {
    const run = e.payment_run_id === null ? undefined : byId.get(e.payment_run_id);
    const paid = run ? run.paid_amount + (booked.get(run.id) ?? 0) : 0;
    return publicEntry({
      ...e,
      run_state: run ? paymentStateOf({ ...run, paid_amount: paid }, today) : null,
    });
  });
}

/** Reads the statement and matches its credits; books nothing. */
export async function previewStatement(db: Db, file: UploadedFile | undefined): Promise<StatementPreview> {
  const parsed = await readStatement(file);
  const runs = await lookUpRuns(db, parsed.credits);
  const entries = matchCredits(parsed.credits, runs);
  return {
    file_sha256: sha256(file?.bytes ?? Buffer.alloc(0)),
    statements: parsed.statements,
    ignored: parsed.ignored,
    entries: answered(entries, runs),
  };
}

/** Books the matched credits of the preview's statement in one transaction. */
export async function bookStatement(
  db: Db,
  who: Accessor,
  file: UploadedFile | undefined,
  fileSha256: string,
): Promise<BookStatementResponse> {
  if (file && sha256(file.bytes) !== fileSha256) throw refuse(BANK_STATEMENT_TEXTS.otherFile);
  const parsed = await readStatement(file);
  return db.transaction(async (tx) => {
    const runs = await lookUpRuns(tx, parsed.credits, true);
    const entries = matchCredits(parsed.credits, runs);
    const bookable = entries.filter((e) => BOOKABLE_STATES.includes(e.state) && e.payment_run_id !== null);
    const ids = await bookPayments(
      tx,
      who,
      bookable.map((e) => ({
        runId: e.payment_run_id ?? 0,
        paidOn: e.value_date,
        amount: e.amount,
        note: e.note,
        source: 'bank' as const,
        entryRef: e.entry_ref,
        userId: who.userId,
      })),
    );
    const booked = new Set(bookable.filter((_, i) => ids[i] !== null));
    const perRun = new Map<number, number>();
    let amount = 0;
    for (const e of booked) {
      amount += e.amount;
      if (e.payment_run_id !== null)
        perRun.set(e.payment_run_id, (perRun.get(e.payment_run_id) ?? 0) + e.amount);
    }
    const after = entries.map(
      (e): MatchedEntry => (booked.has(e) ? { ...e, state: 'booked', reason: null } : e),
    );
    return {
      file_sha256: fileSha256,
      statements: parsed.statements,
      ignored: parsed.ignored,
      entries: answered(after, runs, perRun),
      booked_count: booked.size,
      booked_amount: amount,
    };
  });
}
