/**
 * Orders placed through the public order endpoint (the one the order form posts to), by the super
 * admin, who may mark them paid: a real, paid card in seconds without the photo/crop UI (that flow is
 * covered by ordering.e2e.ts).
 */
import { readFileSync } from 'node:fs';
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { mail } from '@ausweis/shared/contracts/mail';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { pathOf } from '@ausweis/shared/endpoint';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { APIRequestContext } from 'playwright-core';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { DEMO_PASSWORD } from './admin-helpers';
import { DEMO_SUPER_ADMIN, nextCode } from './one-time-codes';

type Auth = { Authorization: string };

/** Signs the demo super admin in over the API: password, then the next code of the documented secret. */
export async function superAdminToken(api: APIRequestContext): Promise<string> {
  const first = await api.post(`/api${authApi.login.path}`, {
    data: { email: DEMO_SUPER_ADMIN, password: DEMO_PASSWORD },
  });
  const { second_factor } = await json<{ second_factor: { ticket: string } }>(first);
  const code = await nextCode(new URL(first.url()).origin);
  const session = await api.post(`/api${authFactors.secondStep.path}`, {
    data: { ticket: second_factor.ticket, code },
  });
  return (await json<{ token: string }>(session)).token;
}

export async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface PaidOrder {
  forname: string;
  familyname: string;
  email: string;
}

/**
 * A paid smartphone card (or, with `plastic`, a plastic card) of GYMSEE/SA2026 or `where` (the access
 * mail goes out); returns its id.
 */
export async function placePaidOrder(
  api: APIRequestContext,
  order: PaidOrder,
  where = { tenantShortCode: 'GYMSEE', productShortCode: 'SA2026' },
  plastic = false,
): Promise<{ orderId: number; auth: Auth }> {
  const token = await superAdminToken(api);
  const auth = { Authorization: `Bearer ${token}` };
  const product = await json<{ id: number }>(await api.get(`/api${pathOf(orderingApi.productInfo, where)}`));
  const placed = await json<{ id: number }>(
    await api.post(`/api${orderingApi.placeOrder.path}`, {
      headers: auth,
      multipart: {
        tenant_product_id: String(product.id),
        tenant_short_code: where.tenantShortCode,
        product_short_code: where.productShortCode,
        ...order,
        birthday: '2011-05-20',
        external_department: '8a',
        is_online: String(!plastic),
        is_hardcopy: String(plastic),
        // Born 2011: under 16, a parent consents, as on the order page.
        ...consentFields('parent'),
        // Only a super admin's order may say so: paid without a payment, the access mail goes out.
        is_payed: 'true',
        image_file: {
          name: 'foto.png',
          mimeType: 'image/png',
          buffer: readFileSync(fixturePhoto('astronaut.png')),
        },
      },
    }),
  );
  return { orderId: placed.id, auth };
}

/** The text of the newest mail to `email` in the Postausgang. */
export async function accessMailText(api: APIRequestContext, auth: Auth, email: string): Promise<string> {
  const outbox = await json<{ data: { id: number }[] }>(
    await api.post(`/api${mail.outbox.path}`, { headers: auth, data: { filters: { recipient: email } } }),
  );
  const id = outbox.data[0]?.id;
  if (!id) throw new Error('no access mail in the Postausgang');
  return (
    await json<{ text: string }>(await api.get(`/api${pathOf(mail.outboxMail, { id })}`, { headers: auth }))
  ).text;
}
