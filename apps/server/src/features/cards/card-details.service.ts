/** GET card details (docs/product.md#screens 'Card details', #fields 'Card/order (detail)'): one card of the tenant. */
import { isPaidCard } from '@ausweis/shared/card-verdict';
import type { Subject } from '@ausweis/shared/permissions';
import { mayChangeCard } from '@ausweis/shared/record-rules';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { asksExternalId } from '@ausweis/shared/schemas/order-rules';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { fromOrdersWithProduct } from '../../db/order-queries';
import {
  baseProducts,
  orders,
  ordersArchive,
  paymentTransactions,
  storedFiles,
  tenantProducts,
  tenants,
  users,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { photoHistory } from '../photo-review/public';
import { restoreRefusal } from './card-lookup';

/** What the viewer may see and do. */
export interface CardViewer {
  /** can(subject, 'cards.superadmin'): the admin block, names, online code always. */
  superAdmin: boolean;
  /** Who views: the card's change rules (shared/record-rules.ts) ask about them. */
  subject: Subject | null;
}

const userName = (u: { forename: string | null; lastname: string } | null) =>
  u ? [u.forename, u.lastname].filter(Boolean).join(' ') : null;

/** The card as the details page shows it; another tenant's or an unknown id → 404. */
export async function getCardDetails(
  db: Db | Tx,
  scope: TenantScope,
  orderId: number,
  fromArchive: boolean,
  viewer: CardViewer,
): Promise<CardDetails> {
  const t = fromArchive ? ordersArchive : orders;
  const validator = alias(users, 'validator');
  const deleter = alias(users, 'deleter');
  const [row] = await fromOrdersWithProduct(db, t, {
    order: t,
    tenant_short_code: tenants.short_code,
    product: tenantProducts,
    product_type: baseProducts.product_type,
    external_id_name: baseProducts.external_id_name,
    external_department_name: baseProducts.external_department_name,
    image_hash: storedFiles.sha256,
    validator: { forename: validator.forename, lastname: validator.lastname },
    deleter: { forename: deleter.forename, lastname: deleter.lastname },
  })
    .leftJoin(storedFiles, scope.where(storedFiles, eq(storedFiles.id, t.image_file_id)))
    .leftJoin(validator, eq(validator.id, t.validated_from))
    .leftJoin(deleter, eq(deleter.id, t.delete_from))
    .where(scope.where(t, eq(t.id, orderId)));
  if (!row) throw noAccess('card');
  const { order: o, product: p } = row;
  const sa = viewer.superAdmin;
  const payments = sa ? await paymentsOf(db, o.id) : null;
  const onlySa = <T>(v: T): T | null => (sa ? v : null);
  return {
    id: o.id,
    from_archive: fromArchive,
    product_type: row.product_type,
    tenant_short_code: row.tenant_short_code,
    product_short_code: p.product_short_code,
    email: o.email,
    familyname: o.familyname,
    forname: o.forname,
    birthday: o.birthday,
    created_at: o.created_at,
    external_id: o.external_id,
    external_department: o.external_department,
    external_id_name: row.external_id_name,
    external_department_name: row.external_department_name,
    // A generated barcode numbers the card itself: the external id is then optional, as on the order form.
    need_external_id: asksExternalId(p),
    need_external_department: p.need_external_department,
    card_valid_from: o.card_valid_from,
    card_valid_to: o.card_valid_to,
    max_years_valid: p.max_years_valid,
    with_lable: o.with_lable,
    lable_value: o.lable_value,
    lable_color: o.lable_color,
    tenant_product: { with_lable: p.with_lable, lable_value: p.lable_value, lable_color: p.lable_color },
    image_hash: row.image_hash,
    photo_review: o.photo_review,
    photo_history: await photoHistory(db, scope, o.id),
    mobile_loaded_at: o.mobile_loaded_at,
    mobile_updated_at: o.mobile_updated_at,
    mobile_checked_at: o.mobile_checked_at,
    validated: o.validated,
    validated_from: onlySa(userName(row.validator)),
    validated_at: o.validated_at,
    is_delete: o.is_delete,
    delete_from: onlySa(userName(row.deleter)),
    delete_at: o.delete_at,
    is_online: o.is_online,
    is_hardcopy: o.is_hardcopy,
    online_ready: o.online_ready,
    online_code: sa || o.online_ready ? o.online_code : null,
    restorable: !fromArchive && restoreRefusal(o) === null,
    editable: mayChangeCard(viewer.subject, o, fromArchive),
    data_deleted_at: o.data_deleted_at,
    renewal_mailed_at: o.renewal_mailed_at,
    renewed_by_order_id: o.renewed_by_order_id,
    consent_version: o.consent_version,
    consent_by: o.consent_by,
    consent_at: o.consent_at,
    tenant_product_id: onlySa(o.tenant_product_id),
    status: onlySa(o.status),
    is_test: o.is_test,
    is_payed: isPaidCard(o),
    price: onlySa(o.price),
    exported_at: onlySa(o.exported_at),
    exported_card_loaded_at: onlySa(o.exported_card_loaded_at),
    tenant_payment: onlySa(o.tenant_payee),
    tenant_payee_billed: onlySa(o.tenant_payee_billed),
    payment_run_id: onlySa(o.payment_run_id),
    payment_transactions: payments,
  };
}

/** The order's payment attempts (the money trail keeps the order id, also for archived orders). */
async function paymentsOf(db: Db | Tx, orderId: number) {
  const rows = await db
    .select({
      id: paymentTransactions.id,
      provider: paymentTransactions.provider,
      state: paymentTransactions.state,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      created_at: paymentTransactions.created_at,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.order_id, orderId))
    .orderBy(asc(paymentTransactions.id));
  return rows;
}
