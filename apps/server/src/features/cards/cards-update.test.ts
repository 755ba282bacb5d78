/** POST card update: the edit rules, restricted fields, validated lock, archive and retention (docs/product.md#validation, #permissions). */
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { type CardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/card-edit';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, tenantProducts } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import {
  archivedCard,
  cardsWorldForFile,
  multipart,
  newCard,
  storedCard,
  storedPhoto,
} from './cards.test-support';

const { t, w } = await cardsWorldForFile();

const form = (over: Partial<CardEditValues> = {}): CardEditValues => ({
  email: 'neu@test.example',
  familyname: 'Neumann',
  forname: 'Nina',
  birthday: '2011-05-06',
  external_id: '',
  external_department: '5b',
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  validated: false,
  with_lable: false,
  lable_value: '',
  lable_color: '',
  is_online: true,
  is_hardcopy: false,
  is_test: false,
  is_payed: false,
  tenant_payment: false,
  ...over,
});

async function update(token: string | undefined, tenantId: number, fields: Record<string, string>) {
  const { body, headers } = await multipart(fields);
  return callEndpoint(t.app, cardsApi.update, { token, tenantId, body, headers });
}
const save = (
  token: string | undefined,
  id: number,
  over: Partial<CardEditValues> = {},
  tenantId = w.a.tenant.id,
) => update(token, tenantId, cardUpdateFields(id, form(over), false));

describe('POST update: access', () => {
  it('refuses anonymous (401), another tenant’s member and a foreign id (404)', async () => {
    expect((await save(undefined, w.a.card.id)).statusCode).toBe(401);
    expect((await save(w.tokens.otherAdmin, w.a.card.id)).statusCode).toBe(404);
    const foreign = await save(w.tokens.admin, w.b.card.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CARD_TEXTS.notFound);
    expect((await storedCard(t.db, w.b.card.id))?.familyname).toBe('Muster');
  });

  it('refuses an archived card with the archive message', async () => {
    const card = await archivedCard(w, t.db);
    const res = await save(w.tokens.superAdmin, card.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CARD_TEXTS.archiveReadOnly);
  });

  it('refuses a card whose data retention removed', async () => {
    const card = await newCard(w, t.db, { data_deleted_at: new Date().toISOString() });
    const res = await save(w.tokens.admin, card.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_TEXTS.dataDeleted);
  });

  it('lets a User not change a validated card, an Admin may', async () => {
    const card = await newCard(w, t.db, { validated: true, validated_from: w.a.admin.id });
    const res = await save(w.tokens.user, card.id, { validated: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CARD_TEXTS.validatedLocked);
    expect((await storedCard(t.db, card.id))?.familyname).toBe('Muster');
    const admin = await save(w.tokens.admin, card.id, { validated: true });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ familyname: 'Neumann', validated: true });
    expect((await storedCard(t.db, card.id))?.validated_from).toBe(w.a.admin.id);
  });
});

