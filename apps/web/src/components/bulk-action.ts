/**
 * Row selection plus a bulk action of a list page (registrations, cards; docs/product.md#screens): the button needs an
 * action and at least one row, and the chosen action resets when the selection becomes empty.
 */
import type { GridRowId } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';

export interface BulkState<A extends string> {
  selection: GridRowId[];
  action: A | null;
}

export const emptyBulkState = <A extends string>(): BulkState<A> => ({ selection: [], action: null });

/** Whether 'Aktion durchführen' may run. */
export const canRunBulkAction = <A extends string>(s: BulkState<A>): boolean =>
  s.action !== null && s.selection.length > 0;

/** A new selection; an empty one also drops the action. */
export const withSelection = <A extends string>(
  s: BulkState<A>,
  ids: readonly GridRowId[],
): BulkState<A> => ({
  selection: [...ids],
  action: ids.length === 0 ? null : s.action,
});

export const withAction = <A extends string>(s: BulkState<A>, action: A | null): BulkState<A> => ({
  ...s,
  action,
});

/** The bulk state of one list page. */
export function useBulkAction<A extends string>() {
  const [state, setState] = useState<BulkState<A>>(emptyBulkState);
  // Stable setters, so pages can use them in effects and callbacks.
  const setters = useMemo(
    () => ({
      setSelection: (ids: readonly GridRowId[]) => setState((s) => withSelection(s, ids)),
      setAction: (action: A | null) => setState((s) => withAction(s, action)),
      /** After the action ran (or the rows changed): nothing selected, no action. */
      clear: () => setState(emptyBulkState<A>()),
    }),
    [],
  );
  return { ...state, canRun: canRunBulkAction(state), ...setters };
}
