/**
 * Mail attachments: a stored file per mail (mail_outbox.attachment_file_id, and an optional second one,
 * extra_attachment_file_id), read when the mail is
 * sent and removed from the file store afterwards, because exports mailed to staff carry personal data.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type mailOutbox, storedFiles } from '../../db/schema/index';
import type { FileStore } from '../file-store';

export interface MailAttachment {
  /** stored_files id (written in the same transaction as the mail). */
  fileId: number;
  /** File name the recipient sees, e.g. 'Ausweise_2026-11-21.xlsx'. */
  name: string;
}

/**
 * The nodemailer attachment of a stored file; throws (so the mail is retried) when the file is gone.
 * Across tenants: a queued mail names its attachment by file id.
 */
async function attachmentFile(db: Db, files: FileStore | undefined, fileId: number, name: string | null) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  const content = file && files ? await files.read(file.path).catch(() => null) : null;
  if (!file || !content) throw new Error('Anhang nicht gefunden');
  return { filename: name ?? 'Anhang', content, contentType: file.mime_type };
}

/** The nodemailer attachments of an outbox row (none, one or two). */
export async function attachmentsOf(
  db: Db,
  files: FileStore | undefined,
  mail: typeof mailOutbox.$inferSelect,
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const wanted = [
    [mail.attachment_file_id, mail.attachment_name],
    [mail.extra_attachment_file_id, mail.extra_attachment_name],
  ] as const;
  const out = [];
  for (const [fileId, name] of wanted) {
    if (fileId !== null) out.push(await attachmentFile(db, files, fileId, name));
  }
  return out;
}

/**
 * Deletes the attachment's record and bytes (after the mail went out, or failed for good).
 * Across tenants: a queued mail names its attachment by file id.
 */
export async function dropAttachment(db: Db, files: FileStore | undefined, fileId: number | null) {
  if (fileId === null) return;
  const removed = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ path: storedFiles.path });
  for (const r of removed) await files?.remove(r.path).catch(() => undefined);
}
