/** The dev outbox ('Postausgang') that super admins read when no SMTP server is configured. */
import { z } from 'zod';

export const OutboxRow = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'outbox']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof OutboxRow>;

export const OutboxMail = OutboxRow.extend({ text: z.string(), html: z.string() });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const MAIL_STATUS_NAMES: Record<OutboxRow['status'], string> = {
  pending: 'Wartet auf Versand',
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  outbox: 'Im Postausgang',
};
