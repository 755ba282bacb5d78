/**
 * The sync ('Abgleich'): the preview's diff on real rows (new, changed, left, ambiguous), its
 * confirmation (cards changed and ended in one transaction), a failure that changes nothing, the
 * one-third rule, and who may sync.
 */
import { classImports as api } from '@ausweis/shared/contracts/class-imports';
import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders, tenantProducts } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createCard, createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { csv, HEADER, importWorld } from './class-imports.test-support';

const { t, w, start, get, settled, rows, confirm } = await importWorld();

/** A product of tenant A of its own (the sync looks at every live card of the product). */
async function product() {
  const p = await createTenantProduct(t.db, w.a.tenant.id);
  await t.db
    .update(tenantProducts)
    .set({ need_external_id: true, need_external_department: true, card_valid_to: '2099-12-31' })
    .where(eq(tenantProducts.id, p.id));
  return p.id;
}

const card = (productId: number, v: Partial<typeof orders.$inferInsert>) =>
  createCard(t.db, w.a.tenant.id, productId, { external_department: '5a', ...v });

const line = (fam: string, fore: string, id: string, dept = '5a', day = '04.03.2012') => [
  fam,
  fore,
  day,
  dept,
  id,
  `${fore.toLowerCase()}@test.example`,
];

async function syncImport(productId: number, lines: string[][]) {
  const res = await start(
    { list_file: { name: 'bestand.csv', bytes: Buffer.from(csv([HEADER, ...lines])) } },
    { productId, sync: true },
  );
  expect(res.statusCode).toBe(200);
  return settled((res.json() as ClassImport).id);
}

const cardsOf = (ids: number[]) =>
  t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);

const tenantMode = { mode: 'tenant', validate: false, send_mails: false };

