import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './common';
import { tenants } from './tenants';
import { users } from './users';

/** An invoice (payment) run billing a tenant's tenant-paid orders up to till_date. */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    total_count: integer('total_count').notNull(),
    total_amount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    till_date: tstz('till_date').notNull(),
    user_profile_id: integer('user_profile_id').references(() => users.id, { onDelete: 'set null' }),
    additional_emails: text('additional_emails'),
    created_at: createdAt(),
  },
  (t) => [index('payment_runs_tenant_idx').on(t.tenant_id)],
);

/** One attempt to pay an order at a provider; an order is paid only by a completed transaction. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the order may move to the archive; the money trail must stay. */
    order_id: integer('order_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'paypal', 'test'] }).notNull(),
    /** Stripe checkout session id, PayPal order id, or the test checkout id. */
    provider_ref: text('provider_ref').notNull(),
    provider_capture_id: text('provider_capture_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: ['created', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('created'),
    details: jsonb('details'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_ref_uq').on(t.provider, t.provider_ref),
    index('payment_transactions_order_idx').on(t.order_id),
    check('payment_transactions_amount', sql`${t.amount} >= 0`),
  ],
);
