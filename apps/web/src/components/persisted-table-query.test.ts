import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restorePageState, usePersistedTableQuery } from './persisted-table-query';
import { defaultTableQuery } from './table-query';

const defaults = {
  query: { ...defaultTableQuery(), filters: { online_ready: true } },
  ui: { expanded: false, showImages: false },
};
const MIN = 60_000;

describe('remembered table state (filters expire, remembered per page)', () => {
  afterEach(() => localStorage.clear());

  it('starts from the defaults without (or with broken) stored state', () => {
    expect(restorePageState(null, defaults, 0)).toEqual(defaults);
    expect(restorePageState('{nope', defaults, 0)).toEqual(defaults);
  });

  it('keeps fresh filters, resets expired ones but keeps the view flags and page size', () => {
    const stored = JSON.stringify({
      query: { ...defaults.query, page: 3, count: 200, filters: { familyname: 'Mü' } },
      ui: { expanded: true, showImages: true },
      savedAt: 1000,
    });
    const fresh = restorePageState(stored, defaults, 1000 + 4 * MIN, 5);
    expect(fresh.query).toMatchObject({ page: 3, count: 200, filters: { familyname: 'Mü' } });
    const old = restorePageState(stored, defaults, 1000 + 6 * MIN, 5);
    expect(old.query).toMatchObject({ page: 1, count: 200, filters: { online_ready: true } });
    expect(old.ui).toEqual({ expanded: true, showImages: true });
  });

  it('hook: saves every change under the page key', () => {
    const { result, unmount } = renderHook(() =>
      usePersistedTableQuery('test', defaults.ui, { filters: defaults.query.filters }),
    );
    act(() => result.current.setUi({ expanded: true }));
    act(() => result.current.setQuery({ ...result.current.query, page: 2 }));
    unmount();
    const again = renderHook(() => usePersistedTableQuery('test', defaults.ui));
    expect(again.result.current.ui.expanded).toBe(true);
    expect(again.result.current.query.page).toBe(2);
    expect(again.result.current.query.filters).toEqual({ online_ready: true });
  });
});
