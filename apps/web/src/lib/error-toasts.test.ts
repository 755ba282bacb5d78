import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeErrorToast, closeErrorToasts, forgetErrorToast, registerErrorToast } from './error-toasts';
import { closeToast as closeSnackbar } from './snackbar';

vi.mock('./snackbar', () => ({ closeToast: vi.fn() }));

beforeEach(() => vi.mocked(closeSnackbar).mockClear());

describe('error toasts', () => {
  it('navigation closes the toasts of the page left, not one raised with the navigation', () => {
    registerErrorToast('old', 'GET /a/x', 1000);
    registerErrorToast('new', undefined, 5000);
    closeErrorToasts(4500);
    expect(closeSnackbar).toHaveBeenCalledWith('old');
    expect(closeSnackbar).not.toHaveBeenCalledWith('new');
    // Already closed: fixing the cause later does nothing more.
    closeErrorToast('GET /a/x');
    expect(closeSnackbar).toHaveBeenCalledTimes(1);
    forgetErrorToast('new');
    closeErrorToasts(9999);
    expect(closeSnackbar).toHaveBeenCalledTimes(1);
  });

  it('fixing the cause closes that toast only', () => {
    registerErrorToast('a', 'POST /login');
    registerErrorToast('b', 'POST /other');
    closeErrorToast('POST /login');
    expect(vi.mocked(closeSnackbar).mock.calls).toEqual([['a']]);
  });
});
