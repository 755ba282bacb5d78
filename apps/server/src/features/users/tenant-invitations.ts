/**
 * A tenant Admin's invitations. The Admin gets the same answer, and afterwards sees the same
 * 'Einladung offen' row with only what they typed, whether or not the address already had an account:
 * a new address gets an account without password and a /password_create link, an existing account a
 * /tenant_invite link; either joins the tenant only when its owner answers. Super admins attach at once
 * (invite-user.service.ts).
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tenantInvitations, tenantMemberships, tenants, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess, recordChange, type TenantAccessor } from '../../http/access';
import { endInvitation, sendPasswordLink, sendTenantInviteLink } from '../auth/public';
import type { UserRow } from './user-queries';

export type InvitationRow = typeof tenantInvitations.$inferSelect;

/** What the Admin typed for the invitation. */
export interface InvitationInput {
  /** Lower-case. */
  email: string;
  salutation: string | null;
  forename: string | null;
  lastname: string;
  user_group: 'Admin' | 'User';
  use_for_notify: boolean;
}

/**
 * Mails the invitation (again): the /password_create link to an account the invitation created, the
 * /tenant_invite link to any other. A super admin's address gets nothing (they never join a tenant), and
 * the answer is the same.
 */
async function mailInvitation(
  ctx: AppContext,
  tx: Tx,
  scope: TenantScope,
  inv: InvitationRow,
  user: UserRow,
  tenantName: string,
): Promise<void> {
  if (user.is_super_admin) return;
  if (inv.new_account && user.password_hash === null) {
    await sendPasswordLink(ctx, tx, user, 'invite', tenantName);
    return;
  }
  await sendTenantInviteLink(ctx, tx, user, tenantName, {
    scope,
    user_group: inv.user_group,
    use_for_notify: inv.use_for_notify,
  });
}

/**
 * Invites an address to the tenant for a tenant Admin: creates the account when the address has none,
 * stores (or renews) the invitation with what the Admin typed and mails it. The caller has made sure the
 * address is no member of the tenant. Runs inside the caller's transaction; answers the invitation's id.
 */
export async function inviteToTenant(
  ctx: AppContext,
  tx: Tx,
  scope: TenantScope,
  tenantName: string,
  input: InvitationInput,
  existing: UserRow | undefined,
): Promise<number> {
  let user = existing;
  let created = false;
  if (!user) {
    [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        salutation: input.salutation,
        forename: input.forename,
        lastname: input.lastname,
        // The invitation link proves the address; until then the account has no password.
        email_validated: false,
      })
      .onConflictDoNothing()
      .returning();
    created = user !== undefined;
    // A concurrent request created the address first: then it is an existing account like any other.
    if (!user) [user] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!user) throw new Error('invited account vanished');
  }
  const typed = {
    email: input.email,
    salutation: input.salutation,
    forename: input.forename,
    lastname: input.lastname,
    user_group: input.user_group,
    use_for_notify: input.use_for_notify,
  };
  const [inv] = await tx
    .insert(tenantInvitations)
    .values({ tenant_id: scope.tenantId, user_id: user.id, new_account: created, ...typed })
    .onConflictDoUpdate({
      target: [tenantInvitations.tenant_id, tenantInvitations.user_id],
      set: typed,
    })
    .returning();
  if (!inv) throw new Error('invitation not stored');
  // Until its owner claims it, an account this tenant's invitation created carries what its Admin typed.
  if (inv.new_account && user.password_hash === null && !created) {
    await tx
      .update(users)
      .set({ salutation: input.salutation, forename: input.forename, lastname: input.lastname })
      .where(eq(users.id, user.id));
    user = { ...user, salutation: input.salutation, forename: input.forename, lastname: input.lastname };
  }
  await mailInvitation(ctx, tx, scope, inv, user, tenantName);
  return inv.id;
}

/** A pending invitation of the tenant with its account and the tenant's name; another tenant's is 404. */
async function findInvitation(tx: Tx, scope: TenantScope, invitationId: number) {
  const [row] = await tx
    .select({ inv: tenantInvitations, user: users, tenantName: tenants.name })
    .from(tenantInvitations)
    .innerJoin(users, eq(users.id, tenantInvitations.user_id))
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenant_id))
    .where(scope.where(tenantInvitations, eq(tenantInvitations.id, invitationId)));
  if (!row) throw noAccess('invitation');
  return row;
}

/** Mails a pending invitation of the tenant again (a new link; the older one stops working). */
export async function resendInvitation(ctx: AppContext, who: TenantAccessor, invitationId: number) {
  await ctx.db.transaction(async (tx) => {
    const { inv, user, tenantName } = await findInvitation(tx, who.scope, invitationId);
    await mailInvitation(ctx, tx, who.scope, inv, user, tenantName);
    await recordChange(tx, who, { action: 'invitation.resent', record: 'invitation', ids: [inv.id] });
  });
}

/**
 * Deletes an account that nobody ever used and nothing holds any more: no password, no tenant, no
 * pending invitation (one that an invitation created, or whose address an Admin corrected).
 * Across tenants: a membership or invitation in any tenant keeps the account.
 */
export async function dropUnusedAccount(tx: Tx, userId: number): Promise<void> {
  const [memberships] = await tx
    .select({ n: count() })
    .from(tenantMemberships)
    .where(eq(tenantMemberships.user_id, userId));
  const [invitations] = await tx
    .select({ n: count() })
    .from(tenantInvitations)
    .where(eq(tenantInvitations.user_id, userId));
  if ((memberships?.n ?? 0) > 0 || (invitations?.n ?? 0) > 0) return;
  await tx
    .delete(users)
    .where(and(eq(users.id, userId), isNull(users.password_hash), eq(users.is_super_admin, false)));
}

/** Withdraws a pending invitation; its links stop working, and an account it created goes with it. */
export async function withdrawInvitation(ctx: AppContext, who: TenantAccessor, invitationId: number) {
  await ctx.db.transaction(async (tx) => {
    const { inv, user } = await findInvitation(tx, who.scope, invitationId);
    await endInvitation(tx, who.scope, user.id);
    if (inv.new_account) await dropUnusedAccount(tx, user.id);
    await recordChange(tx, who, { action: 'invitation.withdrawn', record: 'invitation', ids: [inv.id] });
  });
}