describe('a sync', () => {
  it('previews new, changed, left and ambiguous; confirming changes and ends the cards', async () => {
    const p = await product();
    const stays = await card(p, {
      familyname: 'Bleibt',
      forname: 'Anna',
      external_id: 'S1',
      email: 'anna@test.example',
    });
    const moves = await card(p, {
      familyname: 'Wechselt',
      forname: 'Ben',
      external_id: 'S2',
      email: 'ben@test.example',
    });
    const leaves = await card(p, { familyname: 'Geht', forname: 'Cem', external_id: 'S3' });
    const twin1 = await card(p, { familyname: 'Zwilling', forname: 'Eva', external_id: null });
    const twin2 = await card(p, { familyname: 'Zwilling', forname: 'Eva', external_id: null });

    const imp = await syncImport(p, [
      line('Bleibt', 'Anna', 'S1'),
      line('Wechselt', 'Ben', 'S2', '6a'),
      line('Neu', 'Dana', 'S9'),
      line('Zwilling', 'Eva', ''),
    ]);
    expect(imp.status).toBe('preview');
    expect(imp.sync).toEqual({
      live_cards: 5,
      added: 1,
      unchanged: 1,
      changed: [
        {
          card_id: moves.id,
          row_no: 3,
          name: 'Wechselt, Ben',
          changes: [{ field: 'external_department', old: '5a', new: '6a' }],
        },
      ],
      left: [{ card_id: leaves.id, name: 'Geht, Cem', department: '5a' }],
      ambiguous: [
        { row_nos: [5], card_ids: [twin1.id, twin2.id], why: CLASS_IMPORT_TEXTS.syncAmbiguousCards },
      ],
    });
    // A pupil with a card is no duplicate in a sync.
    const previewRows = await rows(imp.id);
    expect(previewRows.map((r) => [r.outcome, r.order_id])).toEqual([
      ['match', stays.id],
      ['match', moves.id],
      ['refuse', null],
      ['refuse', null],
    ]);
    expect(previewRows[0]?.problems).toEqual([CLASS_IMPORT_TEXTS.syncMatched(stays.id)]);
    expect(previewRows[3]?.problems).toContain(CLASS_IMPORT_TEXTS.syncAmbiguousRow);
    expect(imp).toMatchObject({ ok_count: 0, refused_count: 2 });
    const previewFiltered = async (outcome: string) =>
      (await rows(imp.id, { outcome })).map((r) => [r.outcome, r.row_no]);
    expect(await previewFiltered('refuse')).toEqual([
      ['refuse', 4],
      ['refuse', 5],
    ]);
    expect(await previewFiltered('match')).toEqual([
      ['match', 2],
      ['match', 3],
    ]);

    const res = await confirm(imp.id, tenantMode);
    expect(res.statusCode).toBe(200);
    expect((await settled(imp.id)).status).toBe('done');

    const [s, m, l, e1, e2] = await cardsOf([stays.id, moves.id, leaves.id, twin1.id, twin2.id]);
    expect(s).toMatchObject({ external_department: '5a', is_delete: false, familyname: 'Bleibt' });
    expect(m).toMatchObject({ external_department: '6a', is_delete: false });
    expect(l).toMatchObject({ is_delete: true, delete_from: w.a.admin.id, familyname: '', birthday: null });
    expect(l?.data_deleted_at).not.toBeNull();
    for (const twin of [e1, e2]) expect(twin).toMatchObject({ is_delete: false, external_department: '5a' });

    const after = await rows(imp.id);
    expect(after.map((r) => [r.outcome, r.order_id])).toEqual([
      ['matched', stays.id],
      ['matched', moves.id],
      ['refused', null],
      ['refused', null],
    ]);
    expect(after[3]?.problems).toContain(CLASS_IMPORT_TEXTS.syncAmbiguousRow);
    // Each filter lists exactly its outcome's rows: 'Abgelehnt' no matched row.
    const filtered = async (outcome: string) => (await rows(imp.id, { outcome })).map((r) => r.outcome);
    expect(await filtered('refuse')).toEqual(['refused', 'refused']);
    expect(await filtered('match')).toEqual(['matched', 'matched']);
    expect(await filtered('create')).toEqual([]);

    // The result file lists each changed and each ended card.
    const file = await callEndpoint(t.app, api.result, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      params: { id: imp.id },
    });
    expect(file.statusCode).toBe(200);
    expect(await readWorkbook(file.rawPayload, 1)).toEqual([
      ['Ausweis', 'Zeile', 'Name', 'Änderung'],
      [moves.id, 3, 'Wechselt, Ben', 'Klasse: 5a → 6a'],
    ]);
    expect(await readWorkbook(file.rawPayload, 2)).toEqual([
      ['Ausweis', 'Name', 'Klasse'],
      [leaves.id, 'Geht, Cem', '5a'],
    ]);

    const trail = await t.db
      .select({ action: auditEvents.action, ids: auditEvents.record_ids, fields: auditEvents.fields })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.chain, w.a.tenant.id),
          sql`${auditEvents.record_ids} && ${sql.raw(`array[${moves.id}, ${leaves.id}]::integer[]`)}`,
        ),
      );
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'card.changed', ids: [moves.id], fields: ['external_department'] },
        { action: 'cards.synced', ids: [leaves.id], fields: [] },
      ]),
    );
  });

  it('asks a second time before ending more than a third of the cards', async () => {
    const p = await product();
    const keep = await card(p, { familyname: 'Eins', forname: 'A', external_id: 'M1' });
    const gone = [
      await card(p, { familyname: 'Zwei', forname: 'B', external_id: 'M2' }),
      await card(p, { familyname: 'Drei', forname: 'C', external_id: 'M3' }),
    ];
    const imp = await syncImport(p, [line('Eins', 'A', 'M1')]);
    expect(imp.sync?.left.map((x) => x.card_id)).toEqual(gone.map((g) => g.id));

    const refused = await confirm(imp.id, tenantMode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLASS_IMPORT_TEXTS.syncMassEnd(2, 3));
    expect((await get(imp.id)).json().status).toBe('preview');
    expect((await cardsOf(gone.map((g) => g.id))).map((c) => c.is_delete)).toEqual([false, false]);

    const res = await confirm(imp.id, { ...tenantMode, confirm_mass_end: true });
    expect(res.statusCode).toBe(200);
    await settled(imp.id);
    expect((await cardsOf([keep.id, ...gone.map((g) => g.id)])).map((c) => c.is_delete)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('ends and changes nothing when the confirmation fails', async () => {
    const p = await product();
    await card(p, { familyname: 'Bleibt', forname: 'F', external_id: 'F1' });
    await card(p, { familyname: 'Wechselt', forname: 'G', external_id: 'F2' });
    const leaves = await card(p, { familyname: 'Geht', forname: 'H', external_id: 'F3' });
    const moves = await card(p, { familyname: 'Wechselt2', forname: 'I', external_id: 'F4' });
    // The change of the last card fails in the database, after the leaving card was ended.
    await t.db.execute(sql`
      create or replace function sync_test_boom() returns trigger language plpgsql as $$
      begin
        if new.external_department = 'BOOM' then raise exception 'sync test failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger sync_test_boom before update on orders for each row execute function sync_test_boom()`);
    try {
      const imp = await syncImport(p, [
        line('Bleibt', 'F', 'F1'),
        line('Wechselt', 'G', 'F2', '6b'),
        line('Wechselt2', 'I', 'F4', 'BOOM'),
      ]);
      expect(imp.sync?.left.map((x) => x.card_id)).toEqual([leaves.id]);
      const res = await confirm(imp.id, tenantMode);
      expect(res.statusCode).toBe(500);
      expect((await get(imp.id)).json().status).toBe('preview');
      const cards = await t.db.select().from(orders).where(eq(orders.tenant_product_id, p));
      expect(cards.map((c) => [c.is_delete, c.external_department, c.data_deleted_at])).toEqual(
        cards.map(() => [false, '5a', null]),
      );
      expect(cards.find((c) => c.id === moves.id)?.familyname).toBe('Wechselt2');
    } finally {
      await t.db.execute(sql`drop trigger sync_test_boom on orders`);
      await t.db.execute(sql`drop function sync_test_boom()`);
    }
  });

  it("is another tenant's 404 and a User's 403; nothing is ended", async () => {
    const p = await product();
    const leaves = await card(p, { familyname: 'Geht', forname: 'J', external_id: 'T1' });
    await card(p, { familyname: 'Bleibt', forname: 'K', external_id: 'T2' });
    await card(p, { familyname: 'Bleibt', forname: 'L', external_id: 'T3' });
    const imp = await syncImport(p, [line('Bleibt', 'K', 'T2'), line('Bleibt', 'L', 'T3')]);
    const other = await confirm(imp.id, tenantMode, w.tokens.otherAdmin, w.b.tenant.id);
    expect(other.statusCode).toBe(404);
    expect((await get(imp.id, w.tokens.otherAdmin, w.b.tenant.id)).statusCode).toBe(404);
    expect((await confirm(imp.id, tenantMode, w.tokens.user)).statusCode).toBe(403);
    expect((await cardsOf([leaves.id]))[0]?.is_delete).toBe(false);
  });
});
