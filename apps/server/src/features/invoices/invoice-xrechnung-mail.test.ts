/**
 * The invoice mail of a tenant with a Leitweg-ID over real SMTP: the PDF and the XRechnung XML arrive
 * as two attachments, and both stored copies are gone from the file store afterwards.
 */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, storedFiles } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { attachmentBytes, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issuedRun, payingTenant } from './invoices.test-support';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('XRechnung invoice mail (SMTP)', () => {
  it('sends the PDF and the XML, then removes both stored copies', async () => {
    const city = await payingTenant(t.db, { leitweg_id: '991-33333TEST-33' });
    await city.order();
    const token = await loginAs(
      t.app,
      (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email,
    );
    const res = await callEndpoint(t.app, invoices.createRuns, {
      token,
      body: {
        date_from: '2026-03-10',
        date_to: '2026-03-12',
        country_id: 'DE',
        tenant_ids: [city.tenant.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const run = await issuedRun(
      t.app,
      token,
      (res.json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow).id,
    );
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, city.notify.email));
    const fileIds = [queued?.attachment_file_id ?? 0, queued?.extra_attachment_file_id ?? 0];

    const sent = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, city.notify.email)))[0]?.status;
    await expect.poll(sent, { timeout: 10_000 }).toBe('sent');
    const raw = sink.mails.find((m) => m.to.includes(city.notify.email))?.raw ?? '';
    expect(attachmentBytes(raw, `Rechnung_${run.invoice_number}.pdf`).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );
    const xml = attachmentBytes(raw, `XRechnung_${run.invoice_number}.xml`).toString('utf8');
    expect(xml).toContain('<ram:BuyerReference>991-33333TEST-33</ram:BuyerReference>');
    // Removed right after the mail is marked sent.
    const kept = async () =>
      (await t.db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds))).length;
    await expect.poll(kept, { timeout: 10_000 }).toBe(0);
  });
});
