/**
 * After a mailed link (set password, set e-mail) the login keeps the address the user just confirmed:
 * it travels in the history state, never in the URL.
 */
import type { NavigateOptions } from 'react-router';

/** The navigate() arguments to the login page with the address filled in. */
export const loginWithEmail = (email: string | undefined): [string, NavigateOptions] => [
  '/login',
  { replace: true, state: email ? { email } : null },
];

/** The address a previous page handed to the login, or ''. */
export function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
