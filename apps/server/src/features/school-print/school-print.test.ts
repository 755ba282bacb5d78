/**
 * 'In der Einrichtung drucken': the tenant's own card printer gets an ID-1 PDF of the cards it may
 * print (paid plastic cards of a 'Druck in der Einrichtung' product), front and back paired and moved by
 * the tenant's calibration; the cards are recorded as printed with their trail event, and a foreign or
 * unsuitable card changes nothing.
 */
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import { SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders, tenantProducts, tenants } from '../../db/schema/index';
import { ID1_PT } from '../../platform/card-pdf';
import { createCard, createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { readPdf } from '../../test/pdf';
import { cardsWorldForFile } from '../cards/cards.test-support';

const { t, w } = await cardsWorldForFile();

const [schoolProduct] = await t.db
  .update(tenantProducts)
  .set({ print_at_school: true })
  .where(eq(tenantProducts.id, (await createTenantProduct(t.db, w.a.tenant.id)).id))
  .returning();
if (!schoolProduct) throw new Error('product');

const PAID_PLASTIC = { is_hardcopy: true, is_payed: true, status: 'payed', validated: true } as const;
const printable = (values: Partial<typeof orders.$inferInsert> = {}) =>
  createCard(t.db, w.a.tenant.id, schoolProduct.id, { ...PAID_PLASTIC, ...values });

const print = (
  token: string,
  ids: number[],
  offset = { offset_x_mm: 0, offset_y_mm: 0 },
  tenantId = w.a.tenant.id,
) => callEndpoint(t.app, schoolPrint.print, { token, tenantId, body: { order_ids: ids, ...offset } });

const rows = (ids: number[]) => t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);

describe('school print', () => {
  it('settings: available only to a tenant with a school-print product; its calibration', async () => {
    const a = await callEndpoint(t.app, schoolPrint.settings, {
      token: w.tokens.user,
      tenantId: w.a.tenant.id,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ available: true, offset_x_mm: 0, offset_y_mm: 0 });
    const b = await callEndpoint(t.app, schoolPrint.settings, {
      token: w.tokens.otherAdmin,
      tenantId: w.b.tenant.id,
    });
    expect(b.json()).toMatchObject({ available: false });
  });

  it('a User prints two cards: one ID-1 page per side, recorded as printed, one trail event, calibration kept', async () => {
    const one = await printable({ familyname: 'Drucker' });
    const two = await printable({ familyname: 'Kartenleser' });
    const res = await print(w.tokens.user, [one.id, two.id], { offset_x_mm: 1.5, offset_y_mm: -0.5 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('Ausweise_Einrichtung_');
    const pdf = await readPdf(res.rawPayload);
    // Front and back of each card, one after the other (duplex card printers).
    expect(pdf.pages).toHaveLength(4);
    for (const page of pdf.pages) {
      expect(page.size[0]).toBeCloseTo(ID1_PT.width, 1);
      expect(page.size[1]).toBeCloseTo(ID1_PT.height, 1);
    }
    expect(pdf.pages[0]?.text).toContain('Drucker');
    expect(pdf.pages[2]?.text).toContain('Kartenleser');
    // The calibration moves every side: 1.5 mm right, 0.5 mm up (in pdfkit's top-down page space).
    expect(pdf.pages[0]?.content).toMatch(/1 0 0 1 4\.25\d* -1\.41\d* cm/);

    for (const row of await rows([one.id, two.id])) {
      expect(row.exported_at).not.toBeNull();
      expect(row.status).toBe('added_to_pdf');
    }
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, w.a.tenant.id));
    expect(tenant).toMatchObject({ print_offset_x_mm: 1.5, print_offset_y_mm: -0.5 });
    await t.app.auditTrailSettled();
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.chain, w.a.tenant.id), arrayOverlaps(auditEvents.record_ids, [one.id, two.id])),
      );
    expect(events.map((e) => [e.action, e.record_ids, e.user_id])).toEqual([
      ['cards.printed_at_school', [one.id, two.id], w.a.user.id],
    ]);
    const settings = await callEndpoint(t.app, schoolPrint.settings, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
    });
    expect(settings.json()).toMatchObject({ offset_x_mm: 1.5, offset_y_mm: -0.5 });
  });

  it('prints a replacement of a card printed before', async () => {
    const card = await printable({ exported_at: new Date('2026-09-01T08:00:00Z').toISOString() });
    const res = await print(w.tokens.admin, [card.id], { offset_x_mm: 1.5, offset_y_mm: -0.5 });
    expect(res.statusCode).toBe(200);
    const [row] = await rows([card.id]);
    expect(new Date(row?.exported_at ?? 0).getTime()).toBeGreaterThan(Date.parse('2026-09-02'));
  });

  it('prints only what may be printed; with nothing printable says why in German and changes nothing', async () => {
    const operatorPrinted = await createCard(t.db, w.a.tenant.id, w.a.product.id, PAID_PLASTIC);
    const unpaid = await printable({ is_payed: false, status: 'new' });
    const deleted = await printable({ is_delete: true });
    const smartphoneOnly = await printable({ is_hardcopy: false });
    const ids = [operatorPrinted.id, unpaid.id, deleted.id, smartphoneOnly.id];
    const res = await print(w.tokens.user, ids);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SCHOOL_PRINT_TEXTS.nothing);
    expect((await rows(ids)).every((r) => r.exported_at === null)).toBe(true);

    const good = await printable();
    const mixed = await print(w.tokens.user, [good.id, unpaid.id]);
    expect(mixed.statusCode).toBe(200);
    expect((await readPdf(mixed.rawPayload)).pages).toHaveLength(2);
    expect((await rows([unpaid.id]))[0]?.exported_at).toBeNull();
  });

  it('another tenant’s card is a 404 and nothing is printed; bad input is refused in German', async () => {
    const mine = await printable();
    const foreign = await print(w.tokens.admin, [mine.id, w.b.card.id]);
    expect(foreign.statusCode).toBe(404);
    expect((await rows([mine.id]))[0]?.exported_at).toBeNull();
    expect((await print(w.tokens.otherAdmin, [mine.id], undefined, w.b.tenant.id)).statusCode).toBe(404);
    expect((await print(w.tokens.otherAdmin, [mine.id], undefined, w.a.tenant.id)).statusCode).toBe(404);
    const far = await print(w.tokens.admin, [mine.id], { offset_x_mm: 9, offset_y_mm: 0 });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Höchstens 5 mm in jede Richtung.');
    expect(
      (await callEndpoint(t.app, schoolPrint.print, { body: { order_ids: [mine.id] } })).statusCode,
    ).toBe(401);
  });
});
