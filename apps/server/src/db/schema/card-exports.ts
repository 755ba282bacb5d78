import { CARD_EXPORT_KINDS } from '@ausweis/shared/schemas/card-exports';
import { PRINT_EXPORT_STATUSES } from '@ausweis/shared/schemas/exports';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { createdAt, tstz } from './timestamps';
import { users } from './users';

/**
 * Exports of all cards that match the card list's filters (issue 13), built by a job: one row per
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
    status: text('status', { enum: PRINT_EXPORT_STATUSES }).notNull().default('queued'),
    /** The job attempt building it: a stalled earlier attempt must not write over a later one's work. */
    attempt: integer('attempt').notNull().default(0),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    path: text('path'),
    filename: text('filename'),
    size: integer('size'),
    error: text('error'),
    created_at: createdAt(),
    finished_at: tstz('finished_at'),
  },
  (t) => [
    index('card_exports_tenant_idx').on(t.tenant_id, t.created_by),
    index('card_exports_created_idx').on(t.created_at),
  ],
);
