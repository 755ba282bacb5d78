/**
 * Users of a tenant: invite (create or attach), save, remove from tenant, reset password. Every
 * function takes the resolved tenant id and only touches that tenant's memberships.
 */
import type { UserGroup } from '@ausweis/shared/constants';
import type { SaveOwnProfileRequest, SaveUserRequest, SaveUserResponse } from '@ausweis/shared/schemas/users';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tenantMemberships, tenants, users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import {
  sendEmailChangeLink,
  sendPasswordLink,
  sendTenantAccessMail,
  sendTenantInviteLink,
} from '../auth/account-mails';
import { accountEditable, findMember, type UserRow } from './user-queries';

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
  /** null: an invitation went to an existing account, which joins only once its owner confirms. */
  user_id: number | null;
  /** false: the e-mail belonged to an existing user (attached by a super admin, or invited). */
  created: boolean;
}

export interface InviteOptions {
  /**
   * A super admin may add an existing account to the tenant at once. Anyone else only sends an
   * invitation that the account's owner confirms, and learns nothing about the account.
   */
  attachExisting: boolean;
}

export const USER_ERRORS = {
  alreadyMember: () =>
    badRequest('Ein Benutzer mit dieser E-Mail gehört bereits zu diesem Mandanten.', 'email'),
  emailTaken: () => badRequest('Diese E-Mail-Adresse wird bereits verwendet.', 'email'),
};

/**
 * Creates a user with an invitation mail (a /password_create link). When the e-mail already belongs to
 * a user: a super admin adds them to the tenant with the given group and notify flag, without changing
 * their name or password (they get a short access mail, or an invitation if they never set a password);
 * for a tenant Admin they only get a mailed invitation to confirm (a /tenant_invite link), and nothing
 * of theirs is returned. Runs inside the caller's transaction; the mail is queued in it too.
 */
export async function inviteUserToTenant(
  ctx: AppContext,
  tx: Tx,
  tenantId: number,
  input: InviteUserInput,
  { attachExisting }: InviteOptions = { attachExisting: false },
): Promise<InviteUserResult> {
  const email = input.email.trim().toLowerCase();
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('Mandant nicht gefunden.');
  const [existing] = await tx.select().from(users).where(eq(users.email, email));
  if (existing) {
    const [member] = await tx
      .select({ id: tenantMemberships.id })
      .from(tenantMemberships)
      .where(and(eq(tenantMemberships.user_id, existing.id), eq(tenantMemberships.tenant_id, tenantId)));
    // The tenant's own members are in its user list anyway, so saying so reveals nothing new.
    if (member) throw USER_ERRORS.alreadyMember();
    const grant = {
      tenantId,
      user_group: input.user_group,
      use_for_notify: input.use_for_notify ?? false,
    };
    if (!attachExisting) {
      // Super admins work in every tenant already and are never invited; the answer is the same.
      if (!existing.is_super_admin) await sendTenantInviteLink(ctx, tx, existing, tenant.name, grant);
      return { user_id: null, created: false };
    }
    // Super admins work in every tenant already; a tenant must not get a handle on their account.
    if (existing.is_super_admin) {
      throw badRequest(
        'Diese E-Mail-Adresse gehört einem Super-Admin und kann keinem Mandanten zugeordnet werden.',
        'email',
      );
    }
    await tx.insert(tenantMemberships).values({
      user_id: existing.id,
      tenant_id: tenantId,
      user_group: grant.user_group,
      use_for_notify: grant.use_for_notify,
    });
    if (existing.password_hash === null) await sendPasswordLink(ctx, tx, existing, 'invite', tenant.name);
    else await sendTenantAccessMail(ctx, tx, existing, tenant.name);
    return { user_id: existing.id, created: false };
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
    tenant_id: tenantId,
    user_group: input.user_group,
    use_for_notify: input.use_for_notify ?? false,
  });
  await sendPasswordLink(ctx, tx, created, 'invite', tenant.name);
  return { user_id: created.id, created: true };
}

/** Whether a database error is a unique-key violation (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const ACCOUNT_LOCKED = () =>
  forbidden(
    'Dieser Benutzer gehört auch zu einem Mandanten, den Sie nicht verwalten. Name, E-Mail, Passwort und Sperre kann dort nur die Verwaltung ändern.',
  );
const OWN_FIELDS_LOCKED = () =>
  forbidden('Gruppe, Deaktiviert und Benachrichtigen können am eigenen Profil nicht geändert werden.');
const DISABLED_LOCKED = () =>
  badRequest(
    'Deaktiviert kann erst geändert werden, wenn die E-Mail-Adresse bestätigt und das Passwort gesetzt ist.',
    'disabled',
  );

interface AccountChange {
  email: string;
  salutation: string;
  forename: string;
  lastname: string;
  disabled: boolean;
}

/**
 * Applies name, salutation, disabled and e-mail changes to a user. A new e-mail does not replace the old
 * one: the user is locked (email_validated false) until the link mailed to the new address is used. A
 * user who never set a password just gets the invitation again at the corrected address.
 */
