/**
 * A personal order link on the order page (shared schemas/order-links.ts): the link's form
 * values and photo as the form starts with them, and the page's note on the link (prefilled, or why it
 * does not work: the empty form stays usable).
 */

import type { StudentInfoValues } from '@ausweis/shared/schemas/order-form';
import { ORDER_LINK_TEXTS, type OrderLinkField } from '@ausweis/shared/schemas/order-link-texts';
import type { OrderLinkResponse } from '@ausweis/shared/schemas/order-links';
import { ApiError } from '../../lib/api-client';
import { serverBodyMessage } from '../../lib/server-error';
import { dataUrlToBlob, pngDataUrl } from './blob-data';

/** The link as the order page uses it: its token (sent with place_order) and its prefill. */
export interface ActiveOrderLink {
  token: string;
  prefill: OrderLinkResponse;
}

/** The form values with the link's values filled in (the card choice stays the product's default). */
export function valuesWithLink<V extends StudentInfoValues>(values: V, link: ActiveOrderLink | null): V {
  if (!link) return values;
  const out = { ...values };
  for (const [k, v] of Object.entries(link.prefill.values) as [OrderLinkField, string][]) if (v) out[k] = v;
  return out;
}

/** The link's photo as the form's photo, or null. */
export const linkPhotoBlob = (link: ActiveOrderLink | null): Blob | null =>
  link?.prefill.photo ? dataUrlToBlob(pngDataUrl(link.prefill.photo)) : null;

/** Why a link does not work, in German: the server's message (expired, used), else the general one. */
export function linkProblem(error: unknown): string {
  const refused = error instanceof ApiError && error.status !== null && error.status < 500;
  return (refused && serverBodyMessage(error)) || ORDER_LINK_TEXTS.invalid;
}
