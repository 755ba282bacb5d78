import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canRunBulkAction, emptyBulkState, useBulkAction, withAction, withSelection } from './bulk-action';

describe('bulk action rules (list pages)', () => {
  it('runs only with an action and at least one row', () => {
    const none = emptyBulkState<'answer'>();
    expect(canRunBulkAction(none)).toBe(false);
    expect(canRunBulkAction(withAction(none, 'answer'))).toBe(false);
    expect(canRunBulkAction(withSelection(none, [1]))).toBe(false);
    expect(canRunBulkAction(withAction(withSelection(none, [1, 2]), 'answer'))).toBe(true);
  });

  it('drops the action when the selection becomes empty, keeps it otherwise', () => {
    const s = withAction(withSelection(emptyBulkState<'answer'>(), [1, 2]), 'answer');
    expect(withSelection(s, [2]).action).toBe('answer');
    expect(withSelection(s, [])).toEqual({ selection: [], action: null });
  });

  it('hook: select, choose, deselect all, clear', () => {
    const { result } = renderHook(() => useBulkAction<'answer'>());
    expect(result.current.canRun).toBe(false);
    act(() => result.current.setSelection([7, 8]));
    act(() => result.current.setAction('answer'));
    expect(result.current.canRun).toBe(true);
    act(() => result.current.setSelection([]));
    expect(result.current.action).toBeNull();
    expect(result.current.canRun).toBe(false);
    act(() => result.current.setSelection([9]));
    act(() => result.current.setAction('answer'));
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ selection: [], action: null, canRun: false });
  });

  it('hook setters are stable across renders', () => {
    const { result, rerender } = renderHook(() => useBulkAction<'answer'>());
    const { clear, setAction, setSelection } = result.current;
    act(() => result.current.setSelection([1]));
    rerender();
    expect(result.current.clear).toBe(clear);
    expect(result.current.setAction).toBe(setAction);
    expect(result.current.setSelection).toBe(setSelection);
  });
});
