import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the queue and the attached toaster are module state. */
async function freshSnackbar() {
  vi.resetModules();
  return import('./snackbar');
}

const toast = { title: '', body: 'Gespeichert.', variant: 'success' as const, autoHideMs: 2000 };

describe('toasts before the toaster is loaded', () => {
  it('queues toasts, asks the app for the toaster once, and shows the queue when it attaches', async () => {
    const s = await freshSnackbar();
    const { result } = renderHook(() => s.useToasterWanted());
    expect(result.current).toBe(false);
    let first = '';
    act(() => {
      first = s.showToast(toast);
      s.showToast({ ...toast, body: 'Noch einer.' });
    });
    expect(result.current).toBe(true);
    const show = vi.fn();
    s.attachToaster({ show, close: vi.fn() });
    expect(show.mock.calls.map(([t]) => t.body)).toEqual(['Gespeichert.', 'Noch einer.']);
    expect(show.mock.calls[0]?.[0].key).toBe(first);
    // From now on straight through.
    s.showToast({ ...toast, body: 'Direkt.' });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ body: 'Direkt.' }));
  });

  it('a toast closed before the toaster is there is dropped and counts as gone', async () => {
    const s = await freshSnackbar();
    const onExited = vi.fn();
    const key = s.showToast({ ...toast, variant: 'error', autoHideMs: null, onExited });
    s.showToast({ ...toast, body: 'Bleibt.' });
    s.closeToast(key);
    expect(onExited).toHaveBeenCalledWith(key);
    const show = vi.fn();
    s.attachToaster({ show, close: vi.fn() });
    expect(show.mock.calls.map(([t]) => t.body)).toEqual(['Bleibt.']);
  });

  it('closing all before the toaster is there empties the queue; afterwards the toaster closes', async () => {
    const s = await freshSnackbar();
    s.showToast(toast);
    s.closeToast();
    const show = vi.fn();
    const close = vi.fn();
    const detach = s.attachToaster({ show, close });
    expect(show).not.toHaveBeenCalled();
    s.closeToast('toast-9');
    expect(close).toHaveBeenCalledWith('toast-9');
    detach();
    s.showToast(toast);
    expect(show).not.toHaveBeenCalled();
  });

  it('keeps a key given by the caller', async () => {
    const s = await freshSnackbar();
    expect(s.showToast({ ...toast, key: 'eigener' })).toBe('eigener');
  });
});
