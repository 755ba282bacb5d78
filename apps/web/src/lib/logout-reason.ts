/**
 * Why the user was logged out, for the login page to say: kept in session storage across
 * the logout's navigation, read once.
 */
const KEY = 'ausweisportal.logout-reason';

export const idleLogoutText = (minutes: number): string =>
  `Sie wurden nach ${minutes} Minuten ohne Aktivität abgemeldet.`;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The automatic logout (docs/product.md#screens route guard) after `minutes` without activity. */
export function rememberIdleLogout(minutes: number | null): void {
  try {
    storage()?.setItem(KEY, minutes && minutes > 0 ? idleLogoutText(minutes) : 'Sie wurden abgemeldet.');
  } catch {
    // No storage: the login page just does not say why.
  }
}

/** The remembered reason, if any (not removed: see clearLogoutReason). */
export function peekLogoutReason(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function clearLogoutReason(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // ignore
  }
}
