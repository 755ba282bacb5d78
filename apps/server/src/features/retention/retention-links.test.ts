/**
 * Retention of personal order links (docs/product.md#retention), on a database of its own and a fixed clock: a link holds
 * a holder's data, so it goes when it expires, and with the card it was made from when that card's data
 * is deleted (here: the card expired and moved to the archive). A class-list import's link takes its own
 * photo with it; a renewal's photo is its card's and stays.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks, storedFiles } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrderLink } from '../ordering/public';
import { type RetentionContext, runRetention } from './retention.service';

const NOW = new Date('2021-06-15T10:00:00Z');

let t: TestApp;
let ctx: RetentionContext;
beforeAll(async () => {
  t = await createTestApp({}, [], { isolated: true });
  ctx = {
    db: t.db,
    files: createFileStore(t.config.filesDir),
    config: { printExportKeepDays: 14, auditKeepDays: 365 },
  };
});
afterAll(() => t.close());

describe('retention of order links', () => {
  it('deletes expired links and the links of cards whose data is deleted, keeps the others', async () => {
    const tenant = await createTenant(t.db);
    const product = await createTenantProduct(t.db, tenant.id);
    const valid = { card_valid_from: '2020-08-01', card_valid_to: '2021-07-31' };
    const liveCard = await createCard(t.db, tenant.id, product.id, valid);
    const expiredCard = await createCard(t.db, tenant.id, product.id, {
      ...valid,
      card_valid_to: '2021-06-14',
    });
    const link = (cardId: number | null, expires_at: string) =>
      createOrderLink(t.db, {
        tenant_id: tenant.id,
        tenant_product_id: product.id,
        source: 'renewal',
        card_order_id: cardId,
        values: { familyname: 'Muster' },
        expires_at,
      });
    await link(liveCard.id, '2021-08-01T00:00:00Z'); // kept
    await link(null, '2021-06-15T09:59:59Z'); // expired
    await link(expiredCard.id, '2021-08-01T00:00:00Z'); // its card's data goes
    const counts = await runRetention(ctx, NOW);
    expect(counts.orderLinks).toBe(1);
    expect(counts.archived).toBe(1);
    const left = await t.db
      .select({ card: orderLinks.card_order_id })
      .from(orderLinks)
      .where(eq(orderLinks.tenant_id, tenant.id));
    expect(left).toEqual([{ card: liveCard.id }]);
    expect(
      await t.db
        .select()
        .from(orderLinks)
        .where(inArray(orderLinks.card_order_id, [expiredCard.id])),
    ).toEqual([]);
  });

  it("deletes an expired import link's own photo, not a renewal link's", async () => {
    const tenant = await createTenant(t.db);
    const product = await createTenantProduct(t.db, tenant.id);
    const photo = () =>
      storeFile(t.db, ctx.files, {
        kind: 'student_photo',
        tenantId: tenant.id,
        bytes: Buffer.from('photo'),
        mime: 'image/png',
        extension: 'png',
      });
    const [own, cards] = [await photo(), await photo()];
    for (const [source, photo_file_id] of [
      ['import', own],
      ['renewal', cards],
    ] as const)
      await createOrderLink(t.db, {
        tenant_id: tenant.id,
        tenant_product_id: product.id,
        source,
        values: { familyname: 'Muster' },
        photo_file_id,
        expires_at: '2021-06-15T09:00:00Z',
      });
    const counts = await runRetention(ctx, NOW);
    expect(counts.orderLinks).toBe(2);
    const files = await t.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [own, cards]));
    expect(files).toEqual([{ id: cards }]);
  });
});
