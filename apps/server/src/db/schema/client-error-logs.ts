import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

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
