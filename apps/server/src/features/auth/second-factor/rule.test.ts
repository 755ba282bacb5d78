import { describe, expect, it } from 'vitest';
import { nextSignInStep } from './rule';

describe('the second-factor rule', () => {
  it.each([
    // hasFactor, required, factorsDone -> step
    [false, false, false, 'session'],
    [false, true, false, 'factor_setup'],
    [true, false, false, 'second_factor'],
    [true, true, false, 'second_factor'],
    [true, true, true, 'session'],
    [false, true, true, 'session'],
    [true, false, true, 'session'],
  ] as const)(
    'factor %s, required %s, two factors taken %s: %s',
    (hasFactor, required, factorsDone, step) => {
      expect(nextSignInStep({ hasFactor, required, factorsDone })).toBe(step);
    },
  );
});
