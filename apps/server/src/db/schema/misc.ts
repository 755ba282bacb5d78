import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './common';
import { storedFiles } from './files';
import { users } from './users';

/** A contact request from an organisation (the /register form). */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    salutation: text('salutation').notNull(),
    title: text('title'),
    forename: text('forename').notNull(),
    familyname: text('familyname').notNull(),
    tenantname: text('tenantname').notNull(),
    area: text('area').notNull(),
    street: text('street').notNull(),
    plz: text('plz').notNull(),
    city: text('city').notNull(),
    telefone: text('telefone').notNull(),
    email: text('email').notNull(),
    web_url: text('web_url'),
    confirm: boolean('confirm').notNull(),
    answered_at: tstz('answered_at'),
    answered_by: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('registrations_status_idx').on(t.status, t.id),
    check('registrations_confirmed', sql`${t.confirm}`),
  ],
);

/** Every mail goes through here: sent by SMTP (with retries) or kept as the dev outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** One attached file (exports mailed to staff); removed from the store once the mail is sent. */
    attachment_file_id: integer('attachment_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    attachment_name: text('attachment_name'),
    /** pending: to be sent; sent; failed: retries exhausted; outbox: kept for the dev outbox (no SMTP). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: tstz('next_attempt_at').notNull().default(sql`now()`),
    sent_at: tstz('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_created_idx').on(t.id),
  ],
);

/** Errors reported by browsers (/api/jslog); deleted after 14 days. */
export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    message: text('message'),
    stack: text('stack'),
    params: jsonb('params'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (t) => [index('client_error_logs_created_idx').on(t.created_at)],
);
