/**
 * Reading a CAMT.053 bank statement (ISO 20022 camt.053.001.02 to .08) as a stream with saxes: the
 * file is fed in slices, each entry is reduced to what matching needs as soon as it closes, and the
 * event loop gets a turn between slices. A DOCTYPE is refused (no entities, internal or external, are
 * ever expanded); anything that is not a camt.053 Document is refused in German.
 *
 * Only credits booked by the bank (CdtDbtInd CRDT, status BOOK or none) are kept. An entry with several
 * transaction details (a batch) gives one credit per TxDtls with its own amount and remittance.
 */
import { createHash } from 'node:crypto';
import { setImmediate as turn } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { BANK_STATEMENT_TEXTS } from '@ausweis/shared/schemas/bank-statements';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** One credit as matching needs it; amount in cents (null when the file has none readable). */
export interface StatementCredit {
  entryRef: string;
  /** Value date (YYYY-MM-DD), else the booking date. */
  valueDate: string;
  amount: number | null;
  currency: string;
  payer: string | null;
  /** The remittance information as the payer wrote it (unstructured lines and references). */
  remittance: string;
  /** Where an invoice number is looked for: the remittance plus end-to-end id and additional info. */
  searchText: string;
}

export interface ParsedStatement {
  statements: number;
  /** Debits and entries not booked (pending, information). */
  ignored: number;
  credits: StatementCredit[];
}

/** A refusal whose message the caller shows (German). */
export class StatementRefused extends Error {}

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;
const SLICE = 256 * 1024;

interface Tx {
  acctSvcrRef?: string;
  endToEndId?: string;
  amount?: string;
  currency?: string;
  payer?: string;
  ustrd: string[];
  refs: string[];
  info: string[];
}

interface Entry {
  position: number;
  amount?: string;
  currency?: string;
  credit?: boolean;
  status?: string;
  valueDate?: string;
  bookingDate?: string;
  acctSvcrRef?: string;
  info: string[];
  txs: Tx[];
}

const newTx = (): Tx => ({ ustrd: [], refs: [], info: [] });

/** '123.45' -> 12345 cents, exact (no floating point); null for anything else. */
export function centsOf(amount: string | undefined): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(amount ?? '');
  if (!m?.[1]) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const isoDate = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The encoding the XML declaration names (UTF-8 by default). */
function decoderFor(bytes: Buffer): TextDecoder {
  const head = bytes.subarray(0, 200).toString('latin1');
  const named = /^\uFEFF?<\?xml[^>]*encoding=["']([A-Za-z0-9_-]+)["']/.exec(head)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(named ?? 'utf-8', { fatal: true });
  } catch {
    throw new StatementRefused(BANK_STATEMENT_TEXTS.unreadable);
  }
}

class StatementReader {
  readonly out: ParsedStatement = { statements: 0, ignored: 0, credits: [] };
  private readonly stack: string[] = [];
  private text = '';
  private stmtId = '';
  /** The account (IBAN, else its other id): bank references are unique per account. */
  private iban = '';
  private stmtDate = '';
  private entryCount = 0;
  private entry: Entry | null = null;
  private tx: Tx | null = null;
  /** Depth of the open Ntry and TxDtls (index in stack), -1 outside. */
  private ntryAt = -1;
  private txAt = -1;

  open(tag: SaxesTagPlain) {
    const name = local(tag.name);
    const depth = this.stack.length;
    if (depth === 0) {
      const ns = Object.entries(tag.attributes).some(([k, v]) => k.startsWith('xmlns') && NAMESPACE.test(v));
      if (name !== 'Document' || !ns) throw new StatementRefused(BANK_STATEMENT_TEXTS.notStatement);
    } else if (depth === 1 && name !== 'BkToCstmrStmt') {
      throw new StatementRefused(BANK_STATEMENT_TEXTS.notStatement);
    }
    this.stack.push(name);
    this.text = '';
    if (name === 'Stmt' && depth === 2) {
      this.out.statements++;
      this.stmtId = '';
      this.iban = '';
      this.stmtDate = '';
      this.entryCount = 0;
    } else if (name === 'Ntry' && this.ntryAt < 0) {
      this.ntryAt = depth;
      this.entry = { position: ++this.entryCount, info: [], txs: [] };
    } else if (name === 'TxDtls' && this.entry && this.txAt < 0) {
      this.txAt = depth;
      this.tx = newTx();
      this.entry.txs.push(this.tx);
    } else if (name === 'Amt' && this.entry) {
      const ccy = tag.attributes.Ccy;
      if (this.tx && this.txAt >= 0) this.tx.currency ??= ccy;
      else if (depth === this.ntryAt + 1) this.entry.currency = ccy;
    }
  }

  addText(t: string) {
    this.text += t;
  }

