import { boolean, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { exportJobColumns } from './export-jobs';
import { users } from './users';

/**
 * 'Export Bestellungen' runs (docs/product.md#print-export): one row per export job, with its progress and, once done,
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
    ...exportJobColumns(),
  },
  (t) => [index('print_exports_created_idx').on(t.created_at)],
);
