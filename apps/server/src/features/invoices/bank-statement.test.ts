/** 'Kontoauszug importieren': who may, the preview's matching, booking once, refusals. */
import { bankStatements } from '@ausweis/shared/contracts/bank-statements';
import {
  BANK_STATEMENT_TEXTS,
  type BookStatementResponse,
  type StatementPreview,
} from '@ausweis/shared/schemas/bank-statements';
import { paymentStateOf } from '@ausweis/shared/schemas/invoices';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamtVersion, camt053, type FixtureEntry } from '../../../../../test-fixtures/camt053';
import { paymentRuns, runPayments } from '../../db/schema/index';
import { createPaymentRun, createTenant, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../class-imports/class-imports.test-support';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', biller: '' };
let tenantId = 0;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createTenantWithStaff(t.db);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superNo = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  tokens.biller = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email,
  );
  tenantId = (await createTenant(t.db, { name: 'Grundschule Süd' })).id;
});
afterAll(() => t.close());

/** A run with the next invoice number of 2031 (this file's own year). */
async function run(total: number, values: Parameters<typeof createPaymentRun>[2] = {}) {
  const invoice_number = `RE-2031-${String(++counter).padStart(5, '0')}`;
  return createPaymentRun(t.db, tenantId, {
    total_amount: total,
    due_date: '2099-01-01',
    invoice_number,
    ...values,
  });
}

const upload = async (xml: string, fields: Record<string, string> = {}, name = 'auszug.xml') =>
  multipartBody(fields, { statement_file: { name, bytes: Buffer.from(xml) } });

async function preview(xml: string, token = tokens.biller, name?: string) {
  const body = await upload(xml, {}, name);
  return callEndpoint(t.app, bankStatements.previewStatement, {
    token,
    body: body.body,
    headers: body.headers,
  });
}

async function book(xml: string, sha: string, token = tokens.biller) {
  const body = await upload(xml, { file_sha256: sha });
  return callEndpoint(t.app, bankStatements.bookStatement, { token, body: body.body, headers: body.headers });
}

const runAfter = async (id: number) =>
  (await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, id)))[0];

describe('access', () => {
  it.each([bankStatements.previewStatement, bankStatements.bookStatement])(
    '$name: 401 anonymous, 403 User, Admin and super admin without can_invoice',
    async (endpoint) => {
      const body = await upload(camt053([{ id: 'S', entries: [] }]), { file_sha256: '0'.repeat(64) });
      const opts = { body: body.body, headers: body.headers };
      expect((await callEndpoint(t.app, endpoint, opts)).statusCode).toBe(401);
      for (const token of [tokens.user, tokens.admin, tokens.superNo])
        expect((await callEndpoint(t.app, endpoint, { ...opts, token })).statusCode).toBe(403);
    },
  );
});

