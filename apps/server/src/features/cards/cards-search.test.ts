/** The card list's free-text search, product filter and 'läuft bald ab' (POST find, GET products). */
import { EXPIRES_SOON_DAYS } from '@ausweis/shared/constants';
import { cards } from '@ausweis/shared/contracts/cards';
import { germanIsoDate } from '@ausweis/shared/german-date';
import { addDays } from '@ausweis/shared/renewal';
import type { CardListFilters } from '@ausweis/shared/schemas/dashboard';
import { describe, expect, it } from 'vitest';
import { createCard, createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { cardsWorldForFile, newCard } from './cards.test-support';

const { t, w } = await cardsWorldForFile();

// A word no other test's card carries, so that the test counts only its own rows.
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

async function find(filters: CardListFilters, opts: { token?: string; tenantId?: number } = {}) {
  const res = await callEndpoint(t.app, cards.find, {
    token: opts.token ?? w.tokens.user,
    tenantId: opts.tenantId ?? w.a.tenant.id,
    body: { page: 1, count: 500, filters },
  });
  return res;
}
const idsOf = async (filters: CardListFilters, opts?: { token?: string; tenantId?: number }) => {
  const res = await find(filters, opts);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
};

describe('POST find: search', () => {
  it('finds a card by the start of name, first name, number, class or e-mail, any case', async () => {
    const name = unique('Müller');
    const card = await newCard(w, t.db, {
      familyname: name,
      forname: 'Anna-Lena',
      external_id: unique('GS0000'),
      external_department: '5a',
      email: `${name.toLowerCase()}@schule.example`,
    });
    const other = await newCard(w, t.db, { familyname: name, forname: 'Bernd', external_department: '6b' });
    expect(await idsOf({ search: name.toUpperCase() })).toEqual([card.id, other.id]);
    expect(await idsOf({ search: name.slice(0, -1) })).toEqual([card.id, other.id]);
    expect(await idsOf({ search: `anna ${name}` })).toEqual([card.id]);
    expect(await idsOf({ search: `${name}, 5A` })).toEqual([card.id]);
    expect(await idsOf({ search: `${name} 6b` })).toEqual([other.id]);
    expect(await idsOf({ search: card.external_id ?? '' })).toEqual([card.id]);
    expect(await idsOf({ search: `${name.toLowerCase()}@schule` })).toEqual([card.id]);
    expect(await idsOf({ search: `${name} ${card.id}` })).toEqual([card.id]);
    // "Begins with": a word inside a field does not match.
    expect(await idsOf({ search: name.slice(2) })).toEqual([]);
    expect(await idsOf({ search: `${name} 7c` })).toEqual([]);
  });

  it('treats LIKE wildcards as letters and ignores an empty search', async () => {
    const name = unique('Pro');
    const card = await newCard(w, t.db, { familyname: `${name}_zent%` });
    await newCard(w, t.db, { familyname: `${name}xzentx` });
    expect(await idsOf({ search: `${name}_zent%` })).toEqual([card.id]);
    const all = await find({ search: '  ' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.length).toBeGreaterThan(0);
  });

  it("never finds another tenant's card, by any field or by its id", async () => {
    const name = unique('Fremd');
    const foreign = await createCard(t.db, w.b.tenant.id, w.b.product.id, {
      familyname: name,
      external_id: name,
      email: `${name}@fremd.example`,
    });
    expect(await idsOf({ search: name })).toEqual([]);
    expect(await idsOf({ search: String(foreign.id) })).not.toContain(foreign.id);
    // Its own tenant finds it.
    expect(await idsOf({ search: name }, { token: w.tokens.otherAdmin, tenantId: w.b.tenant.id })).toEqual([
      foreign.id,
    ]);
  });

  it('refuses a search over 100 characters in German', async () => {
    const res = await find({ search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte geben Sie maximal 100 Zeichen an');
  });
});

describe('POST find: product and expiry filters', () => {
  it("lists the cards of one product; another tenant's product finds nothing", async () => {
    const product = await createTenantProduct(t.db, w.a.tenant.id);
    const name = unique('Produkt');
    const card = await newCard(w, t.db, { familyname: name, tenant_product_id: product.id });
    await newCard(w, t.db, { familyname: name });
    expect(await idsOf({ search: name, tenant_product_id: product.id })).toEqual([card.id]);
    expect(await idsOf({ tenant_product_id: w.b.product.id })).toEqual([]);
    const bad = await find({ tenant_product_id: 'abc' as unknown as number });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Bitte eine Zahl angeben');
  });

  it(`'läuft bald ab': valid until today to today + ${EXPIRES_SOON_DAYS} days, not expired, not later`, async () => {
    const today = germanIsoDate();
    const name = unique('Ablauf');
    const at = (days: number) =>
      newCard(w, t.db, {
        familyname: name,
        card_valid_from: '2020-08-01',
        card_valid_to: addDays(today, days),
      });
    const endsToday = await at(0);
    const endsLastDay = await at(EXPIRES_SOON_DAYS);
    await at(EXPIRES_SOON_DAYS + 1);
    await at(-1);
    expect(await idsOf({ search: name, expires_soon: true })).toEqual([endsToday.id, endsLastDay.id]);
    expect(await idsOf({ search: name, expires_soon: false })).toHaveLength(4);
  });
});

describe('GET products', () => {
  it("lists the selected tenant's products only, for staff; 401 anonymous, 404 another tenant", async () => {
    const res = await callEndpoint(t.app, cards.products, { token: w.tokens.user, tenantId: w.a.tenant.id });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number; product_short_code: string }[]).map((p) => p.id);
    expect(ids).toContain(w.a.product.id);
    expect(ids).not.toContain(w.b.product.id);
    expect((await callEndpoint(t.app, cards.products, { tenantId: w.a.tenant.id })).statusCode).toBe(401);
    const foreign = await callEndpoint(t.app, cards.products, {
      token: w.tokens.otherAdmin,
      tenantId: w.a.tenant.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
