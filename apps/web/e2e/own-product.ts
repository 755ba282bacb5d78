/** A GYMSEE product of a spec's own (the demo products stay as they are), made by the school's Admin. */
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { products as productsApi } from '@ausweis/shared/contracts/products';
import type { AvailableProductsResponse } from '@ausweis/shared/schemas/products';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, isoDay } from './admin-helpers';
import { json } from './order-api';

const ADMIN = 'admin@gymnasium-am-see.example';

/**
 * Creates the product `code` over the API, with `settings` beside its code and validity (300 days), of
 * the base product `baseType` (by default the first the school may make a product of).
 */
export async function ownProduct(
  page: Page,
  code: string,
  settings: Record<string, string> = {},
  baseType?: string,
) {
  const { token, tenants } = await json<{ token: string; tenants: { id: number }[] }>(
    await page.request.post(`/api${authApi.login.path}`, { data: { email: ADMIN, password: DEMO_PASSWORD } }),
  );
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant-Id': String(tenants[0]?.id) };
  const available = await json<AvailableProductsResponse>(
    await page.request.get(`/api${productsApi.available.path}`, { headers }),
  );
  const base = available.products.find(
    (p) => p.can_create_tenant_product && (baseType === undefined || p.product_type === baseType),
  );
  if (!base) throw new Error(`GYMSEE may create no product ${baseType ?? ''}`);
  await json(
    await page.request.post(`/api${productsApi.upsert.path}`, {
      headers,
      multipart: {
        product_id: String(base.product_id),
        product_short_code: code,
        card_valid_from: isoDay(0),
        card_valid_to: isoDay(300),
        ...settings,
      },
    }),
  );
}
