/**
 * The trail's readers over HTTP: who may read which trail (401, 403 for a plain User, 404 for another
 * tenant's card), the filters, keyset paging, super admins across tenants, the CSV and Excel files.
 */
import { audit } from '@ausweis/shared/contracts/audit';
import type { Endpoint } from '@ausweis/shared/endpoint';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { describe, expect, it } from 'vitest';
import { type AuditEntry, appendAuditEvents } from '../../db/audit-trail';
import { readWorkbook } from '../../platform/excel.test-support';
import { createUser } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { archivedCard, cardsWorldForFile, newCard } from '../cards/cards.test-support';

const { t, w } = await cardsWorldForFile();

const adminA = { token: w.tokens.admin, tenantId: w.a.tenant.id };
const actorOf = (userId: number, role: string) => ({
  userId,
  role,
  sessionId: null,
  ipPrefix: '10.1.2.0/24',
  agent: 'Firefox unter Linux',
});

/** Writes events of one actor into the trail. */
const write = (actor: ReturnType<typeof actorOf>, entries: AuditEntry[]) =>
  t.db.transaction((tx) => appendAuditEvents(tx, actor, entries));

const viewed = (tenantId: number, id: number): AuditEntry => ({
  tenantId,
  action: 'card.viewed',
  record: 'card',
  ids: [id],
});

