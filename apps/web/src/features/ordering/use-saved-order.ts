/**
 * The order placed on this page, kept in the browser's storage: restored when the visitor comes back
 * from the payment provider (with the provider's outcome announced once), recorded when an order is
 * placed, and forgotten for a new order.
 */
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { showError, showSuccess } from '../../lib/toast';
import { confirmPaymentText } from './payment-text';
import {
  applyLoadOutcome,
  browserStorage,
  clearStoredOrder,
  hasPaymentButton,
  type LoadNotice,
  readStoredOrder,
  resolveOnLoad,
  type StoredOrder,
  writeStoredOrder,
} from './stored-order';

export function useSavedOrder(info: ProductInfo) {
  const t = useText();
  const { language } = useLanguage();
  const storage = browserStorage();
  // Read once per page load; applied in an effect (idempotent, so StrictMode's second run is harmless).
  const [initial] = useState(() =>
    resolveOnLoad(readStoredOrder(storage), info.tenant_short_code, info.product_short_code),
  );
  const [order, setOrder] = useState<StoredOrder | null>(initial.order);
  const [paymentOpen, setPaymentOpen] = useState(initial.paymentOpen);
  const [notice, setNotice] = useState<LoadNotice>(initial.notice);

  const announced = useRef(false);
  useEffect(() => {
    applyLoadOutcome(storage, initial);
    if (announced.current) return;
    announced.current = true;
    if (initial.notice === 'success') showSuccess(t('order.thanks'));
    if (initial.notice === 'failed') showError(t('order.failed'), t('order.errorTitle'));
    if (initial.notice === 'cancelled')
      showError(t('order.cancelled'), t('order.cancelledShort'), { autoHide: true });
  }, [storage, initial, t]);

  return {
    /** The order restored at page load (its form values, photo and signature start the page). */
    restored: initial.order,
    order,
    paymentOpen,
    notice,
    /** Keeps a placed order and opens its payment when something is to pay. */
    record(placed: StoredOrder) {
      writeStoredOrder(storage, placed);
      const open = placed.paid_status !== 'success' && hasPaymentButton(placed);
      setOrder(placed);
      setPaymentOpen(open);
      setNotice(null);
      const saved = t('order.saved');
      showSuccess(open ? `${saved}\n${confirmPaymentText(t, language, placed)}` : saved);
    },
    /** Forgets the order (stored data and payment buttons) for a new one. */
    clear() {
      clearStoredOrder(storage);
      setOrder(null);
      setPaymentOpen(false);
      setNotice(null);
    },
  };
}

export type SavedOrder = ReturnType<typeof useSavedOrder>;
