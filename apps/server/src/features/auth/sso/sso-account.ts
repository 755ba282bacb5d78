/**
 * Who a sign-in with a school's accounts is (docs/product.md, single sign-on): matched by provider and
 * subject, never by e-mail alone. A first sign-in links an account that has the e-mail and is a member
 * of (or invited to) the tenant, else creates one if the tenant allows it. The groups decide the role,
 * at every sign-in: the school's directory is where staff are promoted and removed.
 */
import { USER_GROUPS, type UserGroup } from '@ausweis/shared/constants';
import { isEmail } from '@ausweis/shared/validation/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import {
  type tenantIdentityProviders,
  tenantInvitations,
  tenantMemberships,
  userIdentities,
  users,
} from '../../../db/schema/index';
import { tenantScope } from '../../../db/tenant-scope';
import { joinTenant } from '../tenant-invite.service';
import { SsoFailure } from './sso-failure';

type Provider = typeof tenantIdentityProviders.$inferSelect;
type User = typeof users.$inferSelect;
type Claims = Record<string, unknown>;

const namesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** The role the groups map to: Admin before User; null if none. */
export function roleOf(
  provider: Pick<Provider, 'admin_groups' | 'user_groups' | 'groups_claim'>,
  claims: Claims,
) {
  const groups = new Set(namesOf(claims[provider.groups_claim]));
  if (provider.admin_groups.some((g) => groups.has(g))) return 'Admin' satisfies UserGroup;
  if (provider.user_groups.some((g) => groups.has(g))) return 'User' satisfies UserGroup;
  return null;
}

/** The provider's sign-in already took two factors: its `acr` or one of its `amr` is a configured value. */
export function factorsDoneBy(provider: Pick<Provider, 'mfa_values'>, claims: Claims): boolean {
  const said = new Set([...namesOf(claims.acr), ...namesOf(claims.amr)]);
  return provider.mfa_values.some((v) => said.has(v));
}

function emailOf(provider: Provider, claims: Claims): string {
  const raw = claims[provider.email_claim];
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isEmail(email)) throw new SsoFailure('no_email');
  return email;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 100) : null);

const identityOf = (provider: Provider, subject: string) =>
  and(eq(userIdentities.provider_id, provider.id), eq(userIdentities.subject, subject));

async function linkedUser(tx: Tx, provider: Provider, subject: string): Promise<User | null> {
  const [row] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.user_id))
    .where(identityOf(provider, subject));
  return row?.user ?? null;
}

/** The tenant knows the account: a member, or invited by its Admin. */
async function knownToTenant(tx: Tx, provider: Provider, userId: number) {
  const scope = tenantScope(provider.tenant_id);
  const [member] = await tx
    .select({ id: tenantMemberships.id })
    .from(tenantMemberships)
    .where(scope.where(tenantMemberships, eq(tenantMemberships.user_id, userId)));
  const [invited] = await tx
    .select({ id: tenantInvitations.id })
    .from(tenantInvitations)
    .where(scope.where(tenantInvitations, eq(tenantInvitations.user_id, userId)));
  return { member: !!member, invited: !!invited };
}

async function createAccount(tx: Tx, email: string, claims: Claims): Promise<User> {
  const [user] = await tx
    .insert(users)
    .values({
      email,
      forename: text(claims.given_name),
      lastname: text(claims.family_name) ?? text(claims.name) ?? email.split('@')[0] ?? email,
      // The school's directory vouches for the address; the account has no password (sign-in by SSO).
      email_validated: true,
      password_hash: null,
    })
    .onConflictDoNothing()
    .returning();
  // Another sign-in created the address meanwhile: it is not taken over.
  if (!user) throw new SsoFailure('account_conflict');
  return user;
}

/** Makes the account a member in the mapped role (joining if the tenant knows it or allows sign-up). */
async function applyRole(tx: Tx, provider: Provider, user: User, role: UserGroup, mayJoin: boolean) {
  const scope = tenantScope(provider.tenant_id);
  const known = await knownToTenant(tx, provider, user.id);
  if (known.member) {
    await tx
      .update(tenantMemberships)
      .set({ user_group: role })
      .where(scope.where(tenantMemberships, eq(tenantMemberships.user_id, user.id)));
    return;
  }
  if (!known.invited && !mayJoin) throw new SsoFailure('signup_not_allowed');
  await joinTenant(tx, user.id, { scope, user_group: role, use_for_notify: false });
}

/**
 * The account of a verified ID token's claims at the tenant's provider, linked, created and given
 * its role as the rules above say; a refusal is an SsoFailure and writes nothing.
 */
export async function accountOf(
  ctx: Pick<AppContext, 'db'>,
  provider: Provider,
  claims: Claims,
): Promise<User> {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (!subject) throw new SsoFailure('invalid_response');
  const role = roleOf(provider, claims);
  if (!role || !USER_GROUPS.includes(role)) throw new SsoFailure('no_role');
  return ctx.db.transaction(async (tx) => {
    let user = await linkedUser(tx, provider, subject);
    if (!user) {
      const email = emailOf(provider, claims);
      const [existing] = await tx.select().from(users).where(eq(users.email, email));
      if (existing) {
        const known = await knownToTenant(tx, provider, existing.id);
        // Only an account the tenant knows is linked; any other account is never taken over by e-mail.
        if (existing.is_super_admin || !(known.member || known.invited))
          throw new SsoFailure('account_conflict');
        user = existing;
      } else {
        if (!provider.allow_signup) throw new SsoFailure('signup_not_allowed');
        user = await createAccount(tx, email, claims);
      }
      await tx.insert(userIdentities).values({ user_id: user.id, provider_id: provider.id, subject });
    }
    if (user.disabled) throw new SsoFailure('disabled');
    if (user.is_super_admin) throw new SsoFailure('account_conflict');
    await applyRole(tx, provider, user, role, provider.allow_signup);
    await tx.update(userIdentities).set({ last_used_at: sql`now()` }).where(identityOf(provider, subject));
    return user;
  });
}
