import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { createdAt, tstz } from './timestamps';

/** Every mail goes through here: sent by SMTP (a job each, with retries: platform/mail/mailer.ts) or kept as the dev outbox. */
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
    /** A second attached file (an XRechnung XML beside its invoice PDF), kept and removed alike. */
    extra_attachment_file_id: integer('extra_attachment_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    extra_attachment_name: text('extra_attachment_name'),
    /** pending: to be sent; sent; failed: retries exhausted; outbox: kept for the dev outbox (no SMTP). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.id)],
);
