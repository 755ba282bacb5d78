/** Toasts per docs/product.md#limits: success 2000 ms; errors stay until closed (3000 ms when flagged); body 500, title 100. */
import { TOAST_ERROR_FLAGGED_MS, TOAST_SUCCESS_MS } from '@ausweis/shared/constants';
import { closeErrorToast, forgetErrorToast, registerErrorToast } from './error-toasts';
import { showToast } from './snackbar';

/** Green toast, gone after 2 s. The title defaults to none (docs/product.md#messages lists titles per message). */
export function showSuccess(body: string, title = ''): void {
  showToast({ title, body, variant: 'success', autoHideMs: TOAST_SUCCESS_MS });
}

/**
 * Red toast titled 'Fehler' by default; stays until closed unless `autoHide` is flagged. With a `key`
 * (the API call), a repeated failure replaces the toast instead of stacking, and closeErrorToast(key)
 * closes it once the cause is fixed.
 */
export function showError(
  body: string,
  title = 'Fehler',
  options: { autoHide?: boolean; key?: string } = {},
): void {
  if (options.key) closeErrorToast(options.key);
  const snackKey = showToast({
    title,
    body,
    variant: 'error',
    autoHideMs: options.autoHide ? TOAST_ERROR_FLAGGED_MS : null,
    onExited: forgetErrorToast,
  });
  registerErrorToast(snackKey, options.key);
}
