/** 'Alle Treffer exportieren' (docs/product.md#card-export): all cards matching the list's filters, exported by a job. */
import { cards } from '@ausweis/shared/contracts/cards';
import { CARD_EXPORT_TEXTS, type CardExport } from '@ausweis/shared/schemas/card-exports';
import { and, eq, like } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, orders } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { eventually } from '../../test/eventually';
import { callEndpoint } from '../../test/http';
import { cardsWorldForFile, newCard, storedPhoto } from './cards.test-support';

const { t, w } = await cardsWorldForFile();
// More than a page (50): the list shows 50, the export takes them all.
const MATCHES = 60;
const prefix = `Export${Date.now()}`;
const photoId = await storedPhoto(t, w.a.tenant.id);
for (let i = 0; i < MATCHES; i++)
  await newCard(w, t.db, { familyname: `${prefix}-${i}`, image_file_id: i % 2 ? photoId : null });
await newCard(w, t.db, { familyname: 'Andere' });

const filters = { familyname: prefix };
const start = (token: string, body: object, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, cards.exportAll, { token, tenantId, body });
const run = (token: string, id: number, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, cards.exportRun, { token, tenantId, params: { id } });
const finished = (token: string, id: number) =>
  eventually(async () => {
    const r = (await run(token, id)).json() as CardExport;
    return (r.status === 'done' || r.status === 'failed') && r;
  });
const file = (token: string, id: number, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, cards.exportFile, { token, tenantId, params: { id } });

describe('export of all matching cards (a job)', () => {
  it('answers at once and exports every match in one Excel file, more than a page', async () => {
    const res = await start(w.tokens.user, { filters, kind: 'excel' });
    expect(res.statusCode).toBe(202);
    const done = await finished(w.tokens.user, res.json().id);
    expect(done).toMatchObject({ status: 'done', kind: 'excel', total: MATCHES, done: MATCHES });
    expect(done.filename).toMatch(/^Ausweise_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const kept = new Date(done.expires_at ?? 0).getTime() - new Date(done.created_at).getTime();
    expect(kept).toBe(86_400_000);
    const xlsx = await file(w.tokens.user, done.id);
    expect(xlsx.statusCode).toBe(200);
    const rows = await readWorkbook(xlsx.rawPayload);
    expect(rows).toHaveLength(MATCHES + 1);
    expect(rows.slice(1).every((r) => String(r[3]).startsWith(prefix))).toBe(true);
  });

  it('with photos: a zip of the list and the photos the cards have', async () => {
    const res = await start(w.tokens.admin, { filters, kind: 'images' });
    const done = await finished(w.tokens.admin, res.json().id);
    expect(done).toMatchObject({ status: 'done', total: MATCHES });
    const zip = await JSZip.loadAsync((await file(w.tokens.admin, done.id)).rawPayload);
    const names = Object.keys(zip.files);
    const photos = names.filter((n) => n.startsWith('bilder/'));
    expect(photos).toHaveLength(MATCHES / 2);
    // Named by the person (these cards have no number), unique by the card id.
    expect(photos.every((n) => new RegExp(`^bilder/${prefix}-\\d+_Max_\\d+\\.png$`).test(n))).toBe(true);
    expect(names.filter((n) => n.endsWith('.xlsx'))).toHaveLength(1);
  });

  it('by mail: the list goes to the user who started it', async () => {
    const res = await start(w.tokens.admin, { filters, kind: 'mail' });
    const done = await finished(w.tokens.admin, res.json().id);
    expect(done).toMatchObject({ status: 'done', filename: null });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, w.a.admin.email), like(mailOutbox.text, `%${MATCHES} Ausweisen%`)));
    expect(mail?.attachment_name).toMatch(/^Ausweise_.*\.xlsx$/);
  });

  it('is the starter’s alone: other users, other tenants and unknown ids get the same 404', async () => {
    const res = await start(w.tokens.admin, { filters, kind: 'excel' });
    const id = res.json().id as number;
    await finished(w.tokens.admin, id);
    for (const answer of [
      await run(w.tokens.user, id),
      await file(w.tokens.user, id),
      await run(w.tokens.otherAdmin, id, w.b.tenant.id),
      await file(w.tokens.otherAdmin, id, w.b.tenant.id),
      await run(w.tokens.admin, 999_999_999),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(CARD_EXPORT_TEXTS.unknown);
    }
    // Tenant B's Admin with the same filters exports B's cards: none match.
    const foreign = await start(w.tokens.otherAdmin, { filters, kind: 'excel' }, w.b.tenant.id);
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, CARD_EXPORT_TEXTS.nothing]);
  });

  it('refuses unknown filters, the archive for staff and bad kinds in German', async () => {
    const unknown = await start(w.tokens.admin, { filters: { gibtsnicht: 'x' }, kind: 'excel' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Unbekannter Filter: gibtsnicht']);
    expect((await start(w.tokens.admin, { filters, kind: 'excel', use_archive: true })).statusCode).toBe(403);
    expect((await start(w.tokens.admin, { filters, kind: 'pdf' })).statusCode).toBe(400);
    expect(
      (await callEndpoint(t.app, cards.exportAll, { body: { filters, kind: 'excel' } })).statusCode,
    ).toBe(401);
  });

  it('a match deleted before the job ran leaves only the rest in the file', async () => {
    const gone = `${prefix}-Weg`;
    const card = await newCard(w, t.db, { familyname: gone });
    const res = await start(w.tokens.admin, { filters: { familyname: gone }, kind: 'excel' });
    await t.db.delete(orders).where(eq(orders.id, card.id));
    const done = await finished(w.tokens.admin, res.json().id);
    // Either the job ran first (one card) or after the delete (nothing left, a German reason).
    if (done.status === 'failed') expect(done.error).toBe(CARD_EXPORT_TEXTS.nothing);
    else expect(done.total).toBe(1);
  });
});

describe('the audit trail', () => {
  it('the job records the ids it exported, as the user who started it', async () => {
    const res = await start(w.tokens.user, { filters, kind: 'excel' });
    const done = await finished(w.tokens.user, res.json().id);
    expect(done).toMatchObject({ status: 'done' });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, w.a.tenant.id), eq(auditEvents.action, 'cards.exported')));
    const mine = events.filter((e) => e.record_ids.length === MATCHES && e.user_id === w.a.user.id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine[0]).toMatchObject({ role: 'User', record: 'card', outcome: 'allowed' });
    expect(JSON.stringify(mine)).not.toContain(prefix);
  });
});
