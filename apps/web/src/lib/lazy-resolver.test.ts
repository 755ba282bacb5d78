import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type V = { name: string };

describe('lazyResolver', () => {
  it('loads the rules again after a failed load (a dropped chunk), so the form still validates', async () => {
    const rules: Resolver<V> = async (values) => ({ values, errors: {} });
    let calls = 0;
    const resolver = lazyResolver<V, unknown, V>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
      return rules;
    });
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    await expect(resolver({ name: 'A' }, undefined, options)).rejects.toThrow();
    await expect(resolver({ name: 'A' }, undefined, options)).resolves.toEqual({
      values: { name: 'A' },
      errors: {},
    });
    expect(calls).toBe(2);
  });
});
