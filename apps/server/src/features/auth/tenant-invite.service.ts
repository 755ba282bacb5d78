/**
 * The owner's side of a tenant invitation: an account joins a tenant through a tenant Admin only after
 * its owner accepts (docs/product.md#permissions: tenant Admins manage the users of their tenant, not accounts of others).
 * An existing account accepts with the mailed /tenant_invite link; an account the invitation created
 * accepts by setting its first password. Until then the tenant sees only its invitation row.
 */
import { can } from '@ausweis/shared/permissions';
import { TENANT_INVITE_WRONG_PASSWORD, type TenantInviteResponse } from '@ausweis/shared/schemas/account';
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { tenantInvitations, tenantMemberships, tenants, users } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../http/app-error';
import { userSubject } from '../../http/request-context';
import { LOGIN_ERRORS, verifyLogin } from './auth.service';
import {
  consumeToken,
  expireTenantInviteTokens,
  findValidToken,
  INVALID_TOKEN,
  type TenantInviteGrant,
} from './one-time-tokens';
import { finishSignIn, type SignIn } from './sign-in';

async function inviteOf(ctx: AppContext, token: string) {
  const row = await findValidToken(ctx.db, token, 'TenantInvite');
  if (row.tenant_id === null || row.user_group === null) throw INVALID_TOKEN();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.user_id));
  const [tenant] = await ctx.db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, row.tenant_id));
  // Super admins work in every tenant already and never become members.
  if (!user || !tenant || can(userSubject(user), 'tenants.actInAny')) throw INVALID_TOKEN();
  // The token names the tenant that invited the account.
  return { row, user, tenant, scope: tenantScope(row.tenant_id), user_group: row.user_group };
}

/** What the invitation offers, for the confirmation page (only the link's holder sees it). */
export async function checkTenantInvite(ctx: AppContext, token: string): Promise<TenantInviteResponse> {
  const { user, tenant, user_group } = await inviteOf(ctx, token);
  return { tenant_name: tenant.name, user_group, email: user.email };
}

/** Makes the account a member with the granted group and ends the tenant's invitation of it. */
export async function joinTenant(tx: Tx, userId: number, grant: TenantInviteGrant): Promise<void> {
  await tx
    .insert(tenantMemberships)
    .values({
      user_id: userId,
      tenant_id: grant.scope.tenantId,
      user_group: grant.user_group,
      use_for_notify: grant.use_for_notify,
    })
    .onConflictDoNothing();
  await endInvitation(tx, grant.scope, userId);
}

/**
 * Confirms the invitation for the invited account, whose password must be given (the link alone could
 * have been forwarded or logged): the account becomes a member of the tenant with the offered group and
 * is signed in, with the login's throttling and refusals.
 */
export async function acceptTenantInvite(
  ctx: AppContext,
  token: string,
  password: string,
  signIn: SignIn,
): Promise<LoginResponse> {
  const { row, user, scope, user_group } = await inviteOf(ctx, token);
  const owner = await verifyLogin(ctx, user.email, password, signIn).catch((err: unknown) => {
    throw err === LOGIN_ERRORS.failed ? badRequest(TENANT_INVITE_WRONG_PASSWORD, 'password') : err;
  });
  await ctx.db.transaction(async (tx) => {
    await consumeToken(tx, row.id);
    await joinTenant(tx, owner.id, { scope, user_group, use_for_notify: row.use_for_notify ?? false });
  });
  return finishSignIn(ctx, owner, signIn, { factorsDone: false });
}

/**
 * The owner of an account that a tenant Admin's invitation created set its first password: that
 * answers the invitation, so the account joins the tenant now.
 */
export async function acceptNewAccountInvitations(tx: Tx, userId: number): Promise<void> {
  // Across tenants: the account's invitations from every tenant, each answered in its own tenant.
  const pending = await tx
    .select()
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.user_id, userId), eq(tenantInvitations.new_account, true)));
  for (const inv of pending) {
    await joinTenant(tx, userId, {
      scope: tenantScope(inv.tenant_id),
      user_group: inv.user_group,
      use_for_notify: inv.use_for_notify,
    });
  }
}

/** Removes the tenant's pending invitation of the account; its mailed /tenant_invite links stop working. */
export async function endInvitation(db: Db | Tx, scope: TenantScope, userId: number): Promise<void> {
  await db
    .delete(tenantInvitations)
    .where(scope.where(tenantInvitations, eq(tenantInvitations.user_id, userId)));
  await expireTenantInviteTokens(db, scope, userId);
}
