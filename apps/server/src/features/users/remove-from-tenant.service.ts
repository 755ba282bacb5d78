/** Removing a user from the tenant (docs/product.md#screens users): the membership goes, their sessions end. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tenantMemberships } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChange, type TenantAccessor } from '../../http/access';
import { endUserSessions } from '../../http/active-user';
import { forbidden } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import { findMember } from './user-queries';

/** Removes a user from the tenant only; the account stays, even without any tenant. */
export async function removeFromTenant(
  ctx: AppContext,
  actor: AuthUser,
  scope: TenantScope,
  userId: number,
  who: TenantAccessor,
): Promise<void> {
  if (userId === actor.id) throw forbidden('Sie können sich nicht selbst aus dem Mandanten entfernen.');
  await ctx.db.transaction(async (tx) => {
    const { membership } = await findMember(tx, scope, userId);
    await tx
      .delete(tenantMemberships)
      .where(scope.where(tenantMemberships, eq(tenantMemberships.id, membership.id)));
    // Their sessions end: a token must not go on working in a tenant they no longer belong to.
    await endUserSessions(ctx, tx, userId);
    await recordChange(tx, who, { action: 'user.removed', record: 'user', ids: [userId] });
  });
}
