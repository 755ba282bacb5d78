/** Single use of tokens and challenges (sign-in tickets, passkey challenges, sign-in states): spent_tokens. */
import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { spentTokens } from './schema/index';

/**
 * Marks the token `id` as used; true the first time, false for every later use. Rows past their
 * expiry are swept on the way (a token is refused after its expiry anyway).
 */
export async function spendOnce(db: Db | Tx, id: string, expiresAt: Date): Promise<boolean> {
  await db.delete(spentTokens).where(lt(spentTokens.expires_at, sql`now()`));
  const rows = await db
    .insert(spentTokens)
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflictDoNothing()
    .returning({ id: spentTokens.id });
  return rows.length === 1;
}
