/** 'Export Bestellungen' under concurrency: two downloads of the same orders print and mark them once. */
import { exports } from '@ausweis/shared/contracts/exports';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

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

describe('POST export download, twice at once', () => {
  it('prints the orders in exactly one download and marks them once', async () => {
    const send = () => callEndpoint(t.app, exports.download, { token, body: { order_ids: ids } });
    const answers = await Promise.all([send(), send()]);
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(await pages(ok[0]?.rawPayload ?? Buffer.alloc(0))).toBe(2);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([[400, EXPORT_TEXTS.nothing]]);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['added_to_pdf', 'added_to_pdf']);
    expect(new Set(rows.map((r) => r.exported_at)).size).toBe(1);
  });
});
