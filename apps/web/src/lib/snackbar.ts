/**
 * Toasts without notistack in the first load: toast.tsx queues here, and the toaster (Toaster.tsx, with
 * notistack) is loaded and mounted by the app at the first toast, then shows what was queued. Keys are
 * ours, so a toast can be closed (or dropped from the queue) before notistack is there.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  key: string;
  title: string;
  body: string;
  variant: ToastVariant;
  /** null: stays until closed. */
  autoHideMs: number | null;
  /** The toast is gone (closed by the user, timed out or closed by code). */
  onExited?: (key: string) => void;
}

/** What the mounted toaster offers. */
export interface ToasterApi {
  show(request: ToastRequest): void;
  /** Closes one toast, or all without a key. */
  close(key?: string): void;
}

let toaster: ToasterApi | null = null;
let queue: ToastRequest[] = [];
let wanted = false;
let counter = 0;
const listeners = new Set<() => void>();

/** Shows a toast (now, or once the toaster is loaded); returns its key. */
export function showToast(request: Omit<ToastRequest, 'key'> & { key?: string }): string {
  const full = { ...request, key: request.key ?? `toast-${++counter}` };
  if (toaster) {
    toaster.show(full);
  } else {
    queue.push(full);
    if (!wanted) {
      wanted = true;
      for (const l of listeners) l();
    }
  }
  return full.key;
}

/** Closes the toast with this key, or every toast without one. */
export function closeToast(key?: string): void {
  if (toaster) {
    toaster.close(key);
    return;
  }
  const dropped = key === undefined ? queue : queue.filter((t) => t.key === key);
  queue = key === undefined ? [] : queue.filter((t) => t.key !== key);
  for (const t of dropped) t.onExited?.(t.key);
}

/** Called by the mounted toaster: shows the queued toasts; the returned function detaches it. */
export function attachToaster(api: ToasterApi): () => void {
  toaster = api;
  const waiting = queue;
  queue = [];
  for (const t of waiting) api.show(t);
  return () => {
    if (toaster === api) toaster = null;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from the first toast on: the app then loads and mounts the toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
