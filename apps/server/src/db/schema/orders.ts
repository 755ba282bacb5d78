import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@ausweis/shared/i18n/languages';
import { CONSENT_BY } from '@ausweis/shared/schemas/consent';
import { PHOTO_REVIEW_STATES } from '@ausweis/shared/schemas/photo-review';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { paymentRuns } from './payments';
import { tenantProducts } from './products';
import { tenants } from './tenants';
import { createdAt, tstz, updatedAt } from './timestamps';
import { users } from './users';

/** Order status values: new (awaiting payment), payed, added_to_pdf (both paid), failed, cancelled. */
export const ORDER_STATUSES = ['new', 'payed', 'added_to_pdf', 'failed', 'cancelled'] as const;

/** Columns shared by live orders and their archive. */
const orderColumns = () => ({
  tenant_id: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  // A product with orders cannot be deleted on its own; deleting the tenant removes both.
  tenant_product_id: integer('tenant_product_id')
    .notNull()
    .references(() => tenantProducts.id, { onDelete: 'no action' }),
  email: text('email').notNull(),
  familyname: text('familyname').notNull(),
  forname: text('forname').notNull(),
  birthday: date('birthday', { mode: 'string' }),
  student_city: text('student_city'),
  student_street: text('student_street'),
  external_id: text('external_id'),
  external_department: text('external_department'),
  /** Free fields as entered: field1/field2 TT.MM.JJJJ, field3 MM/JJ. */
  field1: text('field1'),
  field2: text('field2'),
  field3: text('field3'),
  card_valid_from: date('card_valid_from', { mode: 'string' }).notNull(),
  card_valid_to: date('card_valid_to', { mode: 'string' }).notNull(),
  with_lable: boolean('with_lable').notNull().default(false),
  lable_value: text('lable_value'),
  lable_color: text('lable_color'),
  image_file_id: integer('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  sign_file_id: integer('sign_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  /** The photo's review (products with photo_review): pending, accepted or rejected; null: not reviewed. */
  photo_review: text('photo_review', { enum: PHOTO_REVIEW_STATES }),
  /** The rendered card (PNG) as last drawn; cleared when the card's data changes, redrawn on demand. */
  card_file_id: integer('card_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  mobile_loaded_at: tstz('mobile_loaded_at'),
  mobile_updated_at: tstz('mobile_updated_at'),
  mobile_checked_at: tstz('mobile_checked_at'),
  validated: boolean('validated').notNull().default(false),
  validated_from: integer('validated_from').references(() => users.id, { onDelete: 'set null' }),
  validated_at: tstz('validated_at'),
  is_delete: boolean('is_delete').notNull().default(false),
  delete_from: integer('delete_from').references(() => users.id, { onDelete: 'set null' }),
  delete_at: tstz('delete_at'),
  is_online: boolean('is_online').notNull().default(false),
  is_hardcopy: boolean('is_hardcopy').notNull().default(false),
  online_ready: boolean('online_ready').notNull().default(false),
  /** Activation code for the card app. */
  online_code: text('online_code').notNull(),
  /** Code in the public card-info link. */
  user_code: text('user_code').notNull(),
  /**
   * SHA-256 (hex) of the random secret place_order gave the order page: get_order_payed and cancel_order
   * answer only to it (or to one of the order's checkout references). null for orders placed before.
   */
  order_secret_hash: text('order_secret_hash'),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
  is_test: boolean('is_test').notNull().default(false),
  is_payed: boolean('is_payed').notNull().default(false),
  /** Amount to pay in cents, computed by the server. */
  price: integer('price').notNull().default(0),
  /** What the orderer paid through the confirmation (cents; 0 when free or paid by the tenant). */
  paid_amount: integer('paid_amount').notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  exported_at: tstz('exported_at'),
  exported_card_loaded_at: tstz('exported_card_loaded_at'),
  tenant_payee: boolean('tenant_payee').notNull().default(false),
  tenant_payee_billed: boolean('tenant_payee_billed').notNull().default(false),
  payment_run_id: integer('payment_run_id').references(() => paymentRuns.id, { onDelete: 'set null' }),
  /** Set when retention removed photo and personal data. */
  data_deleted_at: tstz('data_deleted_at'),
  /** Set when the holder's erasure request was carried out: the card is never valid again. */
  erased_at: tstz('erased_at'),
  /** When the renewal reminder went out: set once, in the transaction that queues the mail. */
  renewal_mailed_at: tstz('renewal_mailed_at'),
  /** The order a renewal of this card led to (reminder link or the card app's button). */
  renewed_by_order_id: integer('renewed_by_order_id'),
  /**
   * The consent given on the order page (schemas/consent.ts): text version, by whom, when (server time).
   * null for cards the institution made (class imports). Proof without personal data: kept by the wipe.
   */
  consent_version: text('consent_version'),
  consent_by: text('consent_by', { enum: CONSENT_BY }),
  consent_at: tstz('consent_at'),
  /** The language the order was made in (shared/i18n/languages.ts): the mails to the family speak it. */
  language: text('language', { enum: LANGUAGE_CODES }).notNull().default(DEFAULT_LANGUAGE),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const orders = pgTable('orders', { id: serial('id').primaryKey(), ...orderColumns() }, (t) => [
  uniqueIndex('orders_online_code_uq').on(t.online_code),
  uniqueIndex('orders_user_code_uq').on(t.user_code),
  index('orders_tenant_id_idx').on(t.tenant_id, t.id),
  // The card list's default filters (online ready, not deleted; newest first): the page is a scan of
  // this index and its capped total an index-only scan (1,000,000 cards).
  index('orders_tenant_listed_idx')
    .on(t.tenant_id, t.id)
    .where(sql`${t.online_ready} and not ${t.is_delete}`),
  // The dashboard's 'Zu validieren': a tenant's cards not validated (the few), not the tenant's all.
  index('orders_tenant_to_validate_idx')
    .on(t.tenant_id, t.id)
    .where(sql`not ${t.validated} and not ${t.is_delete}`),
  // Sorting a tenant's cards by date (ties by id, as findPage orders them).
  index('orders_tenant_created_at_idx').on(t.tenant_id, t.created_at, t.id),
  index('orders_tenant_familyname_idx').on(t.tenant_id, sql`lower(${t.familyname}) text_pattern_ops`),
  index('orders_tenant_forname_idx').on(t.tenant_id, sql`lower(${t.forname}) text_pattern_ops`),
  // The pattern indexes serve "starts with" filters; these serve sorting by name.
  index('orders_tenant_familyname_sort_idx').on(t.tenant_id, sql`lower(${t.familyname})`, t.id),
  index('orders_tenant_forname_sort_idx').on(t.tenant_id, sql`lower(${t.forname})`, t.id),
  index('orders_tenant_external_id_idx').on(t.tenant_id, sql`lower(${t.external_id}) text_pattern_ops`),
  index('orders_tenant_department_idx').on(
    t.tenant_id,
    sql`lower(${t.external_department}) text_pattern_ops`,
  ),
  // With the name, external id and department indexes: the card list's search (every word begins one
  // of these fields) reads each field's range of this tenant's entries.
  index('orders_tenant_email_idx').on(t.tenant_id, sql`lower(${t.email}) text_pattern_ops`),
  index('orders_tenant_birthday_idx').on(t.tenant_id, t.birthday),
  // 'läuft bald ab': the tenant's cards whose validity ends within the next days.
  index('orders_tenant_valid_to_idx').on(t.tenant_id, t.card_valid_to),
  index('orders_tenant_product_idx').on(t.tenant_product_id, t.id),
  // 'Fotos prüfen': the tenant's photos waiting for review, oldest first.
  index('orders_tenant_photo_pending_idx')
    .on(t.tenant_id, t.id)
    .where(sql`${t.photo_review} = 'pending' and not ${t.is_delete}`),
  index('orders_created_at_idx').on(t.created_at),
  index('orders_valid_to_idx').on(t.card_valid_to),
  index('orders_payment_run_idx').on(t.payment_run_id),
  check('orders_label_len', sql`${t.lable_value} is null or char_length(${t.lable_value}) <= 2`),
  // Billing (features/invoices/invoiceable.ts): only tenant-paid orders not billed yet.
  index('orders_invoiceable_idx')
    .on(t.created_at, t.tenant_id)
    .where(sql`${t.tenant_payee} and not ${t.tenant_payee_billed}`),
  index('orders_print_queue_idx')
    .on(t.created_at)
    .where(sql`${t.is_hardcopy} and ${t.exported_at} is null and not ${t.is_delete}`),
]);

/** Archived orders keep their id; read-only. */
export const ordersArchive = pgTable(
  'orders_archive',
  {
    id: integer('id').primaryKey(),
    ...orderColumns(),
    archived_at: tstz('archived_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('orders_archive_online_code_uq').on(t.online_code),
    uniqueIndex('orders_archive_user_code_uq').on(t.user_code),
    index('orders_archive_tenant_id_idx').on(t.tenant_id, t.id),
    index('orders_archive_tenant_familyname_idx').on(
      t.tenant_id,
      sql`lower(${t.familyname}) text_pattern_ops`,
    ),
    index('orders_archive_tenant_forname_idx').on(t.tenant_id, sql`lower(${t.forname}) text_pattern_ops`),
    index('orders_archive_tenant_familyname_sort_idx').on(t.tenant_id, sql`lower(${t.familyname})`, t.id),
    index('orders_archive_tenant_external_id_idx').on(
      t.tenant_id,
      sql`lower(${t.external_id}) text_pattern_ops`,
    ),
    index('orders_archive_tenant_department_idx').on(
      t.tenant_id,
      sql`lower(${t.external_department}) text_pattern_ops`,
    ),
    index('orders_archive_tenant_email_idx').on(t.tenant_id, sql`lower(${t.email}) text_pattern_ops`),
    index('orders_archive_tenant_product_idx').on(t.tenant_product_id),
    index('orders_archive_created_at_idx').on(t.created_at),
    index('orders_archive_valid_to_idx').on(t.card_valid_to),
    index('orders_archive_payment_run_idx').on(t.payment_run_id),
  ],
);
