/** Test helpers for the tenant feature: the product catalogue, multipart bodies and upsert forms. */

import { randomUUID } from 'node:crypto';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { baseProductPrices, baseProducts, tenantConfig } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';

/** The catalogue the tests rely on (idempotent: test files may share one database). */
export async function ensureCatalog(db: Db): Promise<Record<string, number>> {
  const types = ['Schülerausweis', 'Lehrerausweis', 'Verbandsausweis', 'Schülerausweis NRW'];
  await db
    .insert(baseProducts)
    .values(types.map((product_type) => ({ product_type })))
    .onConflictDoNothing();
  const rows = await db.select({ id: baseProducts.id, type: baseProducts.product_type }).from(baseProducts);
  const ids = Object.fromEntries(rows.map((r) => [r.type, r.id])) as Record<string, number>;
  const prices = types.flatMap((type) =>
    (['DE', 'AT', 'CH'] as const).map((country_id) => ({
      product_id: ids[type] as number,
      country_id,
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
    })),
  );
  await db.insert(baseProductPrices).values(prices).onConflictDoNothing();
  await db
    .insert(tenantConfig)
    .values([
      { tenant_type: 'schule', product_type: 'Schülerausweis' },
      { tenant_type: 'schule', product_type: 'Lehrerausweis' },
      { tenant_type: 'schule', product_type: 'Schülerausweis NRW' },
      { tenant_type: 'verband', product_type: 'Verbandsausweis' },
      { tenant_type: 'gmbh', product_type: 'Verbandsausweis' },
    ])
    .onConflictDoNothing();
  return ids;
}

/** A base product of its own (unique type), sold only in the given countries and in no tenant config. */
export async function createLoneProduct(db: Db, countries: ('DE' | 'AT' | 'CH')[] = ['DE']) {
  const [row] = await db
    .insert(baseProducts)
    .values({ product_type: `Testausweis ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!row) throw new Error('base product insert failed');
  await db.insert(baseProductPrices).values(
    countries.map((country_id) => ({
      product_id: row.id,
      country_id,
      price_online: 100,
      price_hardcopy: 200,
      price_hardcopy_online: 300,
    })),
  );
  return row;
}

export const uniqueCode = () => `Z${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export type FormFields = Record<string, string | number | boolean | object | undefined>;
export type FormFiles = Record<string, { bytes: Buffer; filename?: string; type?: string }>;

/** A multipart body for app.inject: payload and its content-type header. */
export async function multipart(fields: FormFields, files: FormFiles = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  for (const [k, f] of Object.entries(files)) {
    fd.append(
      k,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }),
      f.filename ?? `${k}.png`,
    );
  }
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** A valid create form for a school in Germany with one product. */
export function tenantForm(productId: number, overrides: FormFields = {}): FormFields {
  return {
    country_id: 'DE',
    tenant_type: 'schule',
    short_code: uniqueCode().toLowerCase(),
    name: 'Realschule Am Park',
    name2: 'Städtische Realschule',
    street: 'Parkweg 3',
    plz: '50667',
    city: 'Köln',
    telefone: '0221 123456',
    email: 'Sekretariat@Realschule.example',
    usst_id: '',
    is_test: false,
    tenant_payment: false,
    no_unvalidated_send_to_tenant: false,
    no_auto_renew: false,
    products: [
      {
        product_id: productId,
        max_years_valid: 1,
        days_before_renew: 30,
        payment_disabled: false,
        can_create_tenant_product: true,
        tenant_payment: false,
      },
    ],
    ...overrides,
  };
}

export async function postUpsert(
  app: FastifyInstance,
  token: string | undefined,
  fields: FormFields,
  files: FormFiles = {},
) {
  const { body, headers } = await multipart(fields, files);
  return callEndpoint(app, tenantsApi.upsert, { token, body, headers });
}
