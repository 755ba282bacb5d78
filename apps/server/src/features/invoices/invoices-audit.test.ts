/** The audit trail of invoice runs: each tenant's trail names the cards billed to it and the invoice downloads. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { issuedRun, payingTenant } from './invoices.test-support';

const t = await createTestApp();
afterAll(() => t.close());

const chainOf = async (tenantId: number) => {
  await t.app.auditTrailSettled();
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, tenantId)))
    .orderBy(auditEvents.seq);
};

describe('invoice runs in the trail', () => {
  it('billing records one event per tenant with its cards; the invoice PDF a download', async () => {
    const biller = await createUser(t.db, { is_super_admin: true, can_invoice: true });
    const token = await loginAs(t.app, biller.email);
    const one = await payingTenant(t.db);
    const two = await payingTenant(t.db);
    const cardsOfOne = [(await one.order()).id, (await one.order()).id];
    const cardOfTwo = (await two.order()).id;
    const res = await callEndpoint(t.app, invoices.createRuns, {
      token,
      body: {
        date_from: '2026-03-10',
        date_to: '2026-03-12',
        country_id: 'DE',
        tenant_ids: [one.tenant.id, two.tenant.id],
      },
    });
    expect(res.statusCode).toBe(200);
    const billedOne = (await chainOf(one.tenant.id)).filter((e) => e.action === 'cards.billed');
    expect(billedOne).toHaveLength(1);
    expect(billedOne[0]).toMatchObject({ user_id: biller.id, role: 'SuperAdmin', record: 'card' });
    expect([...(billedOne[0]?.record_ids ?? [])].sort()).toEqual([...cardsOfOne].sort());
    const billedTwo = (await chainOf(two.tenant.id)).filter((e) => e.action === 'cards.billed');
    expect(billedTwo.map((e) => e.record_ids)).toEqual([[cardOfTwo]]);

    const runs = res.json<{ runs: PaymentRunRow[] }>().runs;
    const run = runs.find((r) => r.tenant_id === one.tenant.id);
    if (!run) throw new Error('no run of the first tenant');
    await issuedRun(t.app, token, run.id);
    const pdf = await callEndpoint(t.app, invoices.invoicePdf, { token, query: { payment_run_id: run.id } });
    expect(pdf.statusCode).toBe(200);
    const downloads = (await chainOf(one.tenant.id)).filter((e) => e.action === 'invoice.downloaded');
    expect(downloads).toEqual([
      expect.objectContaining({ record: 'paymentRun', record_ids: [run.id], user_id: biller.id }),
    ]);
  });
});
