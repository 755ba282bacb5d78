import { cards } from '@ausweis/shared/contracts/cards';
import { orders } from '@ausweis/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { latestCardsQuery, latestOrdersQuery } from './api';

describe('dashboard lists', () => {
  it('ask only for confirmed (paid) cards and orders', async () => {
    const empty = { data: [], pagination: { page: 1, count: 10, total: 0, total_exact: true } };
    const cardCalls = serve(cards.find, empty);
    const orderCalls = serve(orders.find, empty);
    const run = (q: { queryFn?: unknown }) => (q.queryFn as () => Promise<unknown>)();
    await run(latestCardsQuery(7));
    await run(latestOrdersQuery());
    const bodies = [...cardCalls, ...orderCalls].map((call) => call.body);
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b?.filters).toEqual({ is_payed: true });
    // The dashboard needs no count.
    for (const b of bodies) expect(b?.with_total).toBe(false);
  });
});
