import { describe, expect, it } from 'vitest';
import { addDays, type RenewalCard, renewalOffered, renewalState } from './renewal';

const today = '2026-05-04';
const card = (over: Partial<RenewalCard> = {}): RenewalCard => ({
  card_valid_to: addDays(today, 10),
  renewal_paid: false,
  is_test: false,
  is_delete: false,
  data_deleted_at: null,
  ...over,
});
const product = {
  days_before_renew: 30,
  card_valid_to: '2027-07-31',
  is_disabled: false,
  is_test: false,
  can_online: true,
  can_hardcopy: true,
};
const tenant = { no_auto_renew: false, is_test: false };
const state = (c: RenewalCard, p = product, tn = tenant) => renewalState(c, p, tn, today);

describe('renewal state of a card (card app)', () => {
  it('open in the last days_before_renew days, through the valid-to day', () => {
    for (const days of [0, 10, 30]) {
      expect(state(card({ card_valid_to: addDays(today, days) }))).toEqual({ kind: 'open' });
      expect(renewalOffered(card({ card_valid_to: addDays(today, days) }), product, tenant, today)).toBe(
        true,
      );
    }
  });

  it('soon, with the day it opens, while the card expires within 93 days', () => {
    expect(state(card({ card_valid_to: addDays(today, 31) }))).toEqual({ kind: 'soon', from: '2026-05-05' });
    expect(state(card({ card_valid_to: addDays(today, 93) }))).toEqual({
      kind: 'soon',
      from: addDays(today, 63),
    });
    expect(state(card({ card_valid_to: addDays(today, 94) }))).toBeNull();
    expect(renewalOffered(card({ card_valid_to: addDays(today, 31) }), product, tenant, today)).toBe(false);
  });

  it('ordered once a renewal is paid, whenever the card expires', () => {
    expect(state(card({ renewal_paid: true }))).toEqual({ kind: 'ordered' });
    expect(state(card({ renewal_paid: true, card_valid_to: addDays(today, 200) }))).toEqual({
      kind: 'ordered',
    });
    expect(renewalOffered(card({ renewal_paid: true }), product, tenant, today)).toBe(false);
  });

  it('nothing for deleted, wiped, test or expired cards, opted-out tenants and products without a newer card', () => {
    expect(state(card({ is_delete: true }))).toBeNull();
    expect(state(card({ data_deleted_at: '2026-05-01T00:00:00Z' }))).toBeNull();
    expect(state(card({ is_test: true, renewal_paid: true }))).toBeNull();
    expect(state(card({ card_valid_to: addDays(today, -1) }))).toBeNull();
    expect(state(card(), product, { ...tenant, no_auto_renew: true })).toBeNull();
    expect(state(card(), { ...product, card_valid_to: addDays(today, 10) })).toBeNull();
    expect(state(card({ card_valid_to: addDays(today, 40) }), { ...product, is_disabled: true })).toBeNull();
  });
});