async function applyAccountChange(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  change: AccountChange,
): Promise<{ email_validation_sent: boolean }> {
  const emailChanged = change.email !== user.email;
  if (emailChanged) {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.email));
    if (taken) throw USER_ERRORS.emailTaken();
  }
  const invitedOnly = user.password_hash === null;
  await tx
    .update(users)
    .set({
      salutation: change.salutation,
      forename: change.forename || null,
      lastname: change.lastname,
      disabled: change.disabled,
      // A new address or a lock ends the user's sessions (re-enabling must not revive old tokens).
      ...(emailChanged || change.disabled !== user.disabled
        ? { token_version: sql`${users.token_version} + 1` }
        : {}),
      ...(emailChanged
        ? invitedOnly
          ? { email: change.email, email_validated: false }
          : { email_validated: false }
        : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, user.id));
  if (!emailChanged) return { email_validation_sent: false };
  const person = { ...user, ...change, email: invitedOnly ? change.email : user.email };
  if (invitedOnly) await sendPasswordLink(ctx, tx, person, 'invite');
  else await sendEmailChangeLink(ctx, tx, person, change.email);
  return { email_validation_sent: true };
}

/** POST user profile (admins): creates (or attaches by e-mail) or updates a user of the tenant. */
export async function saveUser(
  ctx: AppContext,
  actor: AuthUser,
  tenantId: number,
  req: z.output<typeof SaveUserRequest>,
): Promise<SaveUserResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (req.user_id === undefined) {
        const superAdmin = actor.is_super_admin;
        const invited = await inviteUserToTenant(ctx, tx, tenantId, req, { attachExisting: superAdmin });
        // A tenant Admin gets the same answer for a new and for an existing address.
        if (!superAdmin)
          return { id: null, attached_existing: false, email_validation_sent: false, invitation_sent: true };
        return {
          id: invited.user_id,
          attached_existing: !invited.created,
          email_validation_sent: false,
          invitation_sent: invited.created,
        };
      }
      const { user, membership } = await findMember(tx, tenantId, req.user_id);
      const own = user.id === actor.id;
      const membershipChanged =
        req.user_group !== membership.user_group || req.use_for_notify !== membership.use_for_notify;
      if (own && (membershipChanged || req.disabled !== user.disabled)) throw OWN_FIELDS_LOCKED();
      const accountChanged =
        req.email !== user.email ||
        req.salutation !== user.salutation ||
        (req.forename || null) !== user.forename ||
        req.lastname !== user.lastname ||
        req.disabled !== user.disabled;
      if (accountChanged && !(await accountEditable(tx, actor, user))) throw ACCOUNT_LOCKED();
      if (req.disabled !== user.disabled && (!user.email_validated || user.must_reset_password))
        throw DISABLED_LOCKED();
      const result = accountChanged
        ? await applyAccountChange(ctx, tx, user, req)
        : { email_validation_sent: false };
      if (membershipChanged) {
        await tx
          .update(tenantMemberships)
          .set({ user_group: req.user_group, use_for_notify: req.use_for_notify })
          .where(eq(tenantMemberships.id, membership.id));
      }
      return { id: user.id, attached_existing: false, ...result };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw USER_ERRORS.emailTaken();
    throw err;
  }
}

/** POST own profile: name, salutation and e-mail; group, disabled and notify stay as they are. */
export const OWN_EMAIL_NEEDS_PASSWORD =
  'Bitte bestätigen Sie die Änderung Ihrer E-Mail-Adresse mit Ihrem aktuellen Passwort.';

export async function saveOwnProfile(
  ctx: AppContext,
  actor: AuthUser,
  req: z.output<typeof SaveOwnProfileRequest>,
): Promise<SaveUserResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, actor.id));
      if (!user) throw notFound('Benutzer nicht gefunden.');
      if (
        req.email !== user.email &&
        !(await ctx.passwords.verify(req.current_password ?? '', user.password_hash))
      ) {
        throw badRequest(OWN_EMAIL_NEEDS_PASSWORD, 'current_password');
      }
      const result = await applyAccountChange(ctx, tx, user, { ...req, disabled: user.disabled });
      return { id: user.id, attached_existing: false, ...result };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw USER_ERRORS.emailTaken();
    throw err;
  }
}

/** Removes a user from the tenant only; the account stays, even without any tenant. */
export async function removeFromTenant(
  ctx: AppContext,
  actor: AuthUser,
  tenantId: number,
  userId: number,
): Promise<void> {
  if (userId === actor.id) throw forbidden('Sie können sich nicht selbst aus dem Mandanten entfernen.');
  await ctx.db.transaction(async (tx) => {
    const { membership } = await findMember(tx, tenantId, userId);
    await tx.delete(tenantMemberships).where(eq(tenantMemberships.id, membership.id));
  });
}

/** Admin reset: locks the user (must_reset_password) and mails a /password_create link. */
export async function resetPassword(
  ctx: AppContext,
  actor: AuthUser,
  tenantId: number,
  userId: number,
): Promise<void> {
  if (userId === actor.id)
    throw forbidden('Ihr eigenes Passwort ändern Sie unter „Mein Profil“ mit „Passwort ändern“.');
  await ctx.db.transaction(async (tx) => {
    const { user } = await findMember(tx, tenantId, userId);
    if (!(await accountEditable(tx, actor, user))) throw ACCOUNT_LOCKED();
    await tx
      .update(users)
      .set({
        must_reset_password: true,
        // The reset ends every session of the user.
        token_version: sql`${users.token_version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id));
    // Someone who never set a password gets the invitation again rather than a "reset" notice.
    if (user.password_hash === null) {
      const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      await sendPasswordLink(ctx, tx, user, 'invite', tenant?.name);
    } else await sendPasswordLink(ctx, tx, user, 'reset');
  });
}
