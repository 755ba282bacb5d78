/**
 * place_order's server-side prices (docs/product.md#behaviour): by the card choice, free flags, payment_disabled and
 * tenant payment; nothing to pay confirms the order at once and sends the access mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder, type WorldOptions } from './ordering.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const choose = (online: boolean, hardcopy: boolean) => ({
  is_online: String(online),
  is_hardcopy: String(hardcopy),
});
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

async function order(opts: WorldOptions, online: boolean, hardcopy: boolean) {
  const w = await orderWorld(t.db, opts);
  const res = await placeGoodOrder(t, w, choose(online, hardcopy));
  const [row] = await t.db.select().from(orders).where(eq(orders.id, res.id));
  if (!row) throw new Error('order missing');
  return { w, res, row, mails: await mailsTo(row.email) };
}

describe('place_order prices', () => {
  it.each([
    [true, false, 490],
    [false, true, 990],
    [true, true, 1190],
  ])('online %s, hardcopy %s costs %i cents, to be paid', async (online, hardcopy, cents) => {
    const { res, row, mails } = await order({}, online, hardcopy);
    expect(res).toMatchObject({ price_to_pay: cents, is_payed: false, show_test_payment: true });
    expect(row).toMatchObject({ price: cents, status: 'new', is_payed: false, online_ready: false });
    expect(mails).toEqual([]);
  });

  it('never orders a card type the product does not offer', async () => {
    const { res, row } = await order({ product: { can_hardcopy: false } }, true, true);
    expect(res.price_to_pay).toBe(490);
    expect(row).toMatchObject({ is_online: true, is_hardcopy: false });
  });

  it.each([
    ['online_free', true, false],
    ['hardcopy_free', false, true],
    ['hardcopy_online_free', true, true],
  ] as const)(
    '%s makes that choice free: confirmed at once with the access mail',
    async (flag, online, hardcopy) => {
      const { res, row, mails } = await order({ product: { [flag]: true } }, online, hardcopy);
      expect(res).toMatchObject({
        price_to_pay: 0,
        is_payed: true,
        show_test_payment: false,
        show_stripe: false,
        pay_pal_client_id: null,
      });
      expect(row).toMatchObject({ price: 0, status: 'payed', is_payed: true, online_ready: online });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Vielen Dank für Ihre Bestellung');
    },
  );

  it('a free flag leaves the other choices priced', async () => {
    const { res } = await order({ product: { online_free: true } }, true, true);
    expect(res.price_to_pay).toBe(1190);
  });

  it('tenant payment: nothing to pay, the card price stays for the invoice run', async () => {
    const { res, row, mails } = await order({ product: { tenant_payee: true } }, true, true);
    expect(res).toMatchObject({ price_to_pay: 0, is_payed: true });
    expect(row).toMatchObject({
      price: 1190,
      tenant_payee: true,
      status: 'payed',
      is_payed: true,
      online_ready: true,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('die Kosten übernimmt');
  });

  it('payment_disabled: nothing to pay, confirmed at once', async () => {
    const { res, row, mails } = await order({ product: { payment_disabled: true } }, false, true);
    expect(res).toMatchObject({ price_to_pay: 0, is_payed: true });
    expect(row).toMatchObject({ price: 990, status: 'payed', online_ready: false });
    expect(mails).toHaveLength(1);
  });

  it('takes the currency from the base product', async () => {
    const { res, row } = await order({ base: { currency: 'CHF' } }, true, false);
    expect(res.currency).toBe('CHF');
    expect(row.currency).toBe('CHF');
  });
});
