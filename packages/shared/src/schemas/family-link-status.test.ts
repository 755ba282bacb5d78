/** The one status rule of a families' order link. */
import { describe, expect, it } from 'vitest';
import { type FamilyLinkFacts, familyLinkStatus, notOrdered } from './family-link-status';

const now = new Date('2026-03-10T10:00:00Z');
const link = (over: Partial<FamilyLinkFacts> = {}): FamilyLinkFacts => ({
  opened_at: null,
  order_id: null,
  paid: false,
  expires_at: '2026-04-01T21:59:59.999Z',
  ...over,
});

describe('familyLinkStatus', () => {
  it('sent, opened, ordered, paid in that order of facts', () => {
    expect(familyLinkStatus(link(), now)).toBe('sent');
    expect(familyLinkStatus(link({ opened_at: '2026-03-09T08:00:00Z' }), now)).toBe('opened');
    expect(familyLinkStatus(link({ opened_at: '2026-03-09T08:00:00Z', order_id: 7 }), now)).toBe('ordered');
    expect(familyLinkStatus(link({ order_id: 7, paid: true }), now)).toBe('paid');
  });

  it('expired once its last moment is past, unless it led to an order', () => {
    const past = { expires_at: '2026-03-10T10:00:00Z' };
    expect(familyLinkStatus(link(past), now)).toBe('expired');
    expect(familyLinkStatus(link({ ...past, opened_at: '2026-03-01T08:00:00Z' }), now)).toBe('expired');
    expect(familyLinkStatus(link({ ...past, order_id: 3 }), now)).toBe('ordered');
    expect(familyLinkStatus(link({ ...past, order_id: 3, paid: true }), now)).toBe('paid');
  });

  it('not ordered: sent, opened and expired links', () => {
    expect(['sent', 'opened', 'expired', 'ordered', 'paid'].filter((s) => notOrdered(s as never))).toEqual([
      'sent',
      'opened',
      'expired',
    ]);
  });
});
