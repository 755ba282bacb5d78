/** Invoice runs: who may, which orders are invoiceable, billing, the runs list, the invoice PDF and mail. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { Endpoint } from '@ausweis/shared/endpoint';
import { INVOICE_TEXTS, type InvoiceableRow, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentRuns } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, type EndpointCallOptions, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseInvoiceXml, readEmbeddedInvoiceXml } from './invoice-xml.test-support';
import { issuedRun, payingTenant } from './invoices.test-support';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', biller: '' };
// 10.03.2026..12.03.2026 in German time (CET, UTC+1).
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12', country_id: 'DE' };

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createTenantWithStaff(t.db);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superNo = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  tokens.biller = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_invoice: true, lastname: 'Biller', forename: 'Bea' }))
      .email,
  );
});
afterAll(() => t.close());

const listFor = async (tenantIds: number[], extra: Record<string, string | boolean> = {}) => {
  const res = await callEndpoint(t.app, invoices.invoiceable, {
    token: tokens.biller,
    query: { ...RANGE, ...extra },
  });
  expect(res.statusCode).toBe(200);
  return res.json<InvoiceableRow[]>().filter((r) => tenantIds.includes(r.tenant_id));
};

const bill = (tenant_ids: number[], extra: Record<string, unknown> = {}) =>
  callEndpoint(t.app, invoices.createRuns, {
    token: tokens.biller,
    body: { ...RANGE, tenant_ids, ...extra },
  });

describe('access', () => {
  const endpoints: [name: string, endpoint: Endpoint, request: EndpointCallOptions][] = [
    [invoices.invoiceable.name, invoices.invoiceable, { query: RANGE }],
    [invoices.createRuns.name, invoices.createRuns, { body: { ...RANGE, tenant_ids: [1] } }],
    [invoices.findRuns.name, invoices.findRuns, { body: {} }],
    [invoices.runOrders.name, invoices.runOrders, { query: { payment_run_id: 1 } }],
    [invoices.invoicePdf.name, invoices.invoicePdf, { query: { payment_run_id: 1 } }],
    [invoices.invoiceXml.name, invoices.invoiceXml, { query: { payment_run_id: 1 } }],
    [invoices.resendInvoice.name, invoices.resendInvoice, { body: { payment_run_id: 1 } }],
    [invoices.retryInvoice.name, invoices.retryInvoice, { body: { payment_run_id: 1 } }],
  ];
  it.each(endpoints)(
    '%s: 401 anonymous, 403 User, Admin and super admin without can_invoice',
    async (_name, endpoint, request) => {
      expect((await callEndpoint(t.app, endpoint, request)).statusCode).toBe(401);
      for (const token of [tokens.user, tokens.admin, tokens.superNo])
        expect((await callEndpoint(t.app, endpoint, { ...request, token })).statusCode).toBe(403);
    },
  );
});

describe('GET filter_invoiceable_orders', () => {
  it('lists exactly the invoiceable orders per tenant, whole German days', async () => {
    const a = await payingTenant(t.db, { name: 'A-Verein' });
    const ok = [
      await a.order({ created_at: '2026-03-09T23:00:00Z', price: 390 }), // 10.03. 00:00:00
      await a.order({ created_at: '2026-03-12T22:59:59Z', price: 1090 }), // 12.03. 23:59:59
      await a.order(),
      await a.order({ is_delete: true, exported_at: '2026-03-13T08:00:00Z' }), // printed before deletion
      await a.order({ is_delete: true, mobile_loaded_at: '2026-03-12T08:00:00Z' }), // in the card app
    ];
    await a.order({ paid_amount: 890 }); // the orderer paid it already
    await a.order({ price: 0 }); // free
    await a.order({ created_at: '2026-03-09T22:59:59Z' }); // 09.03. 23:59:59
    await a.order({ created_at: '2026-03-12T23:00:00Z' }); // 13.03. 00:00:00
    await a.order({ tenant_payee: false });
    await a.order({ tenant_payee_billed: true });
    await a.order({ is_payed: false, status: 'new' });
    await a.order({ is_payed: false, status: 'cancelled' });
    await a.order({ is_payed: false, status: 'failed' });
    await a.order({ is_delete: true });
    const testOrder = await a.order({ is_test: true });
    const austria = await payingTenant(t.db, { country_id: 'AT' });
    await austria.order();

    const [row] = await listFor([a.tenant.id, austria.tenant.id]);
    expect(row).toEqual({
      tenant_id: a.tenant.id,
      tenant_name: 'A-Verein',
      count: ok.length,
      country_id: 'DE',
      sum_price: 390 + 1090 + 890 + 890 + 890,
      currency: 'EUR',
      mindate: '2026-03-09T23:00:00.000Z',
      maxdate: '2026-03-12T22:59:59.000Z',
    });
    expect(await listFor([a.tenant.id, austria.tenant.id])).toHaveLength(1);
    const withTest = await listFor([a.tenant.id], { include_test: true });
    expect(withTest[0]?.count).toBe(ok.length + 1);
    expect(testOrder.is_test).toBe(true);
    expect((await listFor([austria.tenant.id], { country_id: 'AT' }))[0]?.count).toBe(1);
  });

  it('refuses bad filters in German', async () => {
    const bad = async (q: Record<string, string>) =>
      callEndpoint(t.app, invoices.invoiceable, { token: tokens.biller, query: q });
    const invalid = await bad({ ...RANGE, date_from: '2026-02-31' });
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, 'Dieses Datum gibt es nicht.']);
    const german = await bad({ ...RANGE, date_from: '01.03.2026' });
    expect([german.statusCode, german.json().message]).toEqual([
      400,
      'Das Datumsformat muss JJJJ-MM-TT sein.',
    ]);
    const reversed = await bad({ ...RANGE, date_from: '2026-03-13' });
    expect([reversed.statusCode, reversed.json().message]).toEqual([
      400,
      'Das Startdatum muss vor dem Enddatum liegen.',
    ]);
    expect((await bad({ ...RANGE, country_id: 'FR' })).statusCode).toBe(400);
  });
});

describe('POST create_payment_run', () => {
  it('bills each selected tenant once, with its invoice and the invoice mail', async () => {
    const a = await payingTenant(t.db, { name: 'Billing-Verein', usst_id: 'DE999999999' });
    const ids = [
      (await a.order({ price: 390, is_online: true, is_hardcopy: false })).id,
      (await a.order({ price: 390, is_online: true, is_hardcopy: false })).id,
      (await a.order({ price: 1090, is_online: true, is_hardcopy: true })).id,
    ];
    const res = await bill([a.tenant.id], {
      additional_emails: 'Kasse@Verein.example; kasse@verein.example',
    });
    expect(res.statusCode).toBe(200);
    const { runs } = res.json<{ runs: PaymentRunRow[] }>();
    const created = runs[0] as PaymentRunRow;
    // The answer comes before the invoice: its job draws and mails it after the commit.
    expect(['pending', 'issued']).toContain(created.invoice_state);
    const run = await issuedRun(t.app, tokens.biller, created.id);
    expect(run).toMatchObject({
      invoice_state: 'issued',
      invoice_mails: 2,
      tenant_id: a.tenant.id,
      tenant_name: 'Billing-Verein',
      total_count: 3,
      total_amount: 1870,
      currency: 'EUR',
      till_date: '2026-03-12T22:59:59.000Z',
      created_by: 'Bea Biller',
    });
    expect(run.invoice_number).toMatch(/^RE-\d{4}-\d{5}$/);
    const billed = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(billed.every((o) => o.tenant_payee_billed && o.payment_run_id === run.id)).toBe(true);
    expect(await listFor([a.tenant.id])).toEqual([]);

    // Billing again finds nothing and writes nothing.
    const again = await bill([a.tenant.id]);
    expect([again.statusCode, again.json().message]).toEqual([400, INVOICE_TEXTS.nothing]);

    // The invoice: a PDF whose embedded EN 16931 XML states the run's lines and totals.
    const pdf = await callEndpoint(t.app, invoices.invoicePdf, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Rechnung_${run.invoice_number}.pdf`);
    const xml = parseInvoiceXml(await readEmbeddedInvoiceXml(pdf.rawPayload));
    expect(xml.number).toBe(run.invoice_number);
    expect(xml.currency).toBe('EUR');
    expect(xml.due_cents).toBe(1870);
    expect(xml.vat_rate).toBe(19);
    expect(xml.net_cents + xml.vat_cents + (xml.due_cents - xml.gross_cents)).toBe(1870);
    expect(xml.lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
    expect(xml.lines.reduce((s, l) => s + l.net_amount_cents, 0)).toBe(xml.net_cents);

    // The mail to the notify user and the extra recipient, each with the PDF.
    const sent = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [a.notify.email, 'kasse@verein.example']));
    expect(sent).toHaveLength(2);
    expect(
      sent.every(
        (m) =>
          m.subject.startsWith(`Rechnung ${run.invoice_number}`) &&
          m.attachment_name === `Rechnung_${run.invoice_number}.pdf`,
      ),
    ).toBe(true);

    // The run in the list, its orders, and the mail sent again.
    const list = await callEndpoint(t.app, invoices.findRuns, {
      token: tokens.biller,
      body: { filters: { tenant_id: a.tenant.id } },
    });
    expect(list.json().data).toEqual([run]);
    const runOrders = await callEndpoint(t.app, invoices.runOrders, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    expect(
      runOrders
        .json()
        .map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([...ids].sort());
    const resend = await callEndpoint(t.app, invoices.resendInvoice, {
      token: tokens.biller,
      body: { payment_run_id: run.id },
    });
    expect(resend.json()).toEqual({ mails: 1 });
  });

  it('two billing requests at once bill every order exactly once', async () => {
    const a = await payingTenant(t.db);
    const b = await payingTenant(t.db);
    for (let i = 0; i < 5; i++) {
      await a.order();
      await b.order();
    }
    const answers = await Promise.all([bill([a.tenant.id, b.tenant.id]), bill([b.tenant.id, a.tenant.id])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const runs = await t.db
      .select()
      .from(paymentRuns)
      .where(inArray(paymentRuns.tenant_id, [a.tenant.id, b.tenant.id]));
    expect(runs.map((r) => r.total_count)).toEqual([5, 5]);
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.tenant_id, [a.tenant.id, b.tenant.id]));
    expect(rows.every((o) => o.tenant_payee_billed && runs.some((r) => r.id === o.payment_run_id))).toBe(
      true,
    );
  });

  it('refuses tenants abroad (their VAT treatment is not set up) and bills nothing', async () => {
    const austria = await payingTenant(t.db, { country_id: 'AT' });
    await austria.order();
    const res = await bill([austria.tenant.id], { country_id: 'AT' });
    expect([res.statusCode, res.json().message]).toEqual([400, INVOICE_TEXTS.foreign]);
    expect((await listFor([austria.tenant.id], { country_id: 'AT' }))[0]?.count).toBe(1);
  });

  it('leaves a buyer VAT id that is none (a Steuernummer) off the e-invoice', async () => {
    const a = await payingTenant(t.db, { usst_id: '143/123/45678' });
    await a.order();
    const run = (await bill([a.tenant.id])).json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow;
    const [row] = await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, run.id));
    const invoice = row?.invoice as { buyer: { vat_id: string | null } } | undefined;
    expect(invoice?.buyer.vat_id).toBeNull();
  });

  it('refuses bad input in German and writes nothing', async () => {
    const a = await payingTenant(t.db);
    await a.order();
    const cases: [Record<string, unknown>, string][] = [
      [{ tenant_ids: [] }, INVOICE_TEXTS.select],
      [{ tenant_ids: [a.tenant.id], additional_emails: 'kein-mail' }, 'Ungültige Email'],
      [{ tenant_ids: [a.tenant.id], date_to: '12.03.2026' }, 'Das Datumsformat muss JJJJ-MM-TT sein.'],
      [
        { tenant_ids: [a.tenant.id], date_from: '2026-03-13' },
        'Das Startdatum muss vor dem Enddatum liegen.',
      ],
      [{ tenant_ids: ['x'] }, 'Bitte eine Zahl angeben'],
    ];
    for (const [body, message] of cases) {
      const res = await bill([a.tenant.id], body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await t.db.select().from(paymentRuns).where(eq(paymentRuns.tenant_id, a.tenant.id))).toEqual([]);
    expect((await listFor([a.tenant.id]))[0]?.count).toBe(1);
  });

  it('answers 404 for an unknown run', async () => {
    const unknown = { payment_run_id: 999999999 };
    for (const [endpoint, request] of [
      [invoices.runOrders, { query: unknown }],
      [invoices.invoicePdf, { query: unknown }],
      [invoices.invoiceXml, { query: unknown }],
      [invoices.resendInvoice, { body: unknown }],
      [invoices.retryInvoice, { body: unknown }],
    ] as const) {
      const res = await callEndpoint(t.app, endpoint, { token: tokens.biller, ...request });
      expect([res.statusCode, res.json().message]).toEqual([404, INVOICE_TEXTS.runNotFound]);
    }
  });
});
