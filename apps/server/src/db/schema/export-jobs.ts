import { EXPORT_JOB_STATUSES } from '@ausweis/shared/schemas/export-jobs';
import { integer, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './timestamps';

/**
 * The columns of every export built by a job (print exports, card exports): its state, the attempt
 * building it, its progress and its file. A function, so that each table gets columns of its own.
 */
export const exportJobColumns = () => ({
  status: text('status', { enum: EXPORT_JOB_STATUSES }).notNull().default('queued'),
  /** The job attempt building it: a stalled earlier attempt must not write over a later one's work. */
  attempt: integer('attempt').notNull().default(0),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  /** The file in the file store, once done (the row goes with it when retention deletes it). */
  path: text('path'),
  filename: text('filename'),
  size: integer('size'),
  error: text('error'),
  created_at: createdAt(),
  finished_at: tstz('finished_at'),
});
