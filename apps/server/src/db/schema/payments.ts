import { INVOICE_STATES } from '@ausweis/shared/schemas/invoices';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { tenants } from './tenants';
import { createdAt, tstz, updatedAt } from './timestamps';
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
    /** Gap-free per year (invoice_counters), e.g. RE-2026-00001. */
    invoice_number: text('invoice_number').notNull(),
    invoice_date: date('invoice_date', { mode: 'string' }).notNull(),
    /** The invoice as issued (features/invoices/invoice-document.ts): it never changes afterwards. */
    invoice: jsonb('invoice').notNull(),
    /** The rendered e-invoice PDF; drawn once from `invoice` (again if missing). */
    invoice_file_id: integer('invoice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Whether the invoice job drew and mailed the invoice (features/invoices/invoice-issue.job.ts). */
    invoice_state: text('invoice_state', { enum: INVOICE_STATES }).notNull().default('pending'),
    /** Invoice mails the job queued. */
    invoice_mails: integer('invoice_mails'),
    /** The invoice's due date (BT-9): after it, an unpaid run is overdue. */
    due_date: date('due_date', { mode: 'string' }).notNull(),
    /** Sum of the run's payments not reversed (runPayments), kept in the booking's transaction. */
    paid_amount: integer('paid_amount').notNull().default(0),
    /** Set when the run's invoice is cancelled by a cancellation invoice; a cancelled run stays. */
    cancelled_at: tstz('cancelled_at'),
    // The cancellation invoice (features/invoices/run-cancel.ts), set with cancelled_at; it is built
    // from `invoice` and drawn and mailed by its job (run-cancel.job.ts).
    /** Gap-free per year (cancellation_counters), e.g. ST-2026-00001. */
    cancellation_number: text('cancellation_number'),
    cancellation_date: date('cancellation_date', { mode: 'string' }),
    cancellation_state: text('cancellation_state', { enum: INVOICE_STATES }),
    cancellation_file_id: integer('cancellation_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    cancellation_mails: integer('cancellation_mails'),
    created_at: createdAt(),
  },
  (t) => [
    index('payment_runs_tenant_idx').on(t.tenant_id),
    uniqueIndex('payment_runs_invoice_number_uq').on(t.invoice_number),
    uniqueIndex('payment_runs_cancellation_number_uq').on(t.cancellation_number),
    // Overdue runs for the reminders and the report: the open ones by due date.
    index('payment_runs_open_due_idx').on(t.due_date).where(sql`${t.cancelled_at} is null`),
  ],
);

/** Where a booked payment came from: typed by hand, or a credit of an imported bank statement. */
export const RUN_PAYMENT_SOURCES = ['manual', 'bank'] as const;

/**
 * A payment received on a payment run. Never deleted: a wrong booking is reversed (reversed_at), and
 * the run's paid_amount follows in the same transaction.
 */
export const runPayments = pgTable(
  'run_payments',
  {
    id: serial('id').primaryKey(),
    payment_run_id: integer('payment_run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Value date of the payment (YYYY-MM-DD). */
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    /** In cents, positive. */
    amount: integer('amount').notNull(),
    note: text('note'),
    source: text('source', { enum: RUN_PAYMENT_SOURCES }).notNull(),
    /** The bank's reference of a statement entry: the same entry is never booked twice. */
    entry_ref: text('entry_ref'),
    user_profile_id: integer('user_profile_id').references(() => users.id, { onDelete: 'set null' }),
    reversed_at: tstz('reversed_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('run_payments_run_idx').on(t.payment_run_id),
    uniqueIndex('run_payments_entry_ref_uq').on(t.entry_ref),
    check('run_payments_amount', sql`${t.amount} > 0`),
  ],
);

/** The last invoice number issued per year; incremented under a row lock, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
});

/** The last cancellation invoice number issued per year (ST-…), a series of its own beside invoice_counters. */
export const cancellationCounters = pgTable('cancellation_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
});

/** The states of a payment transaction (a text column: a new state needs no migration). */
export const PAYMENT_TRANSACTION_STATES = [
  'created',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;

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
    /**
     * created: checkout open; completed: paid this order; refunded: paid at the provider for an order
     * already paid by another transaction, and given back automatically (confirm.ts).
     */
    state: text('state', { enum: PAYMENT_TRANSACTION_STATES }).notNull().default('created'),
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

/**
 * A payment reminder ('Zahlungserinnerung') sent for an overdue run: the daily job sends at most one
 * per run within the configured interval (features/invoices/payment-reminder.service.ts).
 */
export const runReminders = pgTable(
  'run_reminders',
  {
    id: serial('id').primaryKey(),
    payment_run_id: integer('payment_run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sent_at: tstz('sent_at').notNull(),
    /** The mails queued: one per invoice recipient. */
    recipients: integer('recipients').notNull(),
    /** The amount still open when the reminder went out, in cents. */
    open_amount: integer('open_amount').notNull(),
  },
  (t) => [index('run_reminders_run_idx').on(t.payment_run_id, t.sent_at)],
);
