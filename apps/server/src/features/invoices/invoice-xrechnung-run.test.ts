/**
 * A tenant with a Leitweg-ID billed through the API: its run's XRechnung XML (downloadable and mailed
 * beside the PDF) passes the official EN 16931 and XRechnung rules; a tenant without one keeps the
 * Factur-X PDF alone. The download is the sad family's with can_invoice, like the PDF.
 */
import { invoices } from '@ausweis/shared/contracts/invoices';
import { INVOICE_TEXTS, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fatalAsserts } from './einvoice-rules.test-support';
import { parseInvoiceXml, readEmbeddedInvoiceXml } from './invoice-xml.test-support';
import { issuedRun, payingTenant } from './invoices.test-support';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', biller: '' };
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12', country_id: 'DE' };
const LEITWEG_ID = '04011000-1234512345-06';

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
});
afterAll(() => t.close());

async function billed(tenantId: number): Promise<PaymentRunRow> {
  const res = await callEndpoint(t.app, invoices.createRuns, {
    token: tokens.biller,
    body: { ...RANGE, tenant_ids: [tenantId] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return issuedRun(t.app, tokens.biller, (res.json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow).id);
}

const xmlOf = (runId: number, token = tokens.biller) =>
  callEndpoint(t.app, invoices.invoiceXml, { token, query: { payment_run_id: runId } });

describe('XRechnung of a run', () => {
  it('a tenant with Leitweg-ID and Schulträger, many orders: XML downloadable, mailed, valid', async () => {
    const school = await payingTenant(t.db, {
      name: 'Goethe-Gymnasium',
      invoice_recipient_name: 'Stadt Musterhausen',
      invoice_recipient_street: 'Rathausplatz 1',
      invoice_recipient_plz: '79100',
      invoice_recipient_city: 'Musterhausen',
      leitweg_id: LEITWEG_ID,
      invoice_address: '0204:04011000-1234512345-06',
      order_reference: 'BANF-2026-0042',
    });
    await school.order({ price: 390, is_online: true, is_hardcopy: false });
    await school.order({ price: 390, is_online: true, is_hardcopy: false });
    await school.order({ price: 1090, is_online: true, is_hardcopy: true });
    await school.order({ price: 890, is_online: false, is_hardcopy: true });
    const run = await billed(school.tenant.id);
    expect(run.leitweg_id).toBe(LEITWEG_ID);

    const res = await xmlOf(run.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain(`XRechnung_${run.invoice_number}.xml`);
    const xml = res.body;
    expect(fatalAsserts(xml, { xrechnung: true })).toEqual([]);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    expect(xml).toContain('<ram:Name>Stadt Musterhausen</ram:Name>');
    expect(parseInvoiceXml(xml)).toMatchObject({ number: run.invoice_number, due_cents: 2760 });

    // The PDF carries the same XRechnung.
    const pdf = await callEndpoint(t.app, invoices.invoicePdf, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    expect(await readEmbeddedInvoiceXml(pdf.rawPayload)).toContain(LEITWEG_ID);

    // The mail has the PDF and the XML.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [school.notify.email]));
    expect(mail).toMatchObject({
      attachment_name: `Rechnung_${run.invoice_number}.pdf`,
      extra_attachment_name: `XRechnung_${run.invoice_number}.xml`,
    });
    expect(mail?.text).toContain('XRechnung');
  });

  it('a tenant with Leitweg-ID and one order, no Rechnungsempfänger: valid, e-mail as address', async () => {
    const city = await payingTenant(t.db, {
      leitweg_id: '991-33333TEST-33',
      email: 'rechnung@stadt.example',
    });
    await city.order({ price: 500 });
    const run = await billed(city.tenant.id);
    const xml = (await xmlOf(run.id)).body;
    expect(fatalAsserts(xml, { xrechnung: true })).toEqual([]);
    expect(xml).toContain('<ram:URIID schemeID="EM">rechnung@stadt.example</ram:URIID>');
  });

  it('a tenant without Leitweg-ID: Factur-X EN 16931 in the PDF, no XML (404), PDF alone mailed', async () => {
    const club = await payingTenant(t.db, { name: 'Turnverein 1890' });
    await club.order({ price: 890 });
    const run = await billed(club.tenant.id);
    expect(run.leitweg_id).toBeNull();
    const res = await xmlOf(run.id);
    expect([res.statusCode, res.json().message]).toEqual([404, INVOICE_TEXTS.noXRechnung]);
    const pdf = await callEndpoint(t.app, invoices.invoicePdf, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    const embedded = await readEmbeddedInvoiceXml(pdf.rawPayload);
    expect(embedded).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(fatalAsserts(embedded, { xrechnung: false })).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [club.notify.email]));
    expect(mail).toMatchObject({ extra_attachment_name: null });
  });

  it('answers 404 for an unknown run', async () => {
    const res = await xmlOf(999999999);
    expect([res.statusCode, res.json().message]).toEqual([404, INVOICE_TEXTS.runNotFound]);
  });

  it('401 anonymous, 403 User, Admin and super admin without can_invoice', async () => {
    const request = { query: { payment_run_id: 1 } };
    expect((await callEndpoint(t.app, invoices.invoiceXml, request)).statusCode).toBe(401);
    for (const token of [tokens.user, tokens.admin, tokens.superNo])
      expect((await callEndpoint(t.app, invoices.invoiceXml, { ...request, token })).statusCode).toBe(403);
  });
});
