/**
 * Which error toasts are open, by the call (or cause) that raised them: fixing the cause
 * closes its toast, and so does leaving the page. Kept apart from toast.tsx so that tests which fake the
 * toasts still get a working registry.
 */
import { closeToast } from './snackbar';

type SnackbarKey = string;

const byCall = new Map<string, SnackbarKey>();
/** Every open error toast with the time it was shown. */
const shown = new Map<SnackbarKey, number>();

function forgetCallOf(snackKey: SnackbarKey) {
  for (const [call, k] of byCall) if (k === snackKey) byCall.delete(call);
}

export function registerErrorToast(snackKey: SnackbarKey, callKey?: string, at = Date.now()): void {
  shown.set(snackKey, at);
  if (callKey) byCall.set(callKey, snackKey);
}

/** The toast went (closed by the user or timed out). */
export function forgetErrorToast(snackKey: SnackbarKey): void {
  shown.delete(snackKey);
  forgetCallOf(snackKey);
}

/** Closes the error toast of this call or cause, if one is open. */
export function closeErrorToast(callKey: string): void {
  const snackKey = byCall.get(callKey);
  if (snackKey === undefined) return;
  byCall.delete(callKey);
  shown.delete(snackKey);
  closeToast(snackKey);
}

/**
 * Closes the error toasts shown before `before` (on navigation: they belonged to the page the user
 * left). A toast raised together with the navigation (a 401 that sends the user to login) stays.
 */
export function closeErrorToasts(before = Date.now()): void {
  for (const [k, at] of shown) {
    if (at >= before) continue;
    shown.delete(k);
    forgetCallOf(k);
    closeToast(k);
  }
}
