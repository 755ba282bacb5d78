/**
 * Adding an address to a tenant (docs/product.md#screens users, #permissions): super admins create or attach an account at once,
 * tenant Admins invite (tenant-invitations.ts). Also used by the tenant upsert for its first Admin.
 */
import type { UserGroup } from '@ausweis/shared/constants';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tenantMemberships, tenants, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../http/app-error';
import { joinTenant, sendPasswordLink, sendTenantAccessMail } from '../auth/public';
import { inviteToTenant } from './tenant-invitations';
import { USER_ERRORS } from './user-errors';

export interface InviteUserInput {
  /** Any case; stored lower-case. */
  email: string;
  salutation?: string | null;
  forename?: string | null;
  lastname: string;
  user_group: UserGroup;
  use_for_notify?: boolean;
}

export interface InviteUserResult {
  /** null for a tenant Admin's invitation: the account (new or existing) joins only once its owner answers. */
  user_id: number | null;
  /** false: the e-mail belonged to an existing user, or a tenant Admin invited (then it is not told). */
  created: boolean;
  /** The tenant Admin's invitation (null when a super admin added the account at once). */
  invitation_id: number | null;
}

export interface InviteOptions {
  /**
   * A super admin may add an account to the tenant at once (an existing one, or a new one). Anyone else
   * only invites, and learns nothing about whether the address already had an account.
   */
  attachExisting: boolean;
}

/** The audit trail's event of an invitation: the account added, or the invitation sent. */
export const invitedEvent = (invited: InviteUserResult) =>
  invited.invitation_id === null
    ? {
        action: 'user.invited' as const,
        record: 'user' as const,
        ids: invited.user_id === null ? [] : [invited.user_id],
      }
    : { action: 'user.invited' as const, record: 'invitation' as const, ids: [invited.invitation_id] };

/**
 * Adds an address to a tenant. A super admin (attachExisting) creates a user with an invitation mail
 * (a /password_create link), or adds an existing user with the given group and notify flag, without
 * changing their name or password (they get a short access mail, or an invitation if they never set a
 * password). For a tenant Admin it is an invitation in both cases (tenant-invitations.ts): the tenant
 * sees an 'Einladung offen' row with what the Admin typed until the owner answers, and nothing of an
 * existing account. Runs inside the caller's transaction; the mail is queued in it too.
 */
export async function inviteUserToTenant(
  ctx: AppContext,
  tx: Tx,
  scope: TenantScope,
  input: InviteUserInput,
  { attachExisting }: InviteOptions,
): Promise<InviteUserResult> {
  const email = input.email.trim().toLowerCase();
  const [tenant] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  if (!tenant) throw notFound('Mandant nicht gefunden.');
  const [existing] = await tx.select().from(users).where(eq(users.email, email));
  if (existing) {
    const [member] = await tx
      .select({ id: tenantMemberships.id })
      .from(tenantMemberships)
      .where(scope.where(tenantMemberships, eq(tenantMemberships.user_id, existing.id)));
    // The tenant's own members are in its user list anyway, so saying so reveals nothing new.
    if (member) throw USER_ERRORS.alreadyMember();
  }
  if (!attachExisting) {
    const invitationId = await inviteToTenant(
      ctx,
      tx,
      scope,
      tenant.name,
      {
        email,
        salutation: input.salutation || null,
        forename: input.forename?.trim() || null,
        lastname: input.lastname.trim(),
        user_group: input.user_group,
        use_for_notify: input.use_for_notify ?? false,
      },
      existing,
    );
    return { user_id: null, created: false, invitation_id: invitationId };
  }
  if (existing) {
    // Super admins work in every tenant already; a tenant must not get a handle on their account.
    if (existing.is_super_admin) {
      throw badRequest(
        'Diese E-Mail-Adresse gehört einem Super-Admin und kann keinem Mandanten zugeordnet werden.',
        'email',
      );
    }
    // A pending invitation of the tenant is answered by this (joinTenant ends it).
    await joinTenant(tx, existing.id, {
      scope,
      user_group: input.user_group,
      use_for_notify: input.use_for_notify ?? false,
    });
    if (existing.password_hash === null) await sendPasswordLink(ctx, tx, existing, 'invite', tenant.name);
    else await sendTenantAccessMail(ctx, tx, existing, tenant.name);
    return { user_id: existing.id, created: false, invitation_id: null };
  }
  const [created] = await tx
    .insert(users)
    .values({
      email,
      salutation: input.salutation || null,
      forename: input.forename?.trim() || null,
      lastname: input.lastname.trim(),
      // The invitation link proves the address; until then the account has no password.
      email_validated: false,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent request created the same address first.
  if (!created) throw USER_ERRORS.emailTaken();
  await tx.insert(tenantMemberships).values({
    user_id: created.id,
    tenant_id: scope.tenantId,
    user_group: input.user_group,
    use_for_notify: input.use_for_notify ?? false,
  });
  await sendPasswordLink(ctx, tx, created, 'invite', tenant.name);
  return { user_id: created.id, created: true, invitation_id: null };
}
