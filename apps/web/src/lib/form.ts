import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Adapts `register()` to an MUI TextField: the ref must reach the <input> (inputRef), not the root div,
 * or focusing (setFocus, focus on the first error) does nothing.
 */
export function muiField<N extends string>(registration: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
