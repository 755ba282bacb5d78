/**
 * A form resolver whose zod schema loads at the form's first check (the first field left or the first
 * submit) rather than with the page: zod and the shared schemas are a good part of a public page's code.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<V extends FieldValues, C, O>(
  load: () => Promise<Resolver<V, C, O>>,
): Resolver<V, C, O> {
  let loaded: Promise<Resolver<V, C, O>> | null = null;
  return async (values, context, options) => {
    // A failed load (a chunk lost to a network drop or a new deployment) is tried again next time.
    loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    });
    return (await loaded)(values, context, options);
  };
}
