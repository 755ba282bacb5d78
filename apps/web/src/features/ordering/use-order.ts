/**
 * The order page's state, put together from focused hooks: the saved order (use-saved-order.ts), the
 * form on the shared rules (use-order-form.ts), photo and signature (use-order-images.ts), the super
 * admin's flags (use-admin-flags.ts) and placing the order (use-order-submit.ts).
 */
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useState } from 'react';
import type { ActiveOrderLink } from './order-link';
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
  const submission = useOrderSubmit({ info, form, images, admin, saved, link });

  /** 'Neue Bestellung': all fields, photo, signature, stored data and payment buttons. */
  function newOrder() {
    saved.clear();
    form.reset(emptyOrderValues(info));
    images.reset();
    admin.setFlags(NO_FLAGS);
    setLink(null);
  }

  return {
    saved,
    form,
    afterCheckbox,
    images,
    admin,
    submission,
    newOrder,
    /** The personal order link in use, or null. */
    link,
    /** Fields the link fixes: shown read-only. */
    lockedFields: link?.prefill.read_only ?? [],
    /** The order is placed: its data can no longer change. */
    readOnly: saved.order !== null,
  };
}
