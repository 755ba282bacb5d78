/**
 * place_order (docs/product.md#api): re-validates the form with the shared rules, checks photo and signature,
 * computes the price from the tenant product and writes photo, signature and order in one transaction
 * (files written before a failed transaction are removed). Nothing to pay: confirmed at once.
 */

import { generatedCardNumber } from '@ausweis/shared/card-layout/barcode';
import { parseGermanDate } from '@ausweis/shared/format';
import { germanIsoDate } from '@ausweis/shared/german-date';
import { DEFAULT_LANGUAGE, type Language } from '@ausweis/shared/i18n/languages';
import { byField, OPTIONAL_PERSON_FIELDS } from '@ausweis/shared/person-fields';
import { checkConsent, type GivenConsent } from '@ausweis/shared/schemas/consent';
import {
  cardPrices,
  type OrderFormRules,
  orderPrices,
  type PlaceOrderForm,
  priceForChoice,
  type StudentInfo,
  studentInfoSchema,
} from '@ausweis/shared/schemas/order-rules';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../http/app-error';
import { parseOrThrow } from '../../http/first-issue';
import type { ParsedForm } from '../../http/multipart';
import { newOnlineCode, newUserCode } from '../../platform/codes';
import { type FileScope, writeWithFiles } from '../../platform/file-write';
import { markOrderPaid, newOrderSecret, paymentButtons } from '../payments/public';
import { markOrderLinkUsed, type OrderLinkRow, takeOrderLink } from './order-links';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';
import { findOrderableProduct, NOT_ORDERABLE, type OrderableProduct } from './product-info.service';
import { checkStudentSign } from './student-sign';

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

/** The student-info schemas built so far, by their rules (a handful of products per server). */
const studentSchemas = new Map<string, ReturnType<typeof studentInfoSchema>>();
const MAX_CACHED_SCHEMAS = 200;

/**
 * The product's student-info schema, built once per set of rules: building one (and zod's first parse
 * of it, which compiles its checks) costs more CPU time than the parse of an order.
 */
export function studentInfoSchemaOf(op: OrderableProduct): ReturnType<typeof studentInfoSchema> {
  const rules = formRulesOf(op);
  const key = JSON.stringify(rules);
  let schema = studentSchemas.get(key);
  if (!schema) {
    if (studentSchemas.size >= MAX_CACHED_SCHEMAS) studentSchemas.clear();
    schema = studentInfoSchema(rules);
    studentSchemas.set(key, schema);
  }
  return schema;
}

export interface PlaceOrderOptions {
  /** The request carries a valid token of an active super admin: is_test/is_payed are honoured (docs/product.md#permissions). */
  superAdmin?: boolean;
}

/** A checked order, ready to be written (also by the class-list import). */
export interface CheckedOrder {
  op: OrderableProduct;
  student: StudentInfo;
  birthday: string;
  photo: Buffer;
  sign: Buffer | null;
  /** The card's price (billed to the tenant on tenant payment). */
  price: number;
  /** What the orderer pays now; 0 confirms the order at once. */
  toPay: number;
  isTest: boolean;
  /** The personal order link the order came through: marked used in the order's transaction. */
  link: OrderLinkRow | null;
  /** Billed to the tenant regardless of the product's setting (a class-list import the institution pays). */
  tenantPayee?: boolean;
  /** The consent of the order page; none for cards the institution makes (class-list import). */
  consent?: GivenConsent;
  /** The order page's language; German for cards the institution makes. */
  language?: Language;
}

export interface InsertOrderOptions {
  /** The page's key to its order (hash); null when no order page follows (an import). */
  orderSecretHash: string | null;
  /** Queue the access mail when the order is confirmed (default true). */
  accessMail?: boolean;
  /** Queue the drawing of its smartphone card when confirmed (default true; an import queues it at its end). */
  drawCard?: boolean;
}

/**
 * Places an order from the order form (anonymous; a super admin may also mark it as test and as paid
 * without payment, through the one paying path markOrderPaid). From anyone else those fields are ignored.
 */
export async function placeOrder(
  ctx: AppContext,
  form: ParsedForm<PlaceOrderForm, 'image_file'>,
  opts: PlaceOrderOptions = {},
): Promise<PlaceOrderResponse> {
  const order = await checkOrder(ctx, form, opts);
  // The page's key to its order (get_order_payed, payments, cancel); only its hash is kept.
  const orderSecret = newOrderSecret();
  const id = await writeWithFiles(ctx, (tx, scope) =>
    insertOrder(ctx, tx, scope, order, { orderSecretHash: orderSecret.hash }),
  );
  return {
    id,
    price_to_pay: order.toPay,
    currency: order.op.base.currency,
    is_payed: order.toPay === 0,
    ...paymentButtons(ctx.config, order.toPay > 0),
    order_secret: orderSecret.secret,
  };
}

