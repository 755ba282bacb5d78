/**
 * Recovery codes: ten random single-use codes, shown once and stored as SHA-256 hashes (each carries
 * 50 random bits, so a fast hash suffices; guessing is limited like every second-step code).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { recoveryCodes } from '../../../db/schema/index';
import { recoveryCodesLeft } from './factor-queries';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: a code copied from paper reads the same. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** As typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten new codes for the user; the old ones stop working. Answers the codes (shown once). */
export async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: hashOf(code) })));
  return codes;
}

/** Uses one of the user's codes (once): the number left afterwards, or null for a wrong or used code. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<number | null> {
  const used = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashOf(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? recoveryCodesLeft(db, userId) : null;
}
