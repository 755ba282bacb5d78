/**
 * One-time tokens for the password and e-mail links: 32 random bytes, only their SHA-256 stored,
 * valid 48 hours, single use (consumed with a conditional update, so two clicks cannot both win).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../http/app-error';

export type TokenName = 'UserPassword' | 'EmailChange' | 'TenantInvite';

/** What a TenantInvite token grants once its owner confirms it. */
export interface TenantInviteGrant {
  /** The tenant the account joins. */
  scope: TenantScope;
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
 * Marks the user's unused tokens of this kind as used, so their mailed links stop working.
 * Across tenants: password and e-mail links belong to the account, not to a tenant.
 */
export async function expireTokens(db: Db | Tx, userId: number, name: TokenName) {
  await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.token_name, name),
        isNull(oneTimeTokens.used_at),
      ),
    );
}

/** Marks the user's unused invitation links to the scope's tenant as used (other tenants' stay valid). */
export async function expireTenantInviteTokens(db: Db | Tx, scope: TenantScope, userId: number) {
  await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      scope.where(
        oneTimeTokens,
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.token_name, 'TenantInvite'),
        isNull(oneTimeTokens.used_at),
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
  if (invite) await expireTenantInviteTokens(db, invite.scope, userId);
  else await expireTokens(db, userId, name);
  await db.insert(oneTimeTokens).values({
    user_id: userId,
    token_name: name,
    token_hash: hashToken(token),
    email: email ?? null,
    tenant_id: invite?.scope.tenantId ?? null,
    user_group: invite?.user_group ?? null,
    use_for_notify: invite ? invite.use_for_notify : null,
    expires_at: sql`now() + make_interval(hours => ${TOKEN_VALID_HOURS})`,
  });
  return token;
}

/**
 * The valid, unused token row, or the German "invalid link" error.
 * Across tenants: a mailed link is found by its token's hash alone; an invitation's tenant comes from it.
 */
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

/**
 * Marks the token used; fails if someone else used it first.
 * Across tenants: the token was found by its hash (findValidToken), whatever tenant it names.
 */
export async function consumeToken(tx: Tx, tokenId: number): Promise<void> {
  const used = await tx
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.used_at)))
    .returning({ id: oneTimeTokens.id });
  if (used.length === 0) throw INVALID_TOKEN();
}