/** The product's rules on the student info, photo and signature, and the prices of the choice. */
async function checkOrder(
  ctx: AppContext,
  { values, files }: ParsedForm<PlaceOrderForm, 'image_file'>,
  opts: PlaceOrderOptions,
): Promise<CheckedOrder> {
  const op = await findOrderableProduct(ctx.db, values.tenant_short_code, values.product_short_code);
  if (op.product.id !== values.tenant_product_id) throw notFound(NOT_ORDERABLE);
  // A personal link's read-only values win; its photo stands in when no other one was uploaded.
  const taken = values.order_link ? await takeOrderLink(ctx, op, values.order_link, !files.image_file) : null;
  const student = parseOrThrow(studentInfoSchemaOf(op), { ...values, ...taken?.readOnly });
  const birthday = parseGermanDate(student.birthday);
  if (!birthday) throw badRequest(MESSAGES.validDate, 'birthday');
  // Before the photo check: a missing consent costs no CPU time (and a super admin gives it too).
  const consent = checkConsent(values, birthday, germanIsoDate());
  if ('message' in consent) throw badRequest(consent.message, 'consent');
  const upload = files.image_file?.bytes ?? taken?.photo;
  if (!upload) throw badRequest(PHOTO_ERRORS.missing, 'image_file');
  const sign = op.base.needs_student_sign ? await checkStudentSign(values.student_sign) : null;
  // The same check as for an upload, also for a reused photo.
  const photo = await checkStudentPhoto(upload);
  const { product: p, tenant: t } = op;
  const choice = { is_online: student.is_online, is_hardcopy: student.is_hardcopy };
  const flags = opts.superAdmin ? values : { is_test: false, is_payed: false };
  return {
    op,
    student,
    birthday,
    photo,
    sign,
    price: priceForChoice(cardPrices(p), choice),
    toPay: flags.is_payed ? 0 : priceForChoice(orderPrices(p), choice),
    isTest: t.is_test || p.is_test || flags.is_test,
    link: taken?.link ?? null,
    consent,
    language: values.language,
  };
}

/**
 * Stores photo and signature and inserts the order; nothing to pay confirms it in the same transaction.
 * The one way an order is written: the order page and the class-list import both come here.
 */
export async function insertOrder(
  ctx: AppContext,
  tx: Tx,
  scope: FileScope,
  {
    op,
    student: s,
    birthday,
    photo,
    sign,
    price,
    toPay,
    isTest,
    link,
    tenantPayee,
    consent,
    language,
  }: CheckedOrder,
  { orderSecretHash, accessMail = true, drawCard = true }: InsertOrderOptions,
): Promise<number> {
  const { product: p, tenant: t, base: b } = op;
  const image_file_id = await scope.storePng('student_photo', t.id, photo);
  const sign_file_id = sign ? await scope.storePng('student_sign', t.id, sign) : null;
  const [row] = await tx
    .insert(orders)
    .values({
      tenant_id: t.id,
      tenant_product_id: p.id,
      email: s.email,
      familyname: s.familyname,
      forname: s.forname,
      birthday,
      ...byField(OPTIONAL_PERSON_FIELDS, (f) => s[f]),
      card_valid_from: p.card_valid_from,
      card_valid_to: p.card_valid_to,
      with_lable: p.with_lable,
      lable_value: p.with_lable ? p.lable_value : null,
      lable_color: p.with_lable ? p.lable_color : null,
      image_file_id,
      // A product with photo review: the photo waits in 'Fotos prüfen' before the card is online ready.
      photo_review: p.photo_review ? 'pending' : null,
      sign_file_id,
      is_online: s.is_online,
      is_hardcopy: s.is_hardcopy,
      online_code: newOnlineCode(),
      user_code: newUserCode(),
      order_secret_hash: orderSecretHash,
      status: 'new',
      is_test: isTest,
      price,
      currency: b.currency,
      tenant_payee: tenantPayee ?? p.tenant_payee,
      consent_version: consent?.version ?? null,
      consent_by: consent?.by ?? null,
      consent_at: consent ? sql`now()` : null,
      language: language ?? DEFAULT_LANGUAGE,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert failed');
  // The generated card number (the barcode on the card) is stored, so staff find the card by it.
  const cardNumber = s.external_id ? null : generatedCardNumber(p, row.id);
  const ownScope = tenantScope(t.id);
  if (cardNumber)
    await tx
      .update(orders)
      .set({ external_id: cardNumber })
      .where(ownScope.where(orders, eq(orders.id, row.id)));
  if (link) await markOrderLinkUsed(tx, link, row.id);
  if (toPay === 0) await markOrderPaid(ctx, tx, row.id, 0, { accessMail, drawCard });
  return row.id;
}
