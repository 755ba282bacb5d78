/**
 * A further child's order after an order on this page (no redundant entry, WCAG 2.2 3.3.7): the new form
 * keeps what belongs to the parent, the e-mail address and the address (student_city/student_street,
 * where the product asks for them), the card choice and the payment method chosen; the child's own
 * data, photo, signature and consent start empty.
 */
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import type { StoredOrder } from './stored-order';

const SIBLING_KEEPS = ['email', 'student_city', 'student_street', 'is_online', 'is_hardcopy'] as const;

/** What the form of the further child's order starts with, and the payment method to offer first. */
interface SiblingStart<V> {
  values: V;
  provider: PaymentProvider | null;
}

export function siblingStart<V extends Record<(typeof SIBLING_KEEPS)[number], string | boolean>>(
  empty: V,
  order: Pick<StoredOrder, 'student_info' | 'provider'>,
): SiblingStart<V> {
  const values = { ...empty };
  const target = values as Record<string, string | boolean>;
  for (const key of SIBLING_KEEPS) {
    const kept = order.student_info[key];
    if (typeof kept === typeof target[key]) target[key] = kept as string | boolean;
  }
  return { values, provider: order.provider ?? null };
}
