import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('groups by key, keeping the order of groups and items', () => {
    const orders = [
      { id: 1, tenant: 7 },
      { id: 2, tenant: 3 },
      { id: 3, tenant: 7 },
    ];
    expect([...groupBy(orders, (o) => o.tenant)]).toEqual([
      [7, [orders[0], orders[2]]],
      [3, [orders[1]]],
    ]);
    expect(groupBy([], (o: { tenant: number }) => o.tenant).size).toBe(0);
  });

  it('takes linear time: 200,000 items in one group stay fast', () => {
    const items = Array.from({ length: 200_000 }, (_, id) => ({ id, tenant: 1 }));
    const started = performance.now();
    expect(groupBy(items, (o) => o.tenant).get(1)).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