describe('who reads the trail', () => {
  const tenantEndpoints: Endpoint[] = [audit.find, audit.export, audit.verify];
  const platformEndpoints: Endpoint[] = [audit.findAll, audit.exportAll, audit.verifyAll];
  const query = (e: Endpoint) =>
    e === audit.export || e === audit.exportAll ? { format: 'csv' } : undefined;

  it.each([...tenantEndpoints, ...platformEndpoints, audit.cardHistory])(
    '$name: 401 without sign-in',
    async (e) => {
      const res = await callEndpoint(t.app, e, { params: { id: w.a.card.id }, query: query(e) });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each([...tenantEndpoints, audit.cardHistory])('$name: 403 for a plain User', async (e) => {
    const res = await callEndpoint(t.app, e, {
      token: w.tokens.user,
      tenantId: w.a.tenant.id,
      params: { id: w.a.card.id },
      query: query(e),
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(platformEndpoints)('$name: 403 for a tenant Admin and a User', async (e) => {
    for (const token of [w.tokens.admin, w.tokens.user]) {
      const res = await callEndpoint(t.app, e, { token, tenantId: w.a.tenant.id, query: query(e) });
      expect(res.statusCode).toBe(403);
    }
  });

  it("answers a person filter naming someone the tenant's trail does not know with the German 404", async () => {
    const unknownId = 2_000_000_000;
    for (const e of [audit.find, audit.export])
      for (const user_id of [w.b.admin.id, unknownId]) {
        const res = await callEndpoint(t.app, e, { ...adminA, query: { ...query(e), user_id } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(expect.objectContaining({ message: 'Benutzer nicht gefunden.' }));
        // A plain User learns nothing either.
        const user = { token: w.tokens.user, tenantId: w.a.tenant.id, query: { ...query(e), user_id } };
        expect((await callEndpoint(t.app, e, user)).statusCode).toBe(403);
      }
    // A super admin in tenant A likewise; across tenants they may name anyone.
    const sa = { token: w.tokens.superAdmin, query: { user_id: w.b.admin.id } };
    expect((await callEndpoint(t.app, audit.findAll, { ...sa, tenantId: w.a.tenant.id })).statusCode).toBe(
      404,
    );
    expect((await callEndpoint(t.app, audit.findAll, sa)).statusCode).toBe(200);
  });

  it('filters by a former member whose events the trail still holds', async () => {
    const left = await createUser(t.db);
    await write(actorOf(left.id, 'User'), [viewed(w.a.tenant.id, w.a.card.id)]);
    const res = await callEndpoint(t.app, audit.find, { ...adminA, query: { user_id: left.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ user_id: left.id, action: 'card.viewed' })]);
    const file = await callEndpoint(t.app, audit.export, {
      ...adminA,
      query: { format: 'csv', user_id: left.id },
    });
    expect(file.statusCode).toBe(200);
  });

  it("answers another tenant's card with the German 404", async () => {
    const res = await callEndpoint(t.app, audit.cardHistory, { ...adminA, params: { id: w.b.card.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CARD_TEXTS.notFound });
  });
});

describe('the list', () => {
  it("shows only the tenant's events, filtered by person, action, card and day", async () => {
    const card = await newCard(w, t.db);
    await write(actorOf(w.a.admin.id, 'Admin'), [
      viewed(w.a.tenant.id, card.id),
      {
        tenantId: w.a.tenant.id,
        action: 'card.changed',
        record: 'card',
        ids: [card.id],
        fields: ['familyname'],
      },
    ]);
    await write(actorOf(w.a.user.id, 'User'), [viewed(w.a.tenant.id, card.id)]);
    await write(actorOf(w.b.admin.id, 'Admin'), [viewed(w.b.tenant.id, w.b.card.id)]);
    const find = async (query: Record<string, string | number>) => {
      const res = await callEndpoint(t.app, audit.find, { ...adminA, query });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        action: string;
        user_id: number;
        person: string;
        chain: number;
        fields: string[];
        outcome: string;
      }[];
    };
    const ofCard = await find({ card_id: card.id });
    expect(ofCard.map((e) => e.action)).toEqual(['card.viewed', 'card.changed', 'card.viewed']);
    expect(ofCard[1]).toMatchObject({
      fields: ['familyname'],
      person: expect.any(String),
      user_id: w.a.admin.id,
    });
    expect(await find({ card_id: card.id, action: 'card.changed' })).toHaveLength(1);
    expect((await find({ card_id: card.id, user_id: w.a.user.id })).map((e) => e.user_id)).toEqual([
      w.a.user.id,
    ]);
    expect((await find({ count: 200 })).every((e) => e.chain === w.a.tenant.id)).toBe(true);
    // Another tenant's card appears only as the Admin's refused look at it (their own trail).
    expect((await find({ card_id: w.b.card.id })).every((e) => e.outcome === 'refused')).toBe(true);
    expect(await find({ card_id: card.id, date_from: '2099-01-01' })).toEqual([]);
    expect(await find({ card_id: card.id, date_to: '2020-01-01' })).toEqual([]);
  });

  it('pages by position without repeats or gaps', async () => {
    const card = await newCard(w, t.db);
    for (let i = 0; i < 5; i++) await write(actorOf(w.a.admin.id, 'Admin'), [viewed(w.a.tenant.id, card.id)]);
    const ids: number[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    do {
      const res = await callEndpoint(t.app, audit.find, {
        ...adminA,
        query: { card_id: card.id, count: 2, ...(before ? { before } : {}) },
      });
      const page = res.json() as { data: { id: number }[]; next: string | null };
      sizes.push(page.data.length);
      ids.push(...page.data.map((e) => e.id));
      before = page.next ?? undefined;
    } while (before);
    expect(sizes).toEqual([2, 2, 1]);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(5);
  });

  it("lists a card's history for its tenant's Admin", async () => {
    const card = await newCard(w, t.db);
    await write(actorOf(w.a.admin.id, 'Admin'), [
      { tenantId: w.a.tenant.id, action: 'card.validated', record: 'card', ids: [card.id] },
    ]);
    const res = await callEndpoint(t.app, audit.cardHistory, { ...adminA, params: { id: card.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { action: string }) => e.action)).toContain('card.validated');
  });

  it("lists an archived card's history with from_archive; another tenant's archived card is a 404", async () => {
    const card = await archivedCard(w, t.db);
    await write(actorOf(w.a.admin.id, 'Admin'), [
      { tenantId: w.a.tenant.id, action: 'card.validated', record: 'card', ids: [card.id] },
    ]);
    const history = (token: string, tenantId: number, fromArchive: boolean) =>
      callEndpoint(t.app, audit.cardHistory, {
        token,
        tenantId,
        params: { id: card.id },
        query: { from_archive: fromArchive },
      });
    const res = await history(w.tokens.superAdmin, w.a.tenant.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { action: string }) => e.action)).toContain('card.validated');
    // Not a live card; and not another tenant's.
    expect((await history(w.tokens.superAdmin, w.a.tenant.id, false)).statusCode).toBe(404);
    expect((await history(w.tokens.superAdmin, w.b.tenant.id, true)).statusCode).toBe(404);
  });

  it("shows a super admin every tenant's trail, or the selected tenant's", async () => {
    // The super admin's own events: other test files write to the same database at the same time.
    await write(actorOf(w.sa.id, 'SuperAdmin'), [
      viewed(w.a.tenant.id, w.a.card.id),
      viewed(w.b.tenant.id, w.b.card.id),
      { tenantId: null, action: 'sign_in.succeeded' },
    ]);
    const chainsOf = async (tenantId?: number) => {
      const res = await callEndpoint(t.app, audit.findAll, {
        token: w.tokens.superAdmin,
        tenantId,
        query: { user_id: w.sa.id, count: 200 },
      });
      expect(res.statusCode).toBe(200);
      const chains: number[] = res.json().data.map((e: { chain: number }) => e.chain);
      return [...new Set(chains)].sort((x, y) => x - y);
    };
    expect(await chainsOf()).toEqual([0, w.a.tenant.id, w.b.tenant.id].sort((x, y) => x - y));
    expect(await chainsOf(w.b.tenant.id)).toEqual([w.b.tenant.id]);
    const tenantView = await callEndpoint(t.app, audit.find, {
      token: w.tokens.superAdmin,
      tenantId: w.a.tenant.id,
    });
    expect(tenantView.statusCode).toBe(200);
  });
});

describe('the export', () => {
  it('gives the filtered events as CSV and as Excel, with German names', async () => {
    const card = await newCard(w, t.db);
    await write(actorOf(w.a.admin.id, 'Admin'), [
      {
        tenantId: w.a.tenant.id,
        action: 'card.changed',
        record: 'card',
        ids: [card.id],
        fields: ['familyname', 'is_payed'],
      },
    ]);
    const csv = await callEndpoint(t.app, audit.export, {
      ...adminA,
      query: { format: 'csv', card_id: card.id },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Zeit;Mandant;Person;Rolle;Aktion;Datensatz;IDs;Felder;Netz;Browser;Ergebnis');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d;/);
    expect(lines[1]).toContain(';Administrator;Ausweis geändert;Ausweis;');
    expect(lines[1]).toContain('Bezahlt');
    expect(lines[1]).toContain(';10.1.2.0/24;Firefox unter Linux;erlaubt');

    const xlsx = await callEndpoint(t.app, audit.export, {
      ...adminA,
      query: { format: 'xlsx', card_id: card.id },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await readWorkbook(xlsx.rawPayload);
    expect(rows[0]?.[4]).toBe('Aktion');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[4]).toBe('Ausweis geändert');
    expect(rows[1]?.[6]).toBe(String(card.id));
  });
});

describe('the check', () => {
  it("reports the tenant's chain as unchanged", async () => {
    await write(actorOf(w.a.admin.id, 'Admin'), [viewed(w.a.tenant.id, w.a.card.id)]);
    const res = await callEndpoint(t.app, audit.verify, adminA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      chains: 1,
      broken: null,
      message: expect.stringMatching(/^Protokoll unverändert/),
    });
  });
});
