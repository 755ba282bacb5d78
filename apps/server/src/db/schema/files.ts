import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * Metadata of a file in the file store (DATA_DIR/files by default). `path` is relative to the store root;
 * `sha256` doubles as the cache-busting hash in media URLs. tenant_id is kept without a foreign key so
 * a tenant deletion can remove the bytes after its transaction committed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id'),
    kind: text('kind', {
      enum: [
        'student_photo',
        'student_sign',
        'logo',
        'stamp',
        'sign',
        'card_png',
        'card_pdf',
        'export',
        'invoice',
      ],
    }).notNull(),
    path: text('path').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('stored_files_tenant_idx').on(t.tenant_id)],
);
