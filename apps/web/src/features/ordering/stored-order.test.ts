import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyLoadOutcome,
  belongsTo,
  clearStoredOrder,
  orderPagePath,
  readStoredOrder,
  resolveOnLoad,
  STORED_ORDER_KEY,
  type StoredOrder,
  updateStoredStatus,
  writeStoredOrder,
} from './stored-order';

/** A Storage in memory; `quota` makes setItem throw above that many characters. */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => {
      map.delete(k);
    },
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

const order = (patch: Partial<StoredOrder> = {}): StoredOrder => ({
  ts: 'gymsee',
  pr: 'SA2026',
  order_id: 42,
  student_info: { forname: 'Anna', familyname: 'Muster', is_online: true },
  student_image: 'data:image/png;base64,AAAA',
  sign_file: null,
  paid_status: '',
  show_paypal: false,
  show_stripe: false,
  show_test_payment: true,
  price_to_pay: 490,
  is_payed: false,
  ...patch,
});

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe('stored order data', () => {
  it('round-trips and clears', () => {
    writeStoredOrder(storage, order());
    expect(readStoredOrder(storage)).toEqual(order());
    clearStoredOrder(storage);
    expect(readStoredOrder(storage)).toBeNull();
  });

  it('ignores garbage and unknown statuses', () => {
    storage.setItem(STORED_ORDER_KEY, '{not json');
    expect(readStoredOrder(storage)).toBeNull();
    storage.setItem(STORED_ORDER_KEY, JSON.stringify({ ts: 'a', pr: 'b', order_id: 'x' }));
    expect(readStoredOrder(storage)).toBeNull();
    storage.setItem(STORED_ORDER_KEY, JSON.stringify({ ...order(), paid_status: 'hacked' }));
    expect(readStoredOrder(storage)?.paid_status).toBe('');
  });

  it('drops photo and signature rather than the order when storage is full', () => {
    const small = memoryStorage(600);
    writeStoredOrder(small, order({ student_image: `data:image/png;base64,${'A'.repeat(2000)}` }));
    expect(readStoredOrder(small)).toMatchObject({ order_id: 42, student_image: null });
  });

  it('matches the order page codes case-insensitively', () => {
    expect(belongsTo(order(), 'GYMSEE', 'sa2026')).toBe(true);
    expect(belongsTo(order(), 'GYMSEE', 'LA2026')).toBe(false);
    expect(orderPagePath(order())).toBe('/s/gymsee/SA2026');
  });

  it('updates the status of the stored order only', () => {
    expect(updateStoredStatus(storage, 'success')).toBeNull();
    writeStoredOrder(storage, order());
    expect(updateStoredStatus(storage, 'success', { is_payed: true })).toMatchObject({
      paid_status: 'success',
      is_payed: true,
    });
    expect(readStoredOrder(storage)?.paid_status).toBe('success');
  });
});

/** Loads the order page: reads the stored data, resolves, applies. */
function load(ts: string, pr: string) {
  const outcome = resolveOnLoad(readStoredOrder(storage), ts, pr);
  applyLoadOutcome(storage, outcome);
  return outcome;
}

describe('order page load (paid status)', () => {
  it('without stored data, or for another product, shows an empty form and keeps the data', () => {
    expect(load('GYMSEE', 'SA2026')).toMatchObject({
      order: null,
      paymentOpen: false,
      notice: null,
    });
    writeStoredOrder(storage, order({ paid_status: 'success' }));
    expect(load('GYMSEE', 'LA2026').order).toBeNull();
    expect(readStoredOrder(storage)).not.toBeNull();
  });

  it('success: thanks, the order read-only, no payment buttons', () => {
    writeStoredOrder(storage, order({ paid_status: 'success', is_payed: true }));
    const r = load('GYMSEE', 'SA2026');
    expect(r).toMatchObject({ notice: 'success', paymentOpen: false });
    expect(r.order?.is_payed).toBe(true);
  });

  it('failed and cancelled: their message, the order and the payment buttons again', () => {
    for (const status of ['failed', 'cancelled'] as const) {
      writeStoredOrder(storage, order({ paid_status: status }));
      expect(load('GYMSEE', 'SA2026')).toMatchObject({
        notice: status,
        paymentOpen: true,
      });
    }
  });

  it('processing (back from the provider): restores the payment buttons and clears the status', () => {
    writeStoredOrder(storage, order({ paid_status: 'processing', show_stripe: true }));
    const r = load('GYMSEE', 'SA2026');
    expect(r).toMatchObject({ notice: null, paymentOpen: true });
    expect(r.order?.order_id).toBe(42);
    expect(readStoredOrder(storage)?.paid_status).toBe('');
  });

  it('an empty status (placed, not paid yet) survives a reload with its payment buttons', () => {
    writeStoredOrder(storage, order({ paid_status: '', show_test_payment: true }));
    const r = load('GYMSEE', 'SA2026');
    expect(r).toMatchObject({ notice: null, paymentOpen: true });
    expect(r.order?.order_id).toBe(42);
    // A second reload still finds it.
    expect(load('GYMSEE', 'SA2026').order?.order_id).toBe(42);
    expect(readStoredOrder(storage)).toMatchObject({ order_id: 42, paid_status: '' });
  });

  it('applying the outcome twice (a repeated effect) changes nothing more', () => {
    writeStoredOrder(storage, order({ paid_status: 'processing' }));
    const outcome = resolveOnLoad(readStoredOrder(storage), 'GYMSEE', 'SA2026');
    applyLoadOutcome(storage, outcome);
    applyLoadOutcome(storage, outcome);
    expect(readStoredOrder(storage)).toMatchObject({ order_id: 42, paid_status: '' });
  });

  it('a full cycle: placed -> processing -> provider result -> back on the order page', () => {
    writeStoredOrder(storage, order());
    updateStoredStatus(storage, 'processing');
    // The result page checked the server and found the order paid.
    updateStoredStatus(storage, 'success', { is_payed: true });
    const r = load('GYMSEE', 'SA2026');
    expect(r.notice).toBe('success');
    expect(r.order?.is_payed).toBe(true);
    // 'Neue Bestellung'
    clearStoredOrder(storage);
    expect(load('GYMSEE', 'SA2026').order).toBeNull();
  });
});
