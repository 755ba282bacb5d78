/** Reads of the users feature: the tenant's user list, profiles, and who may change which account. */

import { MAX_DB_ID } from '@ausweis/shared/constants';
import { can } from '@ausweis/shared/permissions';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import type { FindUsersRequest, UserListRow, UserProfile } from '@ausweis/shared/schemas/users';
import { type AnyColumn, and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { oneTimeTokens, tenantInvitations, tenantMemberships, tenants, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { notFound } from '../../http/app-error';
import { boolFilter, countRowsOf, equals, findPage, idFilter, startsWith } from '../../http/paging';
import { type AuthUser, userSubject } from '../../http/request-context';

export type UserRow = typeof users.$inferSelect;

/**
 * Whether the actor may change the target's account (name, e-mail, password, disabled flag): super
 * admins and the user themself always; a tenant Admin only for users who are no super admin and belong
 * to no tenant where the actor is not Admin (else they could take over access there).
 * Across tenants: the target's memberships in all tenants decide, not only those of the current one.
 */
export async function accountEditable(db: Db | Tx, actor: AuthUser, target: UserRow): Promise<boolean> {
  if (can(userSubject(actor), 'tenants.actInAny') || actor.id === target.id) return true;
  if (target.is_super_admin) return false;
  const actorAdmin = alias(tenantMemberships, 'actor_admin');
  const [row] = await db
    .select({ n: count() })
    .from(tenantMemberships)
    .leftJoin(
      actorAdmin,
      and(
        eq(actorAdmin.tenant_id, tenantMemberships.tenant_id),
        eq(actorAdmin.user_id, actor.id),
        eq(actorAdmin.user_group, 'Admin'),
      ),
    )
    .where(and(eq(tenantMemberships.user_id, target.id), isNull(actorAdmin.id)));
  return (row?.n ?? 0) === 0;
}

/** Sort value of 'id': members by user id, pending invitations after every possible user id. */
const INVITATION_SORT_BASE = MAX_DB_ID + 1;

/**
 * The paged users of one tenant (docs/product.md#screens 'Benutzerverwaltung'), with its pending invitations as rows of
 * their own ('Einladung offen', no user id): only what the Admin typed, never the invited account's data.
 */
export async function findUsers(
  db: Db,
  scope: TenantScope,
  req: z.output<typeof FindUsersRequest>,
): Promise<Paged<UserListRow>> {
  const m = tenantMemberships;
  const i = tenantInvitations;
  const members = db
    .select({
      id: sql<number | null>`${users.id}`.as('id'),
      invitation_id: sql<number | null>`null::integer`.as('invitation_id'),
      email: users.email,
      forename: users.forename,
      lastname: users.lastname,
      disabled: users.disabled,
      use_for_notify: m.use_for_notify,
      created_at: users.created_at,
      user_group: m.user_group,
      email_validated: users.email_validated,
      must_reset_password: users.must_reset_password,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.user_id))
    .where(scope.where(m));
  const invitations = db
    .select({
      id: sql<number | null>`null::integer`.as('id'),
      invitation_id: sql<number | null>`${i.id}`.as('invitation_id'),
      email: i.email,
      forename: i.forename,
      lastname: i.lastname,
      disabled: sql<boolean>`false`.as('disabled'),
      use_for_notify: i.use_for_notify,
      created_at: i.created_at,
      user_group: i.user_group,
      email_validated: sql<boolean>`false`.as('email_validated'),
      must_reset_password: sql<boolean>`false`.as('must_reset_password'),
    })
    .from(i)
    .where(scope.where(i));
  const u = members.unionAll(invitations).as('u');
  // The paging helpers take columns; these subquery fields render as "u"."<name>" just the same.
  const col = (field: unknown) => field as AnyColumn;
  return findPage(req, {
    db,
    sortable: {
      id: sql`coalesce(${u.id}::bigint, ${INVITATION_SORT_BASE}::bigint + ${u.invitation_id})`,
      email: u.email,
      forename: sql`lower(${u.forename})`,
      lastname: sql`lower(${u.lastname})`,
      disabled: u.disabled,
      use_for_notify: u.use_for_notify,
      created_at: u.created_at,
      user_group: u.user_group,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(col(u.id)),
      email: startsWith(col(u.email)),
      forename: startsWith(col(u.forename)),
      lastname: startsWith(col(u.lastname)),
      disabled: boolFilter(u.disabled),
      use_for_notify: boolFilter(u.use_for_notify),
      user_group: equals(col(u.user_group)),
    },
    rows: (where) => db.select().from(u).where(where),
    count: countRowsOf(db, u),
  });
}

/** Across tenants: e-mail change links belong to the account, not to a tenant. */
async function pendingEmailOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.token_name, 'EmailChange'),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.id))
    .limit(1);
  return row?.email ?? null;
}

async function toProfile(
  db: Db | Tx,
  actor: AuthUser,
  user: UserRow,
  tenantId: number | null,
): Promise<UserProfile> {
  // Across tenants: the user's memberships in all tenants; staff of a tenant get only its own below.
  const memberships = await db
    .select({
      tenant_id: tenantMemberships.tenant_id,
      user_group: tenantMemberships.user_group,
      use_for_notify: tenantMemberships.use_for_notify,
    })
    .from(tenantMemberships)
    .where(eq(tenantMemberships.user_id, user.id))
    .orderBy(asc(tenantMemberships.tenant_id));
  const current = memberships.find((t) => t.tenant_id === tenantId) ?? null;
  return {
    id: user.id,
    email: user.email,
    salutation: user.salutation,
    forename: user.forename,
    lastname: user.lastname,
    created_at: user.created_at,
    disabled: user.disabled,
    must_reset_password: user.must_reset_password,
    email_validated: user.email_validated,
    user_group: current?.user_group ?? null,
    use_for_notify: current?.use_for_notify ?? null,
    // Staff see only the membership of the tenant they act in; other tenants are none of their business
    // (one's own profile lists all of one's own memberships).
    tenants:
      can(userSubject(actor), 'tenants.actInAny') || actor.id === user.id
        ? current
          ? [current, ...memberships.filter((t) => t !== current)]
          : memberships
        : current
          ? [current]
          : memberships.filter((t) => t.tenant_id === tenantId),
    pending_email: await pendingEmailOf(db, user.id),
    can_edit_account: await accountEditable(db, actor, user),
  };
}

/** A member of the tenant with their membership; another tenant's user is 404. */
export async function findMember(db: Db | Tx, scope: TenantScope, userId: number) {
  const [row] = await db
    .select({ user: users, membership: tenantMemberships })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.user_id))
    .where(scope.where(tenantMemberships, eq(tenantMemberships.user_id, userId)));
  if (!row) throw noAccess('member');
  return row;
}

export async function getUserProfile(
  ctx: AppContext,
  actor: AuthUser,
  scope: TenantScope,
  userId: number,
): Promise<UserProfile> {
  const { user } = await findMember(ctx.db, scope, userId);
  return toProfile(ctx.db, actor, user, scope.tenantId);
}

/** 'Mein Profil'; the selected tenant (if any) supplies group and notify. */
export async function getOwnProfile(
  ctx: AppContext,
  actor: AuthUser,
  tenantId: number | null,
): Promise<UserProfile> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound('Benutzer nicht gefunden.');
  return toProfile(ctx.db, actor, user, tenantId);
}

/** The tenant's name (for mails); empty if it vanished meanwhile. */
export async function tenantNameOf(tx: Db | Tx, tenantId: number): Promise<string> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? '';
}
