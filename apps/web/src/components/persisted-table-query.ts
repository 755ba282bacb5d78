/**
 * A list page's table state kept in local storage (docs/product.md#behaviour 'Filters per page expire', #screens 'remembered per
 * page'): paging, sorting and filters plus page-specific view flags. Filters older than
 * FILTER_EXPIRY_MINUTES fall back to the page's defaults; view flags and page size stay.
 */
import { FILTER_EXPIRY_MINUTES } from '@ausweis/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { defaultTableQuery, type TableQuery, type TableVariant } from './table-query';

const STORAGE_PREFIX = 'ausweisportal.table.';

export interface PageState<U> {
  query: TableQuery;
  ui: U;
}

interface Stored<U> extends PageState<U> {
  savedAt: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The state to start with from what was stored (or nothing); pure, for tests. */
export function restorePageState<U extends object>(
  raw: string | null,
  defaults: PageState<U>,
  now: number,
  expiryMinutes = FILTER_EXPIRY_MINUTES,
): PageState<U> {
  let stored: Partial<Stored<U>>;
  try {
    stored = raw ? (JSON.parse(raw) as Partial<Stored<U>>) : {};
  } catch {
    stored = {};
  }
  const query = isObject(stored.query) ? { ...defaults.query, ...stored.query } : defaults.query;
  const ui = isObject(stored.ui) ? { ...defaults.ui, ...stored.ui } : defaults.ui;
  const age = now - (typeof stored.savedAt === 'number' ? stored.savedAt : 0);
  if (age > expiryMinutes * 60_000)
    return { query: { ...query, filters: defaults.query.filters, page: defaults.query.page }, ui };
  return { query, ui };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Table query and view flags of the list page `key`, saved on every change. `initial.filters` are the
 * page's default filters (what an expired or fresh page shows).
 */
export function usePersistedTableQuery<U extends object>(
  key: string,
  ui: U,
  initial: Partial<TableQuery> = {},
  variant: TableVariant = 'default',
) {
  const storageKey = STORAGE_PREFIX + key;
  const [state, setState] = useState<PageState<U>>(() =>
    restorePageState(
      storage()?.getItem(storageKey) ?? null,
      { query: { ...defaultTableQuery(variant), ...initial }, ui },
      Date.now(),
    ),
  );
  useEffect(() => {
    const stored: Stored<U> = { ...state, savedAt: Date.now() };
    try {
      storage()?.setItem(storageKey, JSON.stringify(stored));
    } catch {
      // A full or blocked storage only costs the remembered state.
    }
  }, [state, storageKey]);
  const setQuery = useCallback((query: TableQuery) => setState((s) => ({ ...s, query })), []);
  const setUi = useCallback(
    (patch: Partial<U>) => setState((s) => ({ ...s, ui: { ...s.ui, ...patch } })),
    [],
  );
  return { query: state.query, ui: state.ui, setQuery, setUi };
}
