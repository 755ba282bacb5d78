/**
 * Stored order data (docs/product.md#fields, #behaviour): what the order page keeps in local storage across the redirect to
 * the payment provider and back, and what happens with it when a page loads. Pure functions on a
 * Storage, so the state machine is testable without a browser.
 */
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';

export const STORED_ORDER_KEY = 'ausweisportal.order';

/** docs/product.md#behaviour paid status. '' = order placed, no checkout started. */
export type PaidStatus = '' | 'success' | 'failed' | 'cancelled' | 'processing';
const STORED_STATUSES: readonly PaidStatus[] = ['', 'success', 'failed', 'cancelled', 'processing'];
/** The providers a stored order may name (without the zod schemas of ordering.ts: the page's first load). */
const PROVIDERS: readonly PaymentProvider[] = ['stripe', 'paypal', 'test'];

export interface StoredOrder {
  /** Tenant and product code of the order page (as in its URL). */
  ts: string;
  pr: string;
  order_id: number;
  /** The form values as entered (strings and booleans). */
  student_info: Record<string, string | boolean>;
  /** The accepted photo and the confirmed signature as data URLs. */
  student_image: string | null;
  sign_file: string | null;
  paid_status: PaidStatus;
  show_paypal: boolean;
  show_stripe: boolean;
  show_test_payment: boolean;
  /** Cents, as the server computed. */
  price_to_pay: number;
  /** The server said the order is paid (checked on the result page, or nothing to pay). */
  is_payed: boolean;
  /** place_order's order_secret: get_order_payed, create_payment and cancel_order need it. */
  order_secret?: string;
  /**
   * The payment method chosen: the checkout button clicked last; for a further child's order, the one
   * chosen for the order before it (sibling-order.ts).
   */
  provider?: PaymentProvider;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stored order, or null when there is none or it is unreadable. */
export function readStoredOrder(storage: Storage | null): StoredOrder | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORED_ORDER_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || typeof v.ts !== 'string' || typeof v.pr !== 'string') return null;
    if (typeof v.order_id !== 'number' || !Number.isInteger(v.order_id)) return null;
    const status = STORED_STATUSES.includes(v.paid_status as PaidStatus) ? (v.paid_status as PaidStatus) : '';
    return {
      ts: v.ts,
      pr: v.pr,
      order_id: v.order_id,
      student_info: isRecord(v.student_info) ? (v.student_info as StoredOrder['student_info']) : {},
      student_image: typeof v.student_image === 'string' ? v.student_image : null,
      sign_file: typeof v.sign_file === 'string' ? v.sign_file : null,
      paid_status: status,
      show_paypal: v.show_paypal === true,
      show_stripe: v.show_stripe === true,
      show_test_payment: v.show_test_payment === true,
      price_to_pay: typeof v.price_to_pay === 'number' ? v.price_to_pay : 0,
      is_payed: v.is_payed === true,
      ...(typeof v.order_secret === 'string' ? { order_secret: v.order_secret } : {}),
      ...(PROVIDERS.includes(v.provider as PaymentProvider)
        ? { provider: v.provider as PaymentProvider }
        : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Stores the order. When the photo does not fit (storage quota), it is stored without the photo and
 * signature rather than not at all: the payment result still finds its way back.
 */
export function writeStoredOrder(storage: Storage | null, order: StoredOrder): void {
  if (!storage) return;
  try {
    storage.setItem(STORED_ORDER_KEY, JSON.stringify(order));
  } catch {
    try {
      storage.setItem(STORED_ORDER_KEY, JSON.stringify({ ...order, student_image: null, sign_file: null }));
    } catch {
      // Private mode without storage: the order page still works, only the return loses its data.
    }
  }
}

export function clearStoredOrder(storage: Storage | null): void {
  try {
    storage?.removeItem(STORED_ORDER_KEY);
  } catch {
    // ignore
  }
}

/** Sets the paid status (and optionally the paid flag or the chosen provider) of the stored order, if there is one. */
export function updateStoredStatus(
  storage: Storage | null,
  status: PaidStatus,
  patch: Partial<Pick<StoredOrder, 'is_payed' | 'provider'>> = {},
): StoredOrder | null {
  const order = readStoredOrder(storage);
  if (!order) return null;
  const next = { ...order, ...patch, paid_status: status };
  writeStoredOrder(storage, next);
  return next;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the stored order belongs to this order page (codes match case-insensitively, like the server). */
export const belongsTo = (order: StoredOrder, ts: string, pr: string): boolean =>
  sameCode(order.ts, ts) && sameCode(order.pr, pr);

export type LoadNotice = 'success' | 'failed' | 'cancelled' | null;

export interface LoadOutcome {
  /** The order to show read-only, or null for an empty form. */
  order: StoredOrder | null;
  /** Whether the payment buttons show. */
  paymentOpen: boolean;
  /** The toast to show once. */
  notice: LoadNotice;
  /** What to do with the stored data: keep it, replace it, or clear it (null). */
  store: 'keep' | StoredOrder | null;
}

/**
 * What the order page does with the stored data when it loads (docs/product.md#behaviour): success shows the thanks
 * and the order; failed and cancelled show their message and the order with the payment buttons, so
 * the visitor can try again; processing (back from the provider without a result) restores the
 * payment buttons and clears the status. An empty status (placed, no checkout started yet) shows the
 * order with its payment buttons too: a reload, a closed tab or the back button must not throw a
 * placed, unpaid order away; only paying, cancelling or 'Neue Bestellung' ends it. Pure:
 * the caller applies `store` (idempotent, so a repeated effect does no harm).
 */
export function resolveOnLoad(stored: StoredOrder | null, ts: string, pr: string): LoadOutcome {
  if (!stored || !belongsTo(stored, ts, pr))
    return { order: null, paymentOpen: false, notice: null, store: 'keep' };
  switch (stored.paid_status) {
    case 'success':
      return { order: stored, paymentOpen: false, notice: 'success', store: 'keep' };
    case 'failed':
    case 'cancelled':
      return {
        order: stored,
        paymentOpen: hasPaymentButton(stored),
        notice: stored.paid_status,
        store: 'keep',
      };
    case 'processing': {
      const next = { ...stored, paid_status: '' as const };
      return { order: next, paymentOpen: hasPaymentButton(next), notice: null, store: next };
    }
    default:
      return { order: stored, paymentOpen: hasPaymentButton(stored), notice: null, store: 'keep' };
  }
}

/** Applies a LoadOutcome's `store` to the storage. */
export function applyLoadOutcome(storage: Storage | null, outcome: Pick<LoadOutcome, 'store'>): void {
  if (outcome.store === 'keep') return;
  if (outcome.store === null) clearStoredOrder(storage);
  else writeStoredOrder(storage, outcome.store);
}

export const hasPaymentButton = (o: Pick<StoredOrder, 'show_paypal' | 'show_stripe' | 'show_test_payment'>) =>
  o.show_paypal || o.show_stripe || o.show_test_payment;

/** Where a payment result page leads: the order page of the stored tenant and product. */
export const orderPagePath = (order: Pick<StoredOrder, 'ts' | 'pr'>): string =>
  `/s/${encodeURIComponent(order.ts)}/${encodeURIComponent(order.pr)}`;

/** Browser local storage, or null where it is unavailable. */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
