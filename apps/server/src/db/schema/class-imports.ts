import {
  CARD_CHOICES,
  CLASS_IMPORT_MODES,
  CLASS_IMPORT_STATUSES,
  type ClassImport,
  type ClassImportSyncDiff,
  PHOTO_STATUSES,
} from '@ausweis/shared/schemas/class-imports';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { tenantProducts } from './products';
import { tenants } from './tenants';
import { createdAt, tstz } from './timestamps';
import { users } from './users';

/**
 * Class-list imports (docs/product.md#class-import): one row per uploaded list with its state, the Admin's choices and the
 * progress of its jobs (checking the photos, creating the cards). The uploaded ZIP and the checked photos
 * lie in the file store under `class-imports/<id>/` until the import is done.
 */
export const classImports = pgTable(
  'class_imports',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tenant_product_id: integer('tenant_product_id')
      .notNull()
      .references(() => tenantProducts.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmed_by: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    photos_filename: text('photos_filename'),
    /** The uploaded ZIP in the file store while its photos are checked. */
    photos_path: text('photos_path'),
    card_choice: text('card_choice', { enum: CARD_CHOICES }).notNull(),
    /** Chosen when confirming. */
    mode: text('mode', { enum: CLASS_IMPORT_MODES }),
    validate: boolean('validate').notNull().default(false),
    send_mails: boolean('send_mails').notNull().default(true),
    /** The families' mode: the order page's fields the family cannot change (ORDER_LINK_FIELDS). */
    read_only: text('read_only').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: CLASS_IMPORT_STATUSES }).notNull(),
    total: integer('total').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The families' mode: the days after which an unordered link gets its one reminder (0: none). */
    remind_days: integer('remind_days').notNull().default(0),
    ignored_columns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    /** How the list was read: the recognised export (German name or null), its columns, the field → column mapping. */
    layout: jsonb('layout')
      .$type<Pick<ClassImport, 'format' | 'columns' | 'mapping'>>()
      .notNull()
      .default({ format: null, columns: [], mapping: [] }),
    /** A sync ('Abgleich'): the list is the product's whole roll; its preview as uploaded. */
    sync: jsonb('sync').$type<ClassImportSyncDiff>(),
    error: text('error'),
    created_at: createdAt(),
    finished_at: tstz('finished_at'),
  },
  (t) => [index('class_imports_tenant_idx').on(t.tenant_id, t.id)],
);

/**
 * The rows of an import as read from the file (the order form's values as text), their problems and
 * their outcome. A row's card and `order_id` are written in one transaction, so a retried job never
 * creates a row's card twice.
 */
export const classImportRows = pgTable(
  'class_import_rows',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    import_id: integer('import_id')
      .notNull()
      .references(() => classImports.id, { onDelete: 'cascade' }),
    row_no: integer('row_no').notNull(),
    /** The row's values as the order form has them (StudentInfoValues without the card choice). */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** Problems of the data (rules, duplicates), German, each with its field's name. */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    data_ok: boolean('data_ok').notNull(),
    /** The photo's entry in the ZIP, its state, why it was refused, the checked photo in the store. */
    photo_entry: text('photo_entry'),
    photo_status: text('photo_status', { enum: PHOTO_STATUSES }).notNull(),
    photo_problem: text('photo_problem'),
    photo_path: text('photo_path'),
    /** pending until the import runs; then created (with order_id) or refused (with `refusal`). */
    status: text('status', { enum: ['pending', 'created', 'matched', 'refused'] })
      .notNull()
      .default('pending'),
    refusal: text('refusal'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('class_import_rows_row_uq').on(t.import_id, t.row_no),
    index('class_import_rows_pending_idx').on(t.import_id, t.id).where(sql`${t.status} = 'pending'`),
  ],
);
