/**
 * The chain check finds a tampered event and a broken checkpoint; retention deletes old events only and
 * the check still passes after it. On a database of its own: tampering and retention act on rows that
 * other test files' checks would see.
 */
import { audit } from '@ausweis/shared/contracts/audit';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendAuditEvents } from '../../db/audit-trail';
import { auditCheckpoints, auditEvents } from '../../db/schema/index';
import { loadCardKeys } from '../../platform/card-keys';
import { createFileStore } from '../../platform/file-store';
import { createTenantWithStaff } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runRetention } from '../retention/retention.service';
import { signCheckpoints } from './audit-checkpoints';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenantWithStaff>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, [], { isolated: true });
  world = await createTenantWithStaff(t.db);
  token = await loginAs(t.app, world.admin.email);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const keys = () => loadCardKeys({ dir: t.config.cardKeysDir });

async function writeViews(n: number) {
  const actor = { userId: world.admin.id, role: 'Admin', sessionId: null, ipPrefix: null, agent: null };
  for (let i = 0; i < n; i++)
    await t.db.transaction((tx) =>
      appendAuditEvents(tx, actor, [
        { tenantId: world.tenant.id, action: 'card.viewed', record: 'card', ids: [world.card.id] },
      ]),
    );
}

const chain = () =>
  t.db.select().from(auditEvents).where(eq(auditEvents.chain, world.tenant.id)).orderBy(asc(auditEvents.seq));

const verify = async () => {
  const res = await callEndpoint(t.app, audit.verify, { token, tenantId: world.tenant.id });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the chain check', () => {
  it('finds exactly the event whose action was changed, and one whose hash was', async () => {
    await writeViews(4);
    await signCheckpoints({ db: t.db, cardKeys: keys() }, new Date());
    expect(await verify()).toMatchObject({ ok: true, broken: null });
    const [, second, third] = await chain();
    if (!second || !third) throw new Error('no events');

    await t.db.update(auditEvents).set({ action: 'card.deleted' }).where(eq(auditEvents.id, second.id));
    const tampered = await verify();
    expect(tampered).toMatchObject({
      ok: false,
      broken: { chain: world.tenant.id, event_id: second.id, seq: second.seq },
    });
    expect(tampered.message).toBe(
      `Kette des Mandanten ${world.tenant.id} unterbrochen bei Ereignis ${second.id} (Nr. ${second.seq}): Inhalt verändert (Prüfsumme stimmt nicht).`,
    );
    await t.db.update(auditEvents).set({ action: second.action }).where(eq(auditEvents.id, second.id));

    await t.db
      .update(auditEvents)
      .set({ hash: 'f'.repeat(64) })
      .where(eq(auditEvents.id, third.id));
    expect(await verify()).toMatchObject({ ok: false, broken: { event_id: third.id, seq: third.seq } });
    await t.db.update(auditEvents).set({ hash: third.hash }).where(eq(auditEvents.id, third.id));
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('finds a checkpoint whose signature does not match', async () => {
    const [checkpoint] = await t.db
      .select()
      .from(auditCheckpoints)
      .where(eq(auditCheckpoints.chain, world.tenant.id));
    if (!checkpoint) throw new Error('no checkpoint');
    const where = and(eq(auditCheckpoints.chain, checkpoint.chain), eq(auditCheckpoints.seq, checkpoint.seq));
    await t.db
      .update(auditCheckpoints)
      .set({ hash: '0'.repeat(64) })
      .where(where);
    expect(await verify()).toMatchObject({ ok: false, broken: { event_id: null, seq: checkpoint.seq } });
    await t.db.update(auditCheckpoints).set({ hash: checkpoint.hash }).where(where);
    expect(await verify()).toMatchObject({ ok: true });
  });
});

describe('retention of the trail', () => {
  it('deletes events older than AUDIT_KEEP_DAYS only, and the chain still verifies', async () => {
    const now = new Date();
    // Three events written 400 days ago, then two today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now.getTime() - 400 * DAY) });
    try {
      await writeViews(3);
    } finally {
      vi.useRealTimers();
    }
    await writeViews(2);
    await signCheckpoints({ db: t.db, cardKeys: keys() }, new Date());
    const before = await chain();
    const old = before.filter((e) => new Date(e.at).getTime() < now.getTime() - 365 * DAY);
    expect(old).toHaveLength(3);
    const ctx = {
      db: t.db,
      files: createFileStore(t.config.filesDir),
      config: { printExportKeepDays: 14, auditKeepDays: 365 },
    };
    const counts = await runRetention(ctx, now);
    // Everything written before the old ones goes as well: the chain loses a prefix, never a middle.
    const left = await chain();
    expect(counts.auditEvents).toBe(before.length - left.length);
    expect(left.map((e) => e.id)).toEqual(
      before.filter((e) => !old.some((o) => o.seq >= e.seq)).map((e) => e.id),
    );
    expect(left).toHaveLength(2);
    expect(await verify()).toMatchObject({ ok: true, checked: 2 });
  });
});
