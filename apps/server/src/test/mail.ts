/** Reads mails from the dev outbox in tests (the app under test runs without SMTP). */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** The newest mail to the address, optionally only those after a given outbox id. */
export async function lastMailTo(db: Db, to: string, afterId = 0) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), gt(mailOutbox.id, afterId)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

/** The first absolute link in a mail's text part. */
export const linkIn = (text: string): string => /https?:\/\/\S+/.exec(text)?.[0] ?? '';
