/**
 * Personal order links (docs/product.md#order-links): a random, unguessable token that opens one tenant product's order
 * page prefilled with a holder's data, the old photo offered for reuse, some fields possibly read-only.
 * Made for renewal reminders ('renewal') and for class-list imports ('import'); used once, then it names
 * the order it led to. The page has it as `?link=<token>` (ORDER_LINK_PARAM); only its hash is stored.
 */
import { z } from 'zod';
import { byField } from '../person-fields';
import { zRequired } from '../validation/zod';

import { ORDER_LINK_FIELDS, ORDER_LINK_SOURCES, ORDER_LINK_TEXTS } from './order-link-texts';

export * from './order-link-texts';

/** The token as the page sends it (base64url, 43 characters for 32 bytes). */
export const zOrderLinkToken = () =>
  z
    .string({ error: ORDER_LINK_TEXTS.invalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: ORDER_LINK_TEXTS.invalid });

/** POST /order/link: the link's prefill for the order page of these codes. */
export const OrderLinkRequest = z.object({
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
  token: zOrderLinkToken(),
});
export type OrderLinkRequest = z.input<typeof OrderLinkRequest>;

/** The prefill: form values as the form has them (birthday DD.MM.YYYY), empty strings where unknown. */
export const OrderLinkResponse = z.object({
  source: z.enum(ORDER_LINK_SOURCES),
  values: z.object(byField(ORDER_LINK_FIELDS, () => z.string())),
  read_only: z.array(z.enum(ORDER_LINK_FIELDS)),
  /** The old photo offered for reuse (PNG, base64 without prefix), or null. */
  photo: z.string().nullable(),
  /** Until when the link works (ISO timestamp). */
  expires_at: z.string(),
});
export type OrderLinkResponse = z.infer<typeof OrderLinkResponse>;
