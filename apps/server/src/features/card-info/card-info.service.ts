/**
 * The public card info (SPEC §2 card info page, §3 'Card info request'): all four codes must match a
 * paid order (live or archived); anything else is one and the same 404, revealing nothing.
 */
import { PAID_STATUSES } from '@ausweis/shared/constants';
import type { CardInfoRequest, CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import {
  baseProducts,
  orders,
  ordersArchive,
  storedFiles,
  tenantProducts,
  tenants,
  users,
} from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { cardInputFromRecords, renderCardPng } from '../../platform/card-render';

export const CARD_NOT_FOUND =
  'Zu diesen Angaben gibt es keinen Ausweis. Bitte prüfen Sie den Link aus Ihrer E-Mail.';

type OrderTable = typeof orders | typeof ordersArchive;
type Request = z.output<typeof CardInfoRequest>;
interface Log {
  warn(obj: object, msg?: string): void;
}

async function findCard(ctx: AppContext, t: OrderTable, req: Request) {
  const [row] = await ctx.db
    .select({
      order: t,
      tenant: tenants,
      product: tenantProducts,
      base: baseProducts,
      validatorForename: users.forename,
      validatorLastname: users.lastname,
    })
    .from(t)
    .innerJoin(tenants, eq(tenants.id, t.tenant_id))
    .innerJoin(tenantProducts, eq(tenantProducts.id, t.tenant_product_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .leftJoin(users, eq(users.id, t.validated_from))
    .where(
      and(
        eq(t.id, req.order_id),
        eq(t.user_code, req.user_code),
        eq(tenants.short_code, req.tenant_short_code.trim().toUpperCase()),
        eq(tenantProducts.product_short_code, req.product_short_code.trim().toUpperCase()),
        or(eq(t.is_payed, true), inArray(t.status, [...PAID_STATUSES])),
      ),
    );
  return row ?? null;
}

type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

async function fileBytes(ctx: AppContext, ids: (number | null)[]): Promise<Map<number, Buffer>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: storedFiles.id, path: storedFiles.path })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  const loaded = await Promise.all(
    rows.map(async (r) => [r.id, await ctx.files.read(r.path).catch(() => null)] as const),
  );
  return new Map(loaded.filter((e): e is readonly [number, Buffer] => e[1] !== null));
}

/** The card as PNG (the shared card layout); the photo alone if rendering fails; null without both. */
async function cardImage(ctx: AppContext, row: CardRow, log?: Log): Promise<Buffer | null> {
  const { order: o, tenant: t, product: p, base: b } = row;
  const ids = {
    logo: p.logo_file_id ?? t.logo_file_id,
    stamp: p.stamp_file_id ?? t.stamp_file_id,
    sign: p.sign_file_id ?? t.sign_file_id,
    photo: o.image_file_id,
    student_sign: o.sign_file_id,
  };
  const bytes = await fileBytes(ctx, Object.values(ids));
  const get = (id: number | null) => (id === null ? null : (bytes.get(id) ?? null));
  try {
    const input = cardInputFromRecords({
      tenant: {
        name: t.name,
        name2: t.name2,
        street: p.hide_street ? null : t.street,
        plz: p.hide_city ? null : t.plz,
        city: p.hide_city ? null : t.city,
      },
      product: { ...p, ...b, tenant_name: p.tenant_name, tenant_name2: p.tenant_name2 },
      order: o,
      images: {
        logo: get(ids.logo),
        stamp: get(ids.stamp),
        sign: get(ids.sign),
        photo: get(ids.photo),
        student_sign: get(ids.student_sign),
      },
    });
    return await renderCardPng(input);
  } catch (err) {
    log?.warn({ err, orderId: o.id }, 'card info: rendering the card failed');
    return get(ids.photo);
  }
}

/** The card behind the four codes, or the one German 404. */
export async function cardInfo(ctx: AppContext, req: Request, log?: Log): Promise<CardInfoResponse> {
  const row = (await findCard(ctx, orders, req)) ?? (await findCard(ctx, ordersArchive, req));
  if (!row) throw notFound(CARD_NOT_FOUND);
  const o = row.order;
  const image = await cardImage(ctx, row, log);
  const validator = [row.validatorForename, row.validatorLastname].filter(Boolean).join(' ');
  return {
    image: image ? image.toString('base64') : null,
    internal_id: o.id,
    familyname: o.familyname,
    forname: o.forname,
    birthday: o.birthday,
    is_test: o.is_test,
    is_delete: o.is_delete,
    card_valid_from: o.card_valid_from,
    card_valid_to: o.card_valid_to,
    validated: o.validated,
    validated_from: o.validated ? validator || null : null,
    validated_at: o.validated_at,
    created_at: o.created_at,
  };
}
