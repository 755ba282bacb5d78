/** The audit trail of a class-list import: the cards each chunk created (and validated), as the confirming Admin. */
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { csv, HEADER, importWorld, photo, zipOf } from './class-imports.test-support';

const { t, w, start, settled, rows, confirm } = await importWorld();

it('records the created cards as imported and validated, without the pupils’ data', async () => {
  const stamp = Date.now().toString(36);
  const ids = ['1', '2'].map((n) => `Audit-${n}`);
  const zip = await zipOf(Object.fromEntries(ids.map((id) => [`${id}.png`, photo('astronaut.png')])));
  const list = ids.map((id, i) => [
    `Spurlos${i}`,
    'Kim',
    '04.03.2012',
    '7c',
    id,
    `spurlos${i}-${stamp}@test.example`,
  ]);
  const res = await start(
    {
      list_file: { name: 'k.csv', bytes: Buffer.from(csv([HEADER, ...list])) },
      photos_file: { name: 'f.zip', bytes: zip },
    },
    { choice: 'both' },
  );
  expect(res.statusCode).toBe(200);
  const preview = await settled(res.json().id);
  expect((await confirm(preview.id, { mode: 'tenant', validate: true, send_mails: false })).statusCode).toBe(
    200,
  );
  expect(await settled(preview.id)).toMatchObject({ status: 'done' });
  const created = (await rows(preview.id)).flatMap((r) => (r.order_id ? [r.order_id] : []));
  expect(created).toHaveLength(2);
  await t.app.auditTrailSettled();
  const events = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, w.a.tenant.id), arrayOverlaps(auditEvents.record_ids, created)))
    .orderBy(auditEvents.seq);
  expect(events.map((e) => e.action)).toEqual(['cards.imported', 'card.validated']);
  for (const e of events) {
    expect(e).toMatchObject({ user_id: w.a.admin.id, record: 'card', outcome: 'allowed' });
    expect([...e.record_ids].sort()).toEqual([...created].sort());
  }
  expect(JSON.stringify(events)).not.toMatch(/Spurlos|spurlos|2012/);
});
