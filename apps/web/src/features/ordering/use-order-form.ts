/**
 * The order form on the shared rules: started from a saved order's values, else from a personal order
 * link's, checked on leaving a field; the card-type checkboxes check each other. Beside the student
 * info it holds the consent checkbox (ConsentField.tsx), required to order.
 */
import { emptyStudentInfo, type StudentInfoValues } from '@ausweis/shared/schemas/order-form';
import type { StudentInfo } from '@ausweis/shared/schemas/order-rules';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useMemo } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { type ActiveOrderLink, valuesWithLink } from './order-link';
import type { StoredOrder } from './stored-order';

/**
 * The form's resolver: the shared zod schema (order-rules), loaded at the first check (the first field
 * left, mode onTouched) rather than with the page: zod is a quarter of the order page's code.
 */
const lazyOrderResolver = (info: ProductInfo): Resolver<OrderFormValues, unknown, StudentInfo> =>
  lazyResolver(() => import('./order-resolver').then((m) => m.orderResolver(info)));

/** The form's values: the student info and the consent checkbox. */
export type OrderFormValues = StudentInfoValues & { consent: boolean };

export const emptyOrderValues = (
  info: Pick<ProductInfo, 'can_online' | 'can_hardcopy'>,
): OrderFormValues => ({
  ...emptyStudentInfo(info),
  consent: false,
});

export type OrderControl = Control<OrderFormValues, unknown, StudentInfo>;

/** The form's field names. */
export const FORM_KEYS = new Set<string>(
  Object.keys(emptyOrderValues({ can_online: true, can_hardcopy: true })),
);

/**
 * Stored form values back into form values (unknown keys dropped, types checked). A placed order comes
 * back with its consent ticked, as it was sent.
 */
function restoredValues(info: ProductInfo, stored: StoredOrder | null): OrderFormValues {
  const values = emptyOrderValues(info);
  if (!stored) return values;
  const target = values as unknown as Record<string, string | boolean>;
  for (const [k, v] of Object.entries(stored.student_info)) {
    if (FORM_KEYS.has(k) && typeof v === typeof target[k]) target[k] = v;
  }
  return values;
}

export function useOrderForm(info: ProductInfo, restored: StoredOrder | null, link: ActiveOrderLink | null) {
  const resolver = useMemo(() => lazyOrderResolver(info), [info]);
  const form = useForm<OrderFormValues, unknown, StudentInfo>({
    resolver,
    defaultValues: valuesWithLink(restoredValues(info, restored), link),
    mode: 'onTouched',
  });
  return {
    form,
    /** Revalidate after a checkbox change (the whole form once it was submitted). */
    afterCheckbox() {
      if (form.formState.isSubmitted) void form.trigger();
      else void form.trigger(['is_online', 'is_hardcopy']);
    },
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>['form'];
