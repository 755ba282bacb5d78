/**
 * The school's overview: each card count is what the card list shows under the tile's filters; the
 * families' links not ordered are counted for Admins only; each tenant sees its own counts.
 */
import { cards } from '@ausweis/shared/contracts/cards';
import { tenantOverview } from '@ausweis/shared/contracts/tenant-overview';
import { germanIsoDate } from '@ausweis/shared/german-date';
import { addDays } from '@ausweis/shared/renewal';
import { OVERVIEW_CARD_FILTERS, type TenantOverview } from '@ausweis/shared/schemas/tenant-overview';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classImports, orderLinks, tenantProducts } from '../../db/schema/index';
import { createCard } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { germanWeekStart } from './cards.service';
import { cardsWorldForFile, newCard } from './cards.test-support';

const { t, w } = await cardsWorldForFile();
const asAdmin = { token: w.tokens.admin, tenantId: w.a.tenant.id };

const overview = async (who = asAdmin) => {
  const res = await callEndpoint(t.app, tenantOverview.get, who);
  expect(res.statusCode).toBe(200);
  return res.json<TenantOverview>();
};

const listTotal = async (filters: object) =>
  (await callEndpoint(t.app, cards.find, { ...asAdmin, body: { filters, count: 1 } })).json().pagination
    .total as number;

async function openLink(expires: string, used = false) {
  const [imp] = await t.db
    .insert(classImports)
    .values({
      tenant_id: w.a.tenant.id,
      tenant_product_id: w.a.product.id,
      filename: 'k.csv',
      card_choice: 'online',
      status: 'done',
      mode: 'families',
    })
    .returning();
  await t.db.insert(orderLinks).values({
    tenant_id: w.a.tenant.id,
    tenant_product_id: w.a.product.id,
    token_hash: `${Math.random()}`,
    source: 'import',
    class_import_id: imp?.id,
    expires_at: expires,
    used_at: used ? new Date().toISOString() : null,
  });
  return imp?.id ?? 0;
}

describe('the school overview', () => {
  it('counts what the card list shows under each tile’s filters, and the open links', async () => {
    const before = await overview();
    const today = germanIsoDate();
    const paid = { is_payed: true, status: 'payed' as const };
    await newCard(w, t.db, { ...paid, validated: false });
    await newCard(w, t.db, { ...paid, validated: false, is_delete: true });
    await newCard(w, t.db, { ...paid, validated: true, card_valid_to: addDays(today, 30) });
    await newCard(w, t.db, { validated: false }); // not paid: no card yet
    await newCard(w, t.db, {
      ...paid,
      validated: true,
      created_at: new Date(Date.parse(`${germanWeekStart(today)}T00:00:00Z`) - 3 * 86_400_000).toISOString(),
    });
    await openLink(new Date(Date.now() + 86_400_000).toISOString());
    await openLink(new Date(Date.now() + 86_400_000).toISOString(), true);
    const newest = await openLink('2020-01-01T00:00:00Z');

    const after = await overview();
    expect(after.to_validate.total - before.to_validate.total).toBe(1);
    expect(after.expiring.total - before.expiring.total).toBe(1);
    expect(after.ordered_this_week.total - before.ordered_this_week.total).toBe(2);
    expect((after.links_not_ordered?.total ?? 0) - (before.links_not_ordered?.total ?? 0)).toBe(1);
    // The newest import with an open link (the expired one's import is newer, but has none).
    expect(after.links_import_id).toBe(newest - 2);
    for (const tile of ['to_validate', 'expiring', 'ordered_this_week'] as const)
      expect(after[tile].total, tile).toBe(await listTotal(OVERVIEW_CARD_FILTERS[tile]));
  });

  it('counts the photos waiting for review once a product reviews them', async () => {
    const quiet = await overview({ token: w.tokens.otherAdmin, tenantId: w.b.tenant.id });
    expect(quiet.photos_to_review).toBeNull();
    await t.db
      .update(tenantProducts)
      .set({ photo_review: true })
      .where(eq(tenantProducts.id, w.b.product.id));
    const none = await overview({ token: w.tokens.otherAdmin, tenantId: w.b.tenant.id });
    expect(none.photos_to_review).toEqual({ total: 0, exact: true });
    await createCard(t.db, w.b.tenant.id, w.b.product.id, { photo_review: 'pending' });
    await createCard(t.db, w.b.tenant.id, w.b.product.id, { photo_review: 'pending', is_delete: true });
    await createCard(t.db, w.b.tenant.id, w.b.product.id, { photo_review: 'accepted' });
    const one = await overview({ token: w.tokens.otherAdmin, tenantId: w.b.tenant.id });
    expect(one.photos_to_review).toEqual({ total: 1, exact: true });
  });

  it('answers each tenant its own counts; a plain User gets no link count; anonymous 401', async () => {
    const other = await overview({ token: w.tokens.otherAdmin, tenantId: w.b.tenant.id });
    expect(other).toMatchObject({ to_validate: { total: 0 }, links_not_ordered: { total: 0 } });
    const user = await overview({ token: w.tokens.user, tenantId: w.a.tenant.id });
    expect(user.links_not_ordered).toBeNull();
    expect(user.links_import_id).toBeNull();
    const foreign = await callEndpoint(t.app, tenantOverview.get, {
      token: w.tokens.otherAdmin,
      tenantId: w.a.tenant.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await callEndpoint(t.app, tenantOverview.get, {})).statusCode).toBe(401);
  });
});
