/**
 * The second-factor rule (docs/product.md#behaviour): who has a second factor uses it; who must have
 * one (super admins always; members of a tenant that requires it) and has none sets one up first; a
 * sign-in that already took two factors (a passkey with user verification, a provider's MFA) is done.
 */
export type NextSignInStep = 'session' | 'second_factor' | 'factor_setup';

export interface FactorStanding {
  /** The user has a second factor (a one-time-code app or a passkey). */
  hasFactor: boolean;
  /** The user must have one. */
  required: boolean;
  /** This sign-in already took two factors. */
  factorsDone: boolean;
}

export function nextSignInStep({ hasFactor, required, factorsDone }: FactorStanding): NextSignInStep {
  if (factorsDone) return 'session';
  if (hasFactor) return 'second_factor';
  return required ? 'factor_setup' : 'session';
}
