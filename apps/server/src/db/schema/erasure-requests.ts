import { ERASURE_STATES } from '@ausweis/shared/schemas/data-rights-texts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { tstz } from './timestamps';
import { users } from './users';

/**
 * A holder's request to erase their card's data (the card app's 'Löschung beantragen'): the school
 * answers within a month (due_at) with the one erasure action. Holds ids only, no personal data.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The card (orders or orders_archive id); no foreign key: the card may move to the archive. */
    order_id: integer('order_id').notNull(),
    requested_at: tstz('requested_at').notNull().default(sql`now()`),
    due_at: tstz('due_at').notNull(),
    state: text('state', { enum: ERASURE_STATES }).notNull().default('open'),
    done_at: tstz('done_at'),
    done_by: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('erasure_requests_tenant_idx').on(t.tenant_id, t.state, t.due_at),
    index('erasure_requests_order_idx').on(t.order_id),
  ],
);
