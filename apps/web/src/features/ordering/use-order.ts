/**
 * The order page's state, put together from focused hooks: the saved order (use-saved-order.ts), the
 * form on the shared rules (use-order-form.ts), photo and signature (use-order-images.ts), the super
 * admin's flags (use-admin-flags.ts) and placing the order (use-order-submit.ts).
 */
import type { PaymentProvider, ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useState } from 'react';
import type { ActiveOrderLink } from './order-link';
import { siblingStart } from './sibling-order';
import { NO_FLAGS, useAdminFlags } from './use-admin-flags';
import { emptyOrderValues, useOrderForm } from './use-order-form';
import { useOrderImages } from './use-order-images';
import { useOrderSubmit } from './use-order-submit';
import { useSavedOrder } from './use-saved-order';

/**
 * The order page's state; `orderLink` is a personal order link that prefills the form and offers its
 * photo, unless the page comes back to an order of its own (stored order data).
 */
export function useOrder(info: ProductInfo, orderLink: ActiveOrderLink | null = null) {
  const saved = useSavedOrder(info);
  // The link counts until 'Neue Bestellung'; a restored order of the page's own comes first.
  const [link, setLink] = useState<ActiveOrderLink | null>(saved.restored ? null : orderLink);
  const images = useOrderImages(info, saved.restored, link);
  const { form, afterCheckbox } = useOrderForm(info, saved.restored, link);
  const admin = useAdminFlags();
  // A further child's order: the payment method chosen for the order before, offered first.
  const [sibling, setSibling] = useState<{ provider: PaymentProvider | null } | null>(null);
  const submission = useOrderSubmit({
    info,
    form,
    images,
    admin,
    saved,
    link,
    provider: sibling?.provider ?? null,
  });

  /** A new order from the given form values: photo, signature, stored data and payment buttons go. */
  function restart(values: ReturnType<typeof emptyOrderValues>) {
    saved.clear();
    form.reset(values);
    images.reset();
    admin.setFlags(NO_FLAGS);
    setLink(null);
  }

  /** 'Neue Bestellung': all fields empty. */
  function newOrder() {
    restart(emptyOrderValues(info));
    setSibling(null);
  }

  /** An order for a further child: the parent's e-mail, address, card choice and payment method stay. */
  function siblingOrder() {
    if (!saved.order) return;
    const start = siblingStart(emptyOrderValues(info), saved.order);
    restart(start.values);
    setSibling({ provider: start.provider });
  }

  return {
    saved,
    form,
    afterCheckbox,
    images,
    admin,
    submission,
    newOrder,
    siblingOrder,
    /** The form started as a further child's order (its note shows until this order is placed). */
    isSibling: sibling !== null,
    /** The personal order link in use, or null. */
    link,
    /** Fields the link fixes: shown read-only. */
    lockedFields: link?.prefill.read_only ?? [],
    /** The order is placed: its data can no longer change. */
    readOnly: saved.order !== null,
  };
}
