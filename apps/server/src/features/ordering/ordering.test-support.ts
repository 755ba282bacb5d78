/** Test fixtures for ordering, payments and card info: an orderable product, form bodies, photos. */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type FixturePhoto, fixturePhoto } from '../../../../../test-fixtures/photos';
import type { Db } from '../../db/client';
import { baseProducts, orders, storedFiles, tenantProducts, type tenants } from '../../db/schema/index';
import { createTenant } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import type { TestApp } from '../../test/test-app';

export const photo = (name: FixturePhoto) => readFileSync(fixturePhoto(name));

export const uid = () => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export interface WorldOptions {
  tenant?: Partial<typeof tenants.$inferInsert>;
  base?: Partial<typeof baseProducts.$inferInsert>;
  product?: Partial<typeof tenantProducts.$inferInsert>;
}

/** A tenant with one orderable product of its own base product (unique type). */
export async function orderWorld(db: Db, opts: WorldOptions = {}) {
  const tenant = await createTenant(db, opts.tenant);
  const [base] = await db
    .insert(baseProducts)
    .values({
      product_type: `Testausweis ${uid()}`,
      card_title: 'Schülerausweis',
      card_title2: 'Student ID',
      card_signer_desc: 'Schulleitung',
      external_id_name: 'Schülernummer',
      external_department_name: 'Klasse',
      ...opts.base,
    })
    .returning();
  if (!base) throw new Error('base product insert failed');
  const [product] = await db
    .insert(tenantProducts)
    .values({
      tenant_id: tenant.id,
      product_id: base.id,
      product_short_code: `P${uid()}`,
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
      card_valid_from: isoDay(-10),
      card_valid_to: isoDay(300),
      ...opts.product,
    })
    .returning();
  if (!product) throw new Error('product insert failed');
  return { tenant, base, product };
}
export type World = Awaited<ReturnType<typeof orderWorld>>;

/** The text fields of a good order for the world's product (a parent consents: the holder is 14). */
export const orderFields = (
  w: World,
  over: Record<string, string | undefined> = {},
): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    tenant_product_id: String(w.product.id),
    tenant_short_code: w.tenant.short_code.toLowerCase(),
    product_short_code: w.product.product_short_code,
    forname: 'Max',
    familyname: 'Muster',
    birthday: '2012-03-04',
    email: `eltern-${uid().toLowerCase()}@test.example`,
    is_online: 'true',
    is_hardcopy: 'false',
    ...consentFields('parent'),
    ...over,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
};

export async function multipartBody(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, bytes] of Object.entries(files))
    fd.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${k}.png`);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

let astronaut: Buffer | null = null;
/** POST place_order with the fields and (by default) the passing astronaut photo. */
export async function postOrder(t: TestApp, fields: Record<string, string>, image: Buffer | null = null) {
  astronaut ??= photo('astronaut.png');
  const { body, headers } = await multipartBody(
    fields,
    image === null ? { image_file: astronaut } : { image_file: image },
  );
  return callEndpoint(t.app, orderingApi.placeOrder, { body, headers });
}

export async function postOrderWithoutPhoto(t: TestApp, fields: Record<string, string>) {
  const { body, headers } = await multipartBody(fields);
  return callEndpoint(t.app, orderingApi.placeOrder, { body, headers });
}

/** Places a good order and returns its response. */
export async function placeGoodOrder(t: TestApp, w: World, over: Record<string, string | undefined> = {}) {
  const res = await postOrder(t, orderFields(w, over));
  if (res.statusCode !== 200) throw new Error(`place_order failed: ${res.statusCode} ${res.body}`);
  return res.json<PlaceOrderResponse>();
}

/** A drawn signature as base64 PNG (without prefix). */
export async function signatureBase64(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="#000" stroke-width="4" fill="none"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** What a tenant has written: orders, stored file rows and files on disk. */
export async function writtenFor(t: TestApp, tenantId: number) {
  const [o] = await t.db.select({ n: count() }).from(orders).where(eq(orders.tenant_id, tenantId));
  const [f] = await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.tenant_id, tenantId));
  const onDisk = ['student_photo', 'student_sign'].flatMap((kind) => {
    try {
      return readdirSync(path.join(t.config.filesDir, kind, String(tenantId)));
    } catch {
      return [];
    }
  });
  return { orders: o?.n ?? 0, files: f?.n ?? 0, onDisk: onDisk.length };
}
