/**
 * CAMT.053 bank statements for tests, e2e specs and the bench, written after the ISO 20022 message
 * definitions camt.053.001.02 (status as text, debtor name in Dbtr/Nm, amount in AmtDtls) and
 * camt.053.001.08 (status as Sts/Cd, debtor in Dbtr/Pty/Nm, the transaction's own Amt).
 */

export interface FixtureTx {
  /** Amount of this transaction in a batch, as written ('12.50'); absent: the entry's amount. */
  amount?: string;
  payer?: string;
  /** Unstructured remittance lines (RmtInf/Ustrd). */
  ustrd?: string[];
  /** Structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref). */
  creditorRef?: string;
  endToEndId?: string;
}

export interface FixtureEntry {
  amount: string;
  currency?: string;
  /** CRDT (default) or DBIT. */
  direction?: 'CRDT' | 'DBIT';
  /** BOOK (default), PDNG or INFO; null leaves the status out. */
  status?: 'BOOK' | 'PDNG' | 'INFO' | null;
  bookingDate?: string;
  valueDate?: string;
  /** The bank's reference (AcctSvcrRef); null leaves it out. */
  ref?: string | null;
  /** One transaction (default) or a batch of several. */
  txs?: FixtureTx[];
}

export interface FixtureStatement {
  id: string;
  iban?: string;
  entries: FixtureEntry[];
}

export type CamtVersion = '02' | '08';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tx(t: FixtureTx, v: CamtVersion, ccy: string): string {
  const amount = t.amount
    ? v === '08'
      ? `<Amt Ccy="${ccy}">${t.amount}</Amt>`
      : `<AmtDtls><TxAmt><Amt Ccy="${ccy}">${t.amount}</Amt></TxAmt></AmtDtls>`
    : '';
  const payer = t.payer
    ? v === '08'
      ? `<RltdPties><Dbtr><Pty><Nm>${esc(t.payer)}</Nm></Pty></Dbtr></RltdPties>`
      : `<RltdPties><Dbtr><Nm>${esc(t.payer)}</Nm></Dbtr></RltdPties>`
    : '';
  const ustrd = (t.ustrd ?? []).map((l) => `<Ustrd>${esc(l)}</Ustrd>`).join('');
  const strd = t.creditorRef
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${esc(t.creditorRef)}</Ref></CdtrRefInf></Strd>`
    : '';
  return `<TxDtls><Refs><EndToEndId>${esc(t.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>${amount}${payer}<RmtInf>${ustrd}${strd}</RmtInf></TxDtls>`;
}

function entry(e: FixtureEntry, v: CamtVersion): string {
  const ccy = e.currency ?? 'EUR';
  const status =
    e.status === null
      ? ''
      : v === '08'
        ? `<Sts><Cd>${e.status ?? 'BOOK'}</Cd></Sts>`
        : `<Sts>${e.status ?? 'BOOK'}</Sts>`;
  const booking = e.bookingDate ?? '2026-11-20';
  return [
    `<Ntry><Amt Ccy="${ccy}">${e.amount}</Amt><CdtDbtInd>${e.direction ?? 'CRDT'}</CdtDbtInd>${status}`,
    `<BookgDt><Dt>${booking}</Dt></BookgDt><ValDt><Dt>${e.valueDate ?? booking}</Dt></ValDt>`,
    e.ref === null
      ? ''
      : `<AcctSvcrRef>${esc(e.ref ?? `REF-${Math.random().toString(36).slice(2)}`)}</AcctSvcrRef>`,
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    `<NtryDtls>${(e.txs ?? [{}]).map((t) => tx(t, v, ccy)).join('')}</NtryDtls></Ntry>`,
  ].join('');
}

function statement(s: FixtureStatement, v: CamtVersion): string {
  return [
    `<Stmt><Id>${esc(s.id)}</Id><CreDtTm>2026-11-21T06:00:00</CreDtTm>`,
    `<Acct><Id><IBAN>${s.iban ?? 'DE02120300000000202051'}</IBAN></Id></Acct>`,
    `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>`,
    ...s.entries.map((e) => entry(e, v)),
    '</Stmt>',
  ].join('');
}

/** A whole camt.053 document with these statements (UTF-8). */
export function camt053(statements: FixtureStatement[], v: CamtVersion = '02'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${v}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<BkToCstmrStmt><GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>',
    ...statements.map((s) => statement(s, v)),
    '</BkToCstmrStmt></Document>',
  ].join('\n');
}
