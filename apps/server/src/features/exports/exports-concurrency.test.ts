/** 'Export Bestellungen' under concurrency: two exports of the same orders print and mark them once. */
import { exports } from '@ausweis/shared/contracts/exports';
import { EXPORT_TEXTS, type PrintExport } from '@ausweis/shared/schemas/exports';
import { inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedExport } from './exports.test-support';

let t: TestApp;
let token: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  const tenant = await createTenant(t.db, { country_id: 'DE' });
  const product = await createTenantProduct(t.db, tenant.id);
  const paid = { is_hardcopy: true, is_payed: true, status: 'payed' as const, validated: true };
  ids = [
    (await createCard(t.db, tenant.id, product.id, paid)).id,
    (await createCard(t.db, tenant.id, product.id, paid)).id,
  ];
});
afterAll(() => t.close());

const pages = async (zip: Buffer) => {
  const files = await JSZip.loadAsync(zip);
  const pdf = Object.keys(files.files).find((n) => n.endsWith('.pdf'));
  const bytes = pdf ? await files.file(pdf)?.async('nodebuffer') : undefined;
  return (bytes?.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
};

describe('print export, started twice at the same moment', () => {
  it('prints the orders in exactly one file and marks them once', async () => {
    const send = () => callEndpoint(t.app, exports.start, { token, body: { order_ids: ids } });
    const started = await Promise.all([send(), send()]);
    expect(started.map((r) => r.statusCode)).toEqual([202, 202]);
    const runs = await Promise.all(
      started.map((r) => finishedExport(t.app, token, (r.json() as PrintExport).id)),
    );
    const done = runs.filter((r) => r.status === 'done');
    expect(done).toHaveLength(1);
    const file = await callEndpoint(t.app, exports.file, { token, params: { id: done[0]?.id ?? 0 } });
    // Two cards, front and back each.
    expect(await pages(file.rawPayload)).toBe(2 * 2);
    expect(runs.filter((r) => r.status === 'failed').map((r) => r.error)).toEqual([EXPORT_TEXTS.nothing]);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['added_to_pdf', 'added_to_pdf']);
    expect(new Set(rows.map((r) => r.exported_at)).size).toBe(1);
  });
});