  close() {
    const value = clean(this.text);
    this.text = '';
    const e = this.entry;
    if (e && this.tx && this.txAt >= 0) this.closeInTx(this.tx, this.rel(this.txAt), value);
    else if (e && this.ntryAt >= 0) this.closeInEntry(e, this.rel(this.ntryAt), value);
    else if (this.stack[2] === 'Stmt') this.closeInStatement(this.stack.slice(3).join('/'), value);
    const depth = this.stack.length - 1;
    if (depth === this.txAt) {
      this.txAt = -1;
      this.tx = null;
    } else if (depth === this.ntryAt) {
      this.ntryAt = -1;
      if (e) this.finish(e);
      this.entry = null;
    }
    this.stack.pop();
  }

  /** The path of the element closing below the element at `at`. */
  private rel(at: number) {
    return this.stack.slice(at + 1).join('/');
  }

  private closeInStatement(path: string, v: string) {
    if (path === 'Id') this.stmtId = v;
    else if (path === 'CreDtTm') this.stmtDate = isoDate(v) ?? '';
    else if (path === 'Acct/Id/IBAN' || (path === 'Acct/Id/Othr/Id' && !this.iban)) this.iban = v;
  }

  private closeInEntry(e: Entry, path: string, v: string) {
    if (path === 'Amt') e.amount = v;
    else if (path === 'CdtDbtInd') e.credit = v === 'CRDT';
    else if ((path === 'Sts' && v) || path === 'Sts/Cd') e.status = v;
    else if (path === 'ValDt/Dt' || path === 'ValDt/DtTm') e.valueDate = isoDate(v);
    else if (path === 'BookgDt/Dt' || path === 'BookgDt/DtTm') e.bookingDate = isoDate(v);
    else if (path === 'AcctSvcrRef') e.acctSvcrRef = v;
    else if (path === 'AddtlNtryInf' && v) e.info.push(v);
  }

  private closeInTx(tx: Tx, path: string, v: string) {
    if (path === 'Refs/AcctSvcrRef') tx.acctSvcrRef = v;
    else if (path === 'Refs/EndToEndId' && v !== 'NOTPROVIDED') tx.endToEndId = v;
    else if (path === 'Amt' || path === 'AmtDtls/TxAmt/Amt') tx.amount ??= v;
    else if (path === 'RltdPties/Dbtr/Nm' || path === 'RltdPties/Dbtr/Pty/Nm') tx.payer = v;
    else if (path === 'RmtInf/Ustrd' && v) tx.ustrd.push(v);
    else if (path === 'RmtInf/Strd/CdtrRefInf/Ref' && v) tx.refs.push(v);
    else if (path === 'AddtlTxInf' && v) tx.info.push(v);
  }

  private finish(e: Entry) {
    const booked = e.status === undefined || e.status === '' || e.status === 'BOOK';
    if (!e.credit || !booked) {
      this.out.ignored++;
      return;
    }
    const valueDate = e.valueDate ?? e.bookingDate ?? this.stmtDate;
    const base =
      e.acctSvcrRef ||
      createHash('sha256')
        .update(`${this.stmtId}|${e.position}|${e.amount ?? ''}|${valueDate}`)
        .digest('hex')
        .slice(0, 32);
    const ref = this.iban ? `${this.iban}:${base}` : base;
    const txs = e.txs.length > 0 ? e.txs : [newTx()];
    txs.forEach((tx, i) => {
      const single = txs.length === 1;
      const remittance = clean([...tx.ustrd, ...tx.refs].join(' '));
      this.out.credits.push({
        entryRef: single ? ref : `${ref}/${i + 1}`,
        valueDate,
        amount: centsOf(single ? e.amount : tx.amount),
        currency: (single ? e.currency : tx.currency) ?? 'EUR',
        payer: tx.payer || null,
        remittance,
        // Lines cut by the bank may split a number: they are searched joined as well.
        searchText: [remittance, tx.ustrd.join(''), tx.endToEndId ?? '', ...tx.info, ...e.info].join(' '),
      });
    });
  }
}

/**
 * The statement's booked credits, in file order (several statements one after the other); a German
 * StatementRefused for anything that is not a readable camt.053 statement.
 */
export async function parseStatement(bytes: Buffer): Promise<ParsedStatement> {
  const decoder = decoderFor(bytes);
  const reader = new StatementReader();
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw new StatementRefused(BANK_STATEMENT_TEXTS.doctype);
  });
  parser.on('opentag', (tag) => reader.open(tag));
  parser.on('text', (t) => reader.addText(t));
  parser.on('cdata', (t) => reader.addText(t));
  parser.on('closetag', () => reader.close());
  parser.on('error', (err) => {
    throw new StatementRefused(BANK_STATEMENT_TEXTS.unreadable, { cause: err });
  });
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      parser.write(decoder.decode(bytes.subarray(at, at + SLICE), { stream: true }));
      await turn();
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    if (err instanceof StatementRefused) throw err;
    throw new StatementRefused(BANK_STATEMENT_TEXTS.unreadable, { cause: err });
  }
  if (reader.out.statements === 0) throw new StatementRefused(BANK_STATEMENT_TEXTS.notStatement);
  return reader.out;
}
