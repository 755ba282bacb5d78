/**
 * The families' data rights: 'Meine Daten' (JSON and PDF, card app and staff), 'Löschung beantragen',
 * 'Anfragen' and the one-action erasure, with 401/403/404 for every endpoint.
 */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { dataRights } from '@ausweis/shared/contracts/data-rights';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { ErasureRequestRow } from '@ausweis/shared/schemas/data-rights';
import { DATA_RIGHTS_TEXTS } from '@ausweis/shared/schemas/data-rights-texts';
import { and, arrayContains, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  erasureRequests,
  mailOutbox,
  type orders,
  paymentTransactions,
  storedFiles,
  tenantMemberships,
} from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { callEndpoint } from '../../test/http';
import { lastMailTo } from '../../test/mail';
import { readPdf } from '../../test/pdf';
import { cardsWorldForFile, newCard, storedCard, storedPhoto } from '../cards/cards.test-support';
import type { Disclosure } from './disclosure.service';
import { DISCLOSURE_HEADINGS } from './disclosure-pdf';

const { t, w } = await cardsWorldForFile();

const FIXTURE = {
  email: 'familie.wunder@test.example',
  familyname: 'Wunderlich',
  forname: 'Ottilie',
  birthday: '2013-05-06',
  student_city: 'Seestadt',
  student_street: 'Uferweg 7',
  external_id: 'EXT-4711',
  external_department: '7b',
  field1: '01.02.2026',
  validated: true,
  online_ready: true,
  is_payed: true,
  status: 'payed' as const,
  price: 490,
  paid_amount: 490,
  card_valid_to: '2099-12-31',
};

/** A card with photo, signature, a payment and a mail, and the codes of its card app. */
async function fixtureCard(values: Partial<typeof orders.$inferInsert> = {}) {
  const image_file_id = await storedPhoto(t, w.a.tenant.id);
  const sign_file_id = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_sign',
    tenantId: w.a.tenant.id,
    bytes: await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
    mime: 'image/png',
    extension: 'png',
  });
  const card = await newCard(w, t.db, { ...FIXTURE, image_file_id, sign_file_id, ...values });
  await t.db.insert(paymentTransactions).values({
    order_id: card.id,
    provider: 'test',
    provider_ref: `ref-${card.id}`,
    amount: 490,
    currency: 'EUR',
    state: 'completed',
    details: { card_last4: '4242', payer: 'Wunderlich' },
  });
  await t.db.insert(mailOutbox).values({
    recipient: card.email,
    subject: 'Ihr Ausweis',
    text: `Aktivierungscode: ${card.online_code}`,
    html: '',
    status: 'outbox',
  });
  const codes = {
    tenant_short_code: w.a.tenant.short_code,
    product_short_code: w.a.product.product_short_code,
    online_code: card.online_code,
  };
  return { card, codes };
}

const myData = (codes: object, format: 'json' | 'pdf') =>
  callEndpoint(t.app, dataRights.cardAppDisclosure, { body: { ...codes, format } });
const staffDisclosure = (
  id: number,
  format: 'json' | 'pdf',
  token = w.tokens.admin,
  tenantId = w.a.tenant.id,
) => callEndpoint(t.app, dataRights.disclosure, { token, tenantId, query: { order_id: id, format } });

