/**
 * place_order (SPEC §7): re-validates the form with the shared rules, checks photo and signature,
 * computes the price from the tenant product and writes photo, signature and order in one transaction
 * (files written before a failed transaction are removed). Nothing to pay: confirmed at once.
 */
import { parseGermanDate } from '@ausweis/shared/format';
import {
  cardPrices,
  type OrderFormRules,
  orderPrices,
  priceForChoice,
  studentInfoSchema,
  studentValuesFromFields,
  superAdminFlagsFromFields,
} from '@ausweis/shared/schemas/order-rules';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { zId, zRequired } from '@ausweis/shared/validation/zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/index';
import { type AppError, badRequest, notFound } from '../../http/app-error';
import type { MultipartForm } from '../../http/multipart';
import { newOnlineCode, newUserCode } from '../../platform/codes';
import { trackingStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { markOrderPaid } from '../payments/confirm';
import { newOrderSecret } from '../payments/order-access';
import { paymentButtons } from '../payments/providers';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';
import { findOrderableProduct, NOT_ORDERABLE, type OrderableProduct } from './product-info.service';
import { checkStudentSign } from './student-sign';

const PlaceOrderIds = z.object({
  tenant_product_id: zId(),
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
});

const firstIssue = (error: z.ZodError): AppError => {
  const issue = error.issues[0];
  return badRequest(issue?.message ?? 'Die Anfrage ist ungültig.', issue?.path.join('.') || undefined);
};

export const formRulesOf = ({ product: p, base }: OrderableProduct): OrderFormRules => ({
  can_online: p.can_online,
  can_hardcopy: p.can_hardcopy,
  need_external_id: p.need_external_id,
  need_external_department: p.need_external_department,
  needs_field1: p.needs_field1,
  needs_field2: p.needs_field2,
  needs_field3: p.needs_field3,
  restrict_email_dns: p.restrict_email_dns,
  generate_barcode: p.generate_barcode,
  product: { needs_student_city: base.needs_student_city, needs_student_street: base.needs_student_street },
});

export interface PlaceOrderOptions {
  /** The request carries a valid token of an active super admin: is_test/is_payed are honoured (SPEC §6). */
  superAdmin?: boolean;
}

/**
 * Places an order from the order form (anonymous; a super admin may also mark it as test and as paid
 * without payment, through the one paying path markOrderPaid). From anyone else those fields are ignored.
 */
export async function placeOrder(
  ctx: AppContext,
  form: MultipartForm,
  opts: PlaceOrderOptions = {},
): Promise<PlaceOrderResponse> {
  const ids = PlaceOrderIds.safeParse(form.fields);
  if (!ids.success) throw firstIssue(ids.error);
  const op = await findOrderableProduct(ctx.db, ids.data.tenant_short_code, ids.data.product_short_code);
  if (op.product.id !== ids.data.tenant_product_id) throw notFound(NOT_ORDERABLE);
  const parsed = studentInfoSchema(formRulesOf(op)).safeParse(studentValuesFromFields(form.fields));
  if (!parsed.success) throw firstIssue(parsed.error);
  const s = parsed.data;
  const photoUpload = form.files.image_file;
  if (!photoUpload) throw badRequest(PHOTO_ERRORS.missing, 'image_file');
  const sign = op.base.needs_student_sign ? await checkStudentSign(form.fields.student_sign) : null;
  const photo = await checkStudentPhoto(photoUpload.bytes);

  const { product: p, tenant: t, base: b } = op;
  const choice = { is_online: s.is_online, is_hardcopy: s.is_hardcopy };
  // The card's price (billed to the tenant on tenant payment) and what the orderer pays now.
  const price = priceForChoice(cardPrices(p), choice);
  const flags = opts.superAdmin
    ? superAdminFlagsFromFields(form.fields)
    : { is_test: false, is_payed: false };
  const toPay = flags.is_payed ? 0 : priceForChoice(orderPrices(p), choice);
  const birthday = parseGermanDate(s.birthday);
  if (!birthday) throw badRequest('Das Datumsformat muss TT.MM.JJJJ sein.', 'birthday');

  const { store, rollback } = trackingStore(ctx.files);
  // The page's key to its order (get_order_payed, payments, cancel); only its hash is kept.
  const orderSecret = newOrderSecret();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const file = (kind: 'student_photo' | 'student_sign', bytes: Buffer) =>
        storeFile(tx, store, { kind, tenantId: t.id, bytes, mime: 'image/png', extension: 'png' });
      const image_file_id = await file('student_photo', photo);
      const sign_file_id = sign ? await file('student_sign', sign) : null;
      const [row] = await tx
        .insert(orders)
        .values({
          tenant_id: t.id,
          tenant_product_id: p.id,
          email: s.email,
          familyname: s.familyname,
          forname: s.forname,
          birthday,
          student_city: s.student_city,
          student_street: s.student_street,
          external_id: s.external_id,
          external_department: s.external_department,
          field1: s.field1,
          field2: s.field2,
          field3: s.field3,
          card_valid_from: p.card_valid_from,
          card_valid_to: p.card_valid_to,
          with_lable: p.with_lable,
          lable_value: p.with_lable ? p.lable_value : null,
          lable_color: p.with_lable ? p.lable_color : null,
          image_file_id,
          sign_file_id,
          is_online: s.is_online,
          is_hardcopy: s.is_hardcopy,
          online_code: newOnlineCode(),
          user_code: newUserCode(),
          order_secret_hash: orderSecret.hash,
          status: 'new',
          is_test: t.is_test || p.is_test || flags.is_test,
          price,
          currency: b.currency,
          tenant_payee: p.tenant_payee,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert failed');
      if (toPay === 0) await markOrderPaid(ctx, tx, row.id, 0);
      return row.id;
    });
  } catch (err) {
    await rollback();
    throw err;
  }
  return {
    id,
    price_to_pay: toPay,
    currency: b.currency,
    is_payed: toPay === 0,
    ...paymentButtons(ctx.config, toPay > 0),
    order_secret: orderSecret.secret,
  };
}
