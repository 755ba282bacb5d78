/** Error toasts close when the user goes to another page: they were about the page left. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeErrorToasts } from '../lib/error-toasts';

/** Grace for a toast raised by the navigation itself (a 401 redirecting to login keeps its message). */
export const NAVIGATION_GRACE_MS = 500;

export function CloseToastsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page change, on purpose
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeErrorToasts(Date.now() - NAVIGATION_GRACE_MS);
  }, [pathname]);
  return null;
}