describe('Meine Daten', () => {
  it('holds every stored field, photo, signature, payment, mail and event of the card, nothing of another', async () => {
    const { card, codes } = await fixtureCard();
    const other = await newCard(w, t.db, {
      email: 'andere@test.example',
      familyname: 'Zweitname',
      forname: 'Berta',
    });
    // A staff view of the card is in its trail (role only).
    await callEndpoint(
      t.app,
      { ...dataRights.disclosure },
      { token: w.tokens.admin, tenantId: w.a.tenant.id, query: { order_id: card.id, format: 'json' } },
    );
    await t.app.auditTrailSettled();
    const res = await myData(codes, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Auskunft-Ausweis-${card.id}.json`);
    const d = res.json<Disclosure>();
    const stored = await storedCard(t.db, card.id);
    for (const [key, value] of Object.entries(stored ?? {})) {
      if (key === 'order_secret_hash') continue;
      expect(d.card, key).toHaveProperty(key, value);
    }
    expect(d.photo?.mime_type).toBe('image/png');
    expect(
      Buffer.from(d.photo?.base64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(d.signature?.base64.length).toBeGreaterThan(10);
    expect(d.payments).toEqual([
      expect.objectContaining({ amount: 490, provider: 'test', state: 'completed' }),
    ]);
    expect(d.mails).toEqual([expect.objectContaining({ recipient: card.email, subject: 'Ihr Ausweis' })]);
    expect(d.audit_events).toContainEqual(
      expect.objectContaining({
        action: 'card.disclosed',
        role: 'Admin',
        role_label: 'Administrator',
        action_label: 'Auskunft erstellt',
      }),
    );
    const text = res.body;
    for (const secret of [
      '4242',
      'card_last4',
      other.familyname,
      other.forname,
      other.online_code,
      other.email,
    ])
      expect(text).not.toContain(secret);
    for (const staff of [w.a.admin.email, 'session_id', 'user_id', 'ip_prefix'])
      expect(text).not.toContain(staff);
  });

  it('reads as a German PDF with the photo', async () => {
    const { codes } = await fixtureCard();
    const res = await myData(codes, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.map((p) => p.text).join('\n');
    for (const heading of Object.values(DISCLOSURE_HEADINGS)) expect(text).toContain(heading);
    expect(text).toContain('Wunderlich');
    expect(pdf.images.length).toBeGreaterThanOrEqual(2);
  });

  it("staff: the same for Admins of the card's tenant, recorded as card.disclosed; 401, 403, 404", async () => {
    const { card } = await fixtureCard();
    const res = await staffDisclosure(card.id, 'pdf');
    expect(res.statusCode).toBe(200);
    await t.app.auditTrailSettled();
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'card.disclosed'), arrayContains(auditEvents.record_ids, [card.id])));
    expect(events.length).toBeGreaterThan(0);
    expect(
      (await callEndpoint(t.app, dataRights.disclosure, { query: { order_id: card.id, format: 'json' } }))
        .statusCode,
    ).toBe(401);
    expect((await staffDisclosure(card.id, 'json', w.tokens.user)).statusCode).toBe(403);
    const foreign = await staffDisclosure(card.id, 'json', w.tokens.otherAdmin, w.b.tenant.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CARD_TEXTS.notFound);
  });

  it("answers wrong codes with the card app's 404", async () => {
    const { codes } = await fixtureCard();
    const res = await myData({ ...codes, online_code: 'FALSCH123' }, 'json');
    expect(res.statusCode).toBe(404);
    const erasure = await callEndpoint(t.app, dataRights.cardAppErasure, {
      body: { ...codes, online_code: 'FALSCH123' },
    });
    expect(erasure.statusCode).toBe(404);
  });
});

const list = (token = w.tokens.admin, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, dataRights.erasureRequests, { token, tenantId });
const erase = (id: number, token = w.tokens.admin, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, dataRights.erase, { token, tenantId, body: { id } });

describe('Löschung', () => {
  it('the holder asks, the notify users are told, the Admin erases at once; the card is refused after', async () => {
    await t.db
      .update(tenantMemberships)
      .set({ use_for_notify: true })
      .where(eq(tenantMemberships.user_id, w.a.admin.id));
    const { card, codes } = await fixtureCard();
    const asked = await callEndpoint(t.app, dataRights.cardAppErasure, { body: codes });
    expect(asked.statusCode).toBe(200);
    const due = new Date(asked.json<{ due_at: string }>().due_at).getTime();
    expect(due - Date.now()).toBeGreaterThan(27 * 86_400_000);
    const again = await callEndpoint(t.app, dataRights.cardAppErasure, { body: codes });
    expect(again.json()).toEqual(asked.json());
    // The request is in the card's trail once, by the holder, naming no person.
    await t.app.auditTrailSettled();
    const requested = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.chain, w.a.tenant.id),
          eq(auditEvents.action, 'card.erasure_requested'),
          arrayContains(auditEvents.record_ids, [card.id]),
        ),
      );
    expect(requested).toMatchObject([{ role: 'Holder', user_id: null, record: 'card', outcome: 'allowed' }]);
    const notice = await lastMailTo(t.db, w.a.admin.email);
    expect(notice?.subject).toContain('Löschantrag');
    expect(notice?.text).toContain('/admin/erasure-requests');
    expect(notice?.text).not.toContain(FIXTURE.familyname);

    const rows = (await list()).json<ErasureRequestRow[]>();
    const row = rows.find((r) => r.order_id === card.id);
    expect(row).toMatchObject({ state: 'open', familyname: FIXTURE.familyname });
    if (!row) return;
    const before = await storedCard(t.db, card.id);
    const done = await erase(row.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'done', familyname: '', forname: '' });

    // The mails about the holder went with the data; only the confirmation of the erasure is left.
    const holderMails = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, FIXTURE.email));
    expect(holderMails.map((m) => m.text).join('\n')).not.toContain(before?.online_code ?? '-');
    expect(holderMails.length).toBeGreaterThan(0);

    const after = await storedCard(t.db, card.id);
    expect(after).toMatchObject({
      familyname: '',
      forname: '',
      email: '',
      birthday: null,
      student_city: null,
      student_street: null,
      external_id: null,
      image_file_id: null,
      sign_file_id: null,
      is_delete: true,
      price: 490,
      paid_amount: 490,
    });
    expect(after?.erased_at).not.toBeNull();
    const files = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before?.image_file_id ?? 0));
    expect(files).toEqual([]);
    const [payment] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.order_id, card.id));
    expect(payment).toMatchObject({ amount: 490, details: null });
    const told = await lastMailTo(t.db, FIXTURE.email);
    expect(told?.subject).toContain('Ihre Daten wurden gelöscht');
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'card.erased'), arrayContains(auditEvents.record_ids, [card.id])));
    expect(events).toHaveLength(1);

    // The card app refuses the card; a second erasure is refused.
    const app = await callEndpoint(t.app, cardApp.card, { body: codes });
    expect(app.json<CardAppResponse>()).toMatchObject({ state: 'deleted', card: null });
    expect((await erase(row.id)).statusCode).toBe(409);
    // Nor can staff restore it: it would go back to print without its data.
    const restore = await callEndpoint(t.app, cardsApi.undelete, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      body: { order_id: card.id },
    });
    expect(restore.statusCode).toBe(400);
    expect(restore.json().message).toBe(CARD_TEXTS.dataDeleted);
  });

  it("a Turkish card: the school's notice stays German, the holder's confirmation is Turkish", async () => {
    await t.db
      .update(tenantMemberships)
      .set({ use_for_notify: true })
      .where(eq(tenantMemberships.user_id, w.a.admin.id));
    const email = 'aile.yildiz@test.example';
    const { card, codes } = await fixtureCard({ email, language: 'tr' });
    expect((await callEndpoint(t.app, dataRights.cardAppErasure, { body: codes })).statusCode).toBe(200);
    const notice = await lastMailTo(t.db, w.a.admin.email);
    expect(notice?.subject).toContain('Löschantrag zu einem Ausweis');
    expect(notice?.text).toContain('Guten Tag,');
    expect(notice?.html).toContain('<html lang="de">');
    const row = (await list()).json<ErasureRequestRow[]>().find((r) => r.order_id === card.id);
    expect((await erase(row?.id ?? 0)).statusCode).toBe(200);
    const told = await lastMailTo(t.db, email);
    expect(told?.subject).toMatch(/^Verileriniz silindi – ./);
    expect(told?.text).toMatch(new RegExp(`^Talebiniz üzerine “.+”, ${card.id} numaralı kartın`, 'm'));
    expect(told?.text).toContain('Saygılarımızla');
    expect(told?.html).toContain('<html lang="tr">');
  });

  it("401, 403 and another tenant's request 404", async () => {
    const { card } = await fixtureCard();
    const [req] = await t.db
      .insert(erasureRequests)
      .values({ tenant_id: w.a.tenant.id, order_id: card.id, due_at: new Date().toISOString() })
      .returning();
    const id = req?.id ?? 0;
    expect((await callEndpoint(t.app, dataRights.erasureRequests)).statusCode).toBe(401);
    expect((await list(w.tokens.user)).statusCode).toBe(403);
    expect(
      (await list(w.tokens.otherAdmin, w.b.tenant.id)).json<ErasureRequestRow[]>().map((r) => r.id),
    ).not.toContain(id);
    expect((await callEndpoint(t.app, dataRights.erase, { body: { id } })).statusCode).toBe(401);
    expect((await erase(id, w.tokens.user)).statusCode).toBe(403);
    const foreign = await erase(id, w.tokens.otherAdmin, w.b.tenant.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(DATA_RIGHTS_TEXTS.requestNotFound);
    expect((await storedCard(t.db, card.id))?.familyname).toBe(FIXTURE.familyname);
  });
});
