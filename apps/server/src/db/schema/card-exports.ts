import { CARD_EXPORT_KINDS } from '@ausweis/shared/schemas/card-exports';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { exportJobColumns } from './export-jobs';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Exports of all cards that match the card list's filters (docs/product.md#card-export), built by a job: one row per
 * export with its progress and, once done, its file in the file store (or the mail it went out with).
 * Deleted with the file after RETENTION.cardExportDays.
 */
export const cardExports = pgTable(
  'card_exports',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who started it: only they see it and its file (null once the account is gone: then nobody). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The list's filters, sort and archive switch, as the page sent them. */
    query: jsonb('query').notNull(),
    kind: text('kind', { enum: CARD_EXPORT_KINDS }).notNull(),
    ...exportJobColumns(),
  },
  (t) => [
    index('card_exports_tenant_idx').on(t.tenant_id, t.created_by),
    index('card_exports_created_idx').on(t.created_at),
  ],
);
