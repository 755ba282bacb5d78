/**
 * One-time tokens for the password and e-mail links: 32 random bytes, only their SHA-256 stored,
 * valid 48 hours, single use (consumed with a conditional update, so two clicks cannot both win).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type TokenName = 'UserPassword' | 'EmailChange' | 'TenantInvite';

/** What a TenantInvite token grants once its owner confirms it. */
export interface TenantInviteGrant {
  tenantId: number;
  user_group: 'Admin' | 'User';
  use_for_notify: boolean;
}
export const TOKEN_VALID_HOURS = 48;

export const INVALID_TOKEN = () =>
  new AppError(
    400,
    'TOKEN_INVALID',
    'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
  );

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Marks the user's unused tokens of this kind as used, so their mailed links stop working; with a
 * tenant, only the invitations to that tenant.
 */
export async function expireTokens(db: Db | Tx, userId: number, name: TokenName, tenantId?: number) {
  await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.token_name, name),
        isNull(oneTimeTokens.used_at),
        tenantId === undefined ? undefined : eq(oneTimeTokens.tenant_id, tenantId),
      ),
    );
}

/** Creates a token for the user and returns the raw value for the mailed link (never stored). */
export async function createOneTimeToken(
  db: Db | Tx,
  userId: number,
  name: TokenName,
  email?: string,
  invite?: TenantInviteGrant,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new link replaces older unused ones of the same kind (invitations: of the same tenant).
  await expireTokens(db, userId, name, invite?.tenantId);
  await db.insert(oneTimeTokens).values({
    user_id: userId,
    token_name: name,
    token_hash: hashToken(token),
    email: email ?? null,
    tenant_id: invite?.tenantId ?? null,
    user_group: invite?.user_group ?? null,
    use_for_notify: invite ? invite.use_for_notify : null,
    expires_at: sql`now() + make_interval(hours => ${TOKEN_VALID_HOURS})`,
  });
  return token;
}

/** The valid, unused token row, or the German "invalid link" error. */
export async function findValidToken(db: Db | Tx, token: string, name: TokenName) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashToken(token)),
        eq(oneTimeTokens.token_name, name),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
      ),
    );
  if (!row) throw INVALID_TOKEN();
  return row;
}

/** Marks the token used; fails if someone else used it first. */
export async function consumeToken(tx: Tx, tokenId: number): Promise<void> {
  const used = await tx
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.used_at)))
    .returning({ id: oneTimeTokens.id });
  if (used.length === 0) throw INVALID_TOKEN();
}
