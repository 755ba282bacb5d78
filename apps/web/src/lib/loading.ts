/** Counts requests in flight for the admin loading overlay (docs/product.md#screens layout, #limits: off 200 ms after the last). */
import { useSyncExternalStore } from 'react';

let active = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function beginRequest(): () => void {
  active += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active -= 1;
    emit();
  };
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => active;

export const useActiveRequests = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