describe('POST update: values', () => {
  it('saves the form, validates with the user and clears the drawn card', async () => {
    const cardFile = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { card_file_id: cardFile });
    const before = await storedCard(t.db, card.id);
    const res = await save(w.tokens.user, card.id, { validated: true, email: 'Neu@Test.Example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: card.id, email: 'neu@test.example', editable: false });
    const row = await storedCard(t.db, card.id);
    expect(row).toMatchObject({
      familyname: 'Neumann',
      forname: 'Nina',
      birthday: '2011-05-06',
      external_id: null,
      external_department: '5b',
      validated: true,
      validated_from: w.a.user.id,
      card_file_id: null,
    });
    expect(row?.validated_at).not.toBeNull();
    expect(row?.updated_at).not.toBe(before?.updated_at);
  });

  it('clears validated-by and -at when an Admin takes validation back', async () => {
    const card = await newCard(w, t.db, {
      validated: true,
      validated_from: w.a.user.id,
      validated_at: new Date().toISOString(),
    });
    expect((await save(w.tokens.admin, card.id, { validated: false })).statusCode).toBe(200);
    expect(await storedCard(t.db, card.id)).toMatchObject({
      validated: false,
      validated_from: null,
      validated_at: null,
    });
  });

  it('ignores validity and flags from non-super-admins and takes them from a super admin', async () => {
    const card = await newCard(w, t.db);
    const restricted = {
      card_valid_from: '2026-09-01',
      card_valid_to: '2028-01-31',
      is_online: false,
      is_hardcopy: true,
      is_test: true,
      is_payed: true,
      tenant_payment: true,
    };
    expect((await save(w.tokens.admin, card.id, restricted)).statusCode).toBe(200);
    expect(await storedCard(t.db, card.id)).toMatchObject({
      familyname: 'Neumann',
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
      is_online: true,
      is_hardcopy: false,
      is_test: false,
      is_payed: false,
      tenant_payee: false,
    });
    const res = await save(w.tokens.superAdmin, card.id, restricted);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ card_valid_to: '2028-01-31', tenant_payment: true, is_payed: true });
    const { tenant_payment, ...columns } = restricted;
    expect(await storedCard(t.db, card.id)).toMatchObject({ ...columns, tenant_payee: tenant_payment });
  });

  it('answers bad input with a German 400 for the field and writes nothing', async () => {
    const card = await newCard(w, t.db);
    const cases: [Partial<CardEditValues>, string, string][] = [
      [{ familyname: ' ' }, 'familyname', 'Bitte einen Wert angeben'],
      [{ email: 'kein-at' }, 'email', 'Ungültige Email'],
      [{ birthday: '31.12.2010' }, 'birthday', 'Das Datumsformat muss JJJJ-MM-TT sein.'],
      [{ birthday: '2010-02-30' }, 'birthday', 'Dieses Datum gibt es nicht.'],
      [{ forname: 'X'.repeat(19) }, 'forname', 'Bitte geben Sie maximal 18 Zeichen an'],
    ];
    for (const [over, field, message] of cases) {
      const res = await save(w.tokens.admin, card.id, over);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    const flag = await update(w.tokens.admin, w.a.tenant.id, {
      order_id: String(card.id),
      validated: 'vielleicht',
    });
    expect(flag.statusCode).toBe(400);
    expect((await update(w.tokens.admin, w.a.tenant.id, { order_id: 'x' })).statusCode).toBe(400);
    expect(await storedCard(t.db, card.id)).toMatchObject({
      familyname: 'Muster',
      email: 'eltern@test.example',
    });
  });

  it('checks the label only where the product allows it, and the external id where it is needed', async () => {
    await t.db
      .update(tenantProducts)
      .set({ with_lable: true, lable_value: 'AB', lable_color: '#F7AD15', need_external_id: true })
      .where(eq(tenantProducts.id, w.a.product.id));
    const card = await newCard(w, t.db);
    const long = await save(w.tokens.admin, card.id, {
      with_lable: true,
      lable_value: 'ABC',
      lable_color: '#000000',
      external_id: '7',
    });
    expect(long.json()).toMatchObject({
      field: 'lable_value',
      message: 'Bitte geben Sie maximal 2 Zeichen an',
    });
    const noId = await save(w.tokens.admin, card.id);
    expect(noId.json()).toMatchObject({ field: 'external_id', message: 'Bitte einen Wert angeben' });
    const ok = await save(w.tokens.admin, card.id, {
      with_lable: true,
      lable_value: 'Q',
      lable_color: '#000000',
      external_id: '7',
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedCard(t.db, card.id)).toMatchObject({
      with_lable: true,
      lable_value: 'Q',
      external_id: '7',
    });
    await t.db
      .update(tenantProducts)
      .set({ with_lable: false, need_external_id: false })
      .where(eq(tenantProducts.id, w.a.product.id));
    await t.db.update(orders).set({ validated: false }).where(eq(orders.id, card.id));
  });
});
