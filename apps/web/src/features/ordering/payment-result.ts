/**
 * The payment result pages' logic (docs/product.md#behaviour): the real paid state comes from the server
 * (get_order_payed), never from the URL; the outcome becomes the stored paid status, and the visitor
 * goes back to the order page of the stored tenant and product.
 */
import { MAX_DB_ID } from '@ausweis/shared/constants';
import type { GetOrderPayedResponse, PaymentStatus } from '@ausweis/shared/schemas/ordering';
import type { PaidStatus } from './stored-order';

export type ResultStatus = Extract<PaidStatus, 'success' | 'failed' | 'cancelled'>;

/** The stored paid status for a server payment state ('open' after the provider returned: failed). */
export function resultStatus(status: PaymentStatus): ResultStatus {
  switch (status) {
    case 'paid':
      return 'success';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'failed';
  }
}

export interface PollOptions {
  /** How often to ask while the state is still 'open' (a provider's confirmation may lag). */
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Asks until the order is no longer 'open', at most `attempts` times; returns the last answer. */
export async function pollPaymentState(
  fetchState: () => Promise<GetOrderPayedResponse>,
  { attempts = 4, delayMs = 1000, sleep = wait }: PollOptions = {},
): Promise<GetOrderPayedResponse> {
  let last = await fetchState();
  for (let i = 1; i < attempts && last.status === 'open' && !last.is_payed; i++) {
    await sleep(delayMs);
    last = await fetchState();
  }
  return last;
}

/** The order id of a result route, or null when it is not a positive whole number. */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= MAX_DB_ID ? n : null;
}
