/** An admin's password reset of a tenant user (docs/product.md#screens users). */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { endUserSessions } from '../../http/active-user';
import { forbidden } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { sendPasswordLink } from '../auth/public';
import { ACCOUNT_LOCKED } from './user-errors';
import { accountEditable, findMember, tenantNameOf } from './user-queries';

/** Admin reset: locks the user (must_reset_password) and mails a /password_create link. */
export async function resetPassword(
  ctx: AppContext,
  actor: AuthUser,
  scope: TenantScope,
  userId: number,
): Promise<void> {
  if (userId === actor.id)
    throw forbidden('Ihr eigenes Passwort ändern Sie unter „Mein Profil“ mit „Passwort ändern“.');
  await ctx.db.transaction(async (tx) => {
    const { user } = await findMember(tx, scope, userId);
    if (!(await accountEditable(tx, actor, user))) throw ACCOUNT_LOCKED();
    await tx
      .update(users)
      .set({
        must_reset_password: true,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id));
    // The reset ends every session of the user.
    await endUserSessions(ctx, tx, user.id);
    // Someone who never set a password gets the invitation again rather than a "reset" notice.
    if (user.password_hash === null) {
      await sendPasswordLink(ctx, tx, user, 'invite', await tenantNameOf(tx, scope.tenantId));
    } else await sendPasswordLink(ctx, tx, user, 'reset');
  });
}
