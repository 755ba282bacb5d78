/**
 * Account flows without login (forgot password, token check, set password or e-mail by mailed token)
 * and the logged-in user's own password change (docs/product.md#screens auth routes, #behaviour User, #api).
 */
import type {
  CheckUserTokenResponse,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetNewPasswordResponse,
  SetPasswordByTokenRequest,
  TokenName,
} from '@ausweis/shared/schemas/account';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { oneTimeTokens, users } from '../../db/schema/index';
import { endUserSessions } from '../../http/active-user';
import { badRequest } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import type { SessionClaims } from '../../http/tokens';
import { uniqueConflict } from '../../http/unique-conflicts';
import { sendPasswordLink } from './account-mails';
import { consumeToken, findValidToken, INVALID_TOKEN } from './one-time-tokens';
import { issueToken } from './sessions/sessions.service';
import { acceptNewAccountInvitations } from './tenant-invite.service';

/** One forgot-password mail per address in this many minutes; more requests are answered the same. */
export const FORGOT_PASSWORD_MAIL_PAUSE_MINUTES = 2;

const EMAIL_TAKEN = () => badRequest('Diese E-Mail-Adresse wird bereits verwendet.', 'email');

/**
 * Mails a /password_create link to an existing, not disabled user. The caller answers the same either
 * way, so the response never tells whether the address exists.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!user || user.disabled) return;
    // No mail flood to one address: skip when a password link went out moments ago.
    // Across tenants: password links belong to the account, not to a tenant.
    const [recent] = await tx
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.user_id, user.id),
          eq(oneTimeTokens.token_name, 'UserPassword'),
          gt(
            oneTimeTokens.created_at,
            sql`now() - make_interval(mins => ${FORGOT_PASSWORD_MAIL_PAUSE_MINUTES})`,
          ),
        ),
      )
      .limit(1);
    if (recent) return;
    await sendPasswordLink(ctx, tx, user, 'forgot');
  });
}

/** The user a valid token belongs to (docs/product.md#fields: id, forename, lastname, email; EmailChange: the new address). */
export async function checkUserToken(
  ctx: Pick<AppContext, 'db'>,
  token: string,
  name: TokenName,
): Promise<CheckUserTokenResponse> {
  const row = await findValidToken(ctx.db, token, name);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.user_id));
  if (!user) throw INVALID_TOKEN();
  return {
    user_id: user.id,
    forename: user.forename,
    lastname: user.lastname,
    email: name === 'EmailChange' && row.email ? row.email : user.email,
  };
}

/**
 * Sets the password through a mailed link: consumes the token, clears must_reset_password and marks the
 * e-mail validated (the link reached it). The token must belong to the given user and address.
 */
export async function setPasswordByToken(
  ctx: Pick<AppContext, 'db' | 'passwords' | 'sessions'>,
  req: z.output<typeof SetPasswordByTokenRequest>,
): Promise<void> {
  const row = await findValidToken(ctx.db, req.token, 'UserPassword');
  if (row.user_id !== req.user_id) throw INVALID_TOKEN();
  const passwordHash = await ctx.passwords.hash(req.password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, row.user_id));
    if (!user || user.email !== req.email) throw INVALID_TOKEN();
    await consumeToken(tx, row.id);
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        must_reset_password: false,
        // The link reached the account's address (a pending change to a new one waits for its own link).
        email_validated: true,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id));
    // A new password ends every session that the old one opened.
    await endUserSessions(ctx, tx, user.id);
    // The first password answers the invitation that created the account: it joins that tenant now.
    await acceptNewAccountInvitations(tx, user.id);
  });
}

/** Sets the new address stored with an EmailChange token and marks it validated. */
export async function setEmailByToken(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  req: z.output<typeof SetEmailByTokenRequest>,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await findValidToken(tx, req.token, 'EmailChange');
      if (row.user_id !== req.user_id || !row.email) throw INVALID_TOKEN();
      if (row.email !== req.email)
        throw badRequest('Die E-Mail-Adresse stimmt nicht mit der im Link überein.', 'email');
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
      if (taken && taken.id !== row.user_id) throw EMAIL_TAKEN();
      await consumeToken(tx, row.id);
      await tx
        .update(users)
        .set({
          email: row.email,
          email_validated: true,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, row.user_id));
      await endUserSessions(ctx, tx, row.user_id);
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}

/**
 * The logged-in user's own password change; the current password must be right. Every other session
 * ends (token version bumped, rows ended); this one goes on with the new token returned.
 */
export async function setNewPassword(
  ctx: AppContext,
  actor: AuthUser,
  session: SessionClaims,
  req: z.output<typeof SetNewPasswordRequest>,
): Promise<SetNewPasswordResponse> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user || !(await ctx.passwords.verify(req.current_password, user.password_hash)))
    throw badRequest('Das aktuelle Passwort ist falsch.', 'current_password');
  const passwordHash = await ctx.passwords.hash(req.new_password);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, actor.id));
    return endUserSessions(ctx, tx, actor.id, session.sessionId);
  });
  const next = await issueToken(ctx, { ...session, tokenVersion });
  return { ok: true, ...next };
}