describe.each<CamtVersion>(['02', '08'])('camt.053.001.%s', (v) => {
  it('previews matched, partial, ambiguous and unmatched credits, books the matched ones once', async () => {
    const full = await run(1250);
    const partial = await run(5000);
    const cancelled = await run(700, { cancelled_at: '2026-11-01T10:00:00Z' });
    const paid = await run(900, { paid_amount: 900 });
    const tooMuch = await run(1000);
    const twoA = await run(111);
    const twoB = await run(222);
    const byAmount = await run(9_876_500 + counter);
    const tag = `${v}-${counter}`;
    const entries: FixtureEntry[] = [
      {
        amount: '12.50',
        ref: `A-${tag}`,
        valueDate: '2026-11-19',
        txs: [
          {
            payer: 'Jürgen Öztürk-Weiß',
            ustrd: [`Rechnung ${full.invoice_number.toLowerCase().replace(/-/g, ' ')}`],
          },
        ],
      },
      {
        amount: '20.00',
        ref: `B-${tag}`,
        txs: [{ payer: 'Förderverein', creditorRef: partial.invoice_number }],
      },
      { amount: '7.00', ref: `C-${tag}`, txs: [{ ustrd: [cancelled.invoice_number] }] },
      { amount: '9.00', ref: `D-${tag}`, txs: [{ ustrd: [paid.invoice_number] }] },
      { amount: '10.01', ref: `E-${tag}`, txs: [{ ustrd: [tooMuch.invoice_number] }] },
      {
        amount: '3.33',
        ref: `F-${tag}`,
        txs: [{ ustrd: [`${twoA.invoice_number} ${twoB.invoice_number}`] }],
      },
      {
        amount: (byAmount.total_amount / 100).toFixed(2),
        ref: `G-${tag}`,
        txs: [{ ustrd: ['Ausweise Schule'] }],
      },
      { amount: '42.00', ref: `H-${tag}`, txs: [{ payer: 'Unbekannt', ustrd: ['Spende'] }] },
      { amount: '42.00', ref: `I-${tag}`, txs: [{ ustrd: ['RE-2031-99999'] }] },
      { amount: '12.50', ref: `J-${tag}`, direction: 'DBIT', txs: [{ ustrd: [full.invoice_number] }] },
    ];
    // Two statements in one file; the second pays the rest of the part payment.
    const xml = camt053(
      [
        { id: `S1-${tag}`, entries },
        {
          id: `S2-${tag}`,
          entries: [{ amount: '30.00', ref: `K-${tag}`, txs: [{ ustrd: [`${partial.invoice_number}`] }] }],
        },
      ],
      v,
    );

    const res = await preview(xml);
    expect(res.statusCode).toBe(200);
    const p = res.json<StatementPreview>();
    expect(p.statements).toBe(2);
    expect(p.ignored).toBe(1);
    const byRef = Object.fromEntries(p.entries.map((e) => [e.entry_ref.split(':')[1], e]));
    expect(byRef[`A-${tag}`]).toMatchObject({
      state: 'matched',
      payment_run_id: full.id,
      payer: 'Jürgen Öztürk-Weiß',
      amount: 1250,
      value_date: '2026-11-19',
      tenant_name: 'Grundschule Süd',
      run_state: 'open',
    });
    expect(byRef[`B-${tag}`]).toMatchObject({
      state: 'partial',
      payment_run_id: partial.id,
      reason: BANK_STATEMENT_TEXTS.partial('30,00 €'),
    });
    expect(byRef[`C-${tag}`]).toMatchObject({
      state: 'unmatched',
      reason: BANK_STATEMENT_TEXTS.cancelled(cancelled.invoice_number),
    });
    expect(byRef[`D-${tag}`]).toMatchObject({
      state: 'ambiguous',
      reason: BANK_STATEMENT_TEXTS.alreadyPaid(paid.invoice_number),
    });
    expect(byRef[`E-${tag}`]).toMatchObject({
      state: 'ambiguous',
      reason: BANK_STATEMENT_TEXTS.tooMuch('10,00 €'),
    });
    expect(byRef[`F-${tag}`]?.state).toBe('ambiguous');
    expect(byRef[`G-${tag}`]).toMatchObject({ state: 'ambiguous', payment_run_id: byAmount.id });
    expect(byRef[`H-${tag}`]).toMatchObject({ state: 'unmatched', reason: BANK_STATEMENT_TEXTS.noNumber });
    expect(byRef[`I-${tag}`]).toMatchObject({
      state: 'unmatched',
      reason: BANK_STATEMENT_TEXTS.unknownNumber('RE-2031-99999'),
    });
    expect(byRef[`J-${tag}`]).toBeUndefined();
    expect(byRef[`K-${tag}`]).toMatchObject({ state: 'matched', payment_run_id: partial.id });
    // The preview books nothing.
    expect((await runAfter(full.id))?.paid_amount).toBe(0);

    const first = await book(xml, p.file_sha256);
    expect(first.statusCode).toBe(200);
    const booked = first.json<BookStatementResponse>();
    expect(booked.booked_count).toBe(3);
    expect(booked.booked_amount).toBe(1250 + 2000 + 3000);
    expect(booked.entries.filter((e) => e.state === 'booked')).toHaveLength(3);
    expect(booked.entries.filter((e) => e.payment_run_id === partial.id).map((e) => e.run_state)).toEqual([
      'paid',
      'paid',
    ]);
    for (const id of [full.id, partial.id]) {
      const after = await runAfter(id);
      expect(after && paymentStateOf({ ...after, cancelled_at: null }, '2026-11-28')).toBe('paid');
    }
    const payments = await t.db
      .select()
      .from(runPayments)
      .where(inArray(runPayments.payment_run_id, [full.id, partial.id]));
    expect(payments.map((x) => x.note).sort()).toEqual([
      'Kontoauszug 19.11.2026, Jürgen Öztürk-Weiß',
      'Kontoauszug 20.11.2026',
      'Kontoauszug 20.11.2026, Förderverein',
    ]);
    expect(payments.every((x) => x.source === 'bank' && x.entry_ref)).toBe(true);

    // The same file again: everything booked shows as such, nothing is booked twice.
    const again = await preview(xml);
    expect(again.json<StatementPreview>().entries.filter((e) => e.state === 'booked')).toHaveLength(3);
    const second = (await book(xml, p.file_sha256)).json<BookStatementResponse>();
    expect(second.booked_count).toBe(0);
    expect((await runAfter(partial.id))?.paid_amount).toBe(5000);
  });
});

describe('refusals', () => {
  it('refuses files that are not CAMT.053 statements in German, and another file than the preview’s', async () => {
    const notXml = await preview('Datum;Betrag\n', tokens.biller, 'auszug.csv');
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json()).toMatchObject({ message: BANK_STATEMENT_TEXTS.notXml });
    const other = await preview(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>',
    );
    expect(other.json()).toMatchObject({ message: BANK_STATEMENT_TEXTS.notStatement });
    const xxe = await preview(
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]><Document>&e;</Document>',
    );
    expect(xxe.json()).toMatchObject({ message: BANK_STATEMENT_TEXTS.doctype });
    const missing = await callEndpoint(t.app, bankStatements.previewStatement, {
      token: tokens.biller,
      ...(await multipartBody({}, {})),
    });
    expect(missing.json()).toMatchObject({ message: BANK_STATEMENT_TEXTS.missing });

    const r = await run(500);
    const xml = camt053([{ id: 'S', entries: [{ amount: '5.00', txs: [{ ustrd: [r.invoice_number] }] }] }]);
    const p = (await preview(xml)).json<StatementPreview>();
    const changed = await book(xml.replace('5.00', '4.00'), p.file_sha256);
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: BANK_STATEMENT_TEXTS.otherFile });
    expect((await runAfter(r.id))?.paid_amount).toBe(0);
  });
});
