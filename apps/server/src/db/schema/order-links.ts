import { ORDER_LINK_SOURCES } from '@ausweis/shared/schemas/order-links';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classImportRows, classImports } from './class-imports';
import { storedFiles } from './files';
import { tenantProducts } from './products';
import { tenants } from './tenants';
import { createdAt, tstz } from './timestamps';

/**
 * Personal order links (schemas/order-links.ts): one tenant product's order page prefilled with
 * a holder's data. Only the token's SHA-256 is kept. The row holds personal data: it is deleted when it
 * expires and with the card it was made from (retention), and with its tenant or product.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tenant_product_id: integer('tenant_product_id')
      .notNull()
      .references(() => tenantProducts.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the random token in the link. */
    token_hash: text('token_hash').notNull(),
    /**
     * SHA-256 of the token the link had before its reminder: the first mail's link keeps working next
     * to the reminder's until the link is used or expires; sending the link anew drops it.
     */
    earlier_token_hash: text('earlier_token_hash'),
    source: text('source', { enum: ORDER_LINK_SOURCES }).notNull(),
    /** The card the link renews (orders.id; no foreign key: the card moves to the archive at expiry). */
    card_order_id: integer('card_order_id'),
    email: text('email').notNull().default(''),
    familyname: text('familyname').notNull().default(''),
    forname: text('forname').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    student_city: text('student_city'),
    student_street: text('student_street'),
    external_id: text('external_id'),
    external_department: text('external_department'),
    field1: text('field1'),
    field2: text('field2'),
    field3: text('field3'),
    /** The photo offered for reuse (the old card's stored photo); gone with that file. */
    photo_file_id: integer('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Order form fields the page shows read-only (and the server takes from the link). */
    read_only: text('read_only').array().notNull().default(sql`'{}'::text[]`),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    /** The order the link led to (no foreign key: orders move to the archive). */
    order_id: integer('order_id'),
    /** The class-list import that mailed the link (its families' mode) and the list's row. */
    class_import_id: integer('class_import_id').references(() => classImports.id, { onDelete: 'set null' }),
    class_import_row_id: integer('class_import_row_id').references(() => classImportRows.id, {
      onDelete: 'set null',
    }),
    /** When its mail was queued last (made, or sent anew with a new token). */
    sent_at: tstz('sent_at'),
    /** When the order page first loaded it. */
    opened_at: tstz('opened_at'),
    /** When its one reminder went out (an import's link; claimed once, never twice). */
    reminded_at: tstz('reminded_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('order_links_token_uq').on(t.token_hash),
    index('order_links_earlier_token_idx')
      .on(t.earlier_token_hash)
      .where(sql`${t.earlier_token_hash} is not null`),
    index('order_links_import_idx').on(t.class_import_id),
    // The reminder's and the dashboard's links still open, without the ordered ones.
    index('order_links_open_import_idx')
      .on(t.tenant_id, t.expires_at)
      .where(sql`${t.class_import_id} is not null and ${t.used_at} is null`),
    index('order_links_card_idx').on(t.card_order_id),
    index('order_links_expires_idx').on(t.expires_at),
  ],
);
