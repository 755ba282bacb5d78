/**
 * The owner's side of a tenant invitation: an existing account joins another tenant only after its
 * owner opens the mailed link and confirms (SPEC §6: tenant Admins manage the users of their tenant,
 * not accounts of others).
 */
import type { TenantInviteResponse } from '@ausweis/shared/schemas/account';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tenantMemberships, tenants, users } from '../../db/schema/index';
import { consumeToken, findValidToken, INVALID_TOKEN } from './one-time-tokens';

async function inviteOf(ctx: AppContext, token: string) {
  const row = await findValidToken(ctx.db, token, 'TenantInvite');
  if (row.tenant_id === null || row.user_group === null) throw INVALID_TOKEN();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.user_id));
  const [tenant] = await ctx.db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, row.tenant_id));
  // Super admins work in every tenant already and never become members.
  if (!user || !tenant || user.is_super_admin) throw INVALID_TOKEN();
  return { row, user, tenant, tenantId: row.tenant_id, user_group: row.user_group };
}

/** What the invitation offers, for the confirmation page (only the link's holder sees it). */
export async function checkTenantInvite(ctx: AppContext, token: string): Promise<TenantInviteResponse> {
  const { user, tenant, user_group } = await inviteOf(ctx, token);
  return { tenant_name: tenant.name, user_group, email: user.email };
}

/** Confirms the invitation: the account becomes a member of the tenant with the offered group. */
export async function acceptTenantInvite(ctx: AppContext, token: string): Promise<void> {
  const { row, user, tenantId, user_group } = await inviteOf(ctx, token);
  await ctx.db.transaction(async (tx) => {
    await consumeToken(tx, row.id);
    await tx
      .insert(tenantMemberships)
      .values({
        user_id: user.id,
        tenant_id: tenantId,
        user_group,
        use_for_notify: row.use_for_notify ?? false,
      })
      .onConflictDoNothing();
  });
}
