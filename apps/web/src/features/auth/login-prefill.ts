/**
 * After a mailed link (set password, set e-mail) the login keeps the address the user just confirmed:
 * it travels in the history state, never in the URL.
 */
import type { NavigateOptions } from 'react-router';
import type { SignInStep } from './api';

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

/**
 * A sign-in that another page began (accepting a tenant invitation) and whose second step the login
 * page takes: the step travels in the history state as well.
 */
export const signInStepState = (step: SignInStep) => ({ signInStep: step });

/** The second step a previous page handed to the login, or null. */
export function carriedSignInStep(state: unknown): SignInStep | null {
  const step = (state as { signInStep?: unknown } | null)?.signInStep;
  return step && typeof step === 'object' && ('second_factor' in step || 'factor_setup' in step)
    ? (step as SignInStep)
    : null;
}
