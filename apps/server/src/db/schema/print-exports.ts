import { PRINT_EXPORT_STATUSES } from '@ausweis/shared/schemas/exports';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './timestamps';
import { users } from './users';

/**
 * 'Export Bestellungen' runs (issue 13): one row per export job, with its progress and, once done,
 * its zip in the file store (kept PRINT_EXPORT_KEEP_DAYS days, then deleted by retention).
 */
export const printExports = pgTable(
  'print_exports',
  {
    id: serial('id').primaryKey(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The orders asked for; the file holds those that still qualify when it is built. */
    order_ids: integer('order_ids').array().notNull(),
    include_exported: boolean('include_exported').notNull(),
    dont_export: boolean('dont_export').notNull(),
    status: text('status', { enum: PRINT_EXPORT_STATUSES }).notNull().default('queued'),
    /** The job attempt building it: a stalled earlier attempt must not write over a later one's work. */
    attempt: integer('attempt').notNull().default(0),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The zip in the file store, once done (null again after the retention deleted it). */
    path: text('path'),
    filename: text('filename'),
    size: integer('size'),
    error: text('error'),
    created_at: createdAt(),
    finished_at: tstz('finished_at'),
  },
  (t) => [index('print_exports_created_idx').on(t.created_at)],
);
