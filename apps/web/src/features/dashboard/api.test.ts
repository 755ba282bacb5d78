import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestCardsQuery, latestOrdersQuery } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('dashboard lists', () => {
  it('ask only for confirmed (paid) cards and orders', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ data: [], pagination: { page: 1, count: 10, total: 0 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const run = (q: { queryFn?: unknown }) => (q.queryFn as () => Promise<unknown>)();
    await run(latestCardsQuery(7));
    await run(latestOrdersQuery());
    const bodies = fetchMock.mock.calls.map((c) =>
      JSON.parse(String((c as unknown[])[1] && ((c as unknown[])[1] as RequestInit).body)),
    );
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(b.filters).toEqual({ is_payed: true });
    // The dashboard needs no count.
    for (const b of bodies) expect(b.with_total).toBe(false);
  });
});
