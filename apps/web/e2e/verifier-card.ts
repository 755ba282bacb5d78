/** Cards for the verifier specs: a paid smartphone card (validated by its school) and its QR code's picture. */
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './admin-helpers';
import { cardAppQrPicture } from './card-app-sign-in';
import { accessMailText, json, placePaidOrder } from './order-api';

/** The school's Admin validates or deletes a card of Gymnasium am See, as on the cards page. */
export async function asSchool(api: APIRequestContext, action: 'validate' | 'delete', orderId: number) {
  const { token, tenants } = await json<{ token: string; tenants: { id: number }[] }>(
    await api.post(`/api${authApi.login.path}`, {
      data: { email: 'admin@gymnasium-am-see.example', password: DEMO_PASSWORD },
    }),
  );
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant-Id': String(tenants[0]?.id) };
  if (action === 'validate')
    await json(await api.post(`/api${cardsApi.validate.path}`, { headers, data: { order_ids: [orderId] } }));
  else await json(await api.delete(`/api${cardsApi.delete.path}?order_id=${orderId}`, { headers }));
}

export interface CardOrder {
  forname: string;
  familyname: string;
  /** A card of the test school (TEST/TESTSA); else of Gymnasium am See, validated by the school. */
  test?: boolean;
}

let cardNo = 0;

/** A paid smartphone card; the card app (on `page`) shows its QR code: the picture as PNG, and the card's id. */
export async function paidCardQr(page: Page, card: CardOrder): Promise<{ png: Buffer; orderId: number }> {
  const email = `${card.forname.toLowerCase()}.${Date.now()}.${++cardNo}@example.org`;
  const { auth, orderId } = await placePaidOrder(
    page.request,
    { forname: card.forname, familyname: card.familyname, email },
    card.test ? { tenantShortCode: 'TEST', productShortCode: 'TESTSA' } : undefined,
  );
  if (!card.test) await asSchool(page.request, 'validate', orderId);
  const png = await cardAppQrPicture(page, await accessMailText(page.request, auth, email));
  return { png, orderId };
}
