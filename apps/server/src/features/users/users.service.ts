/**
 * Users of a tenant: invite (super admins: create or attach; tenant Admins: invitations, see
 * tenant-invitations.ts), save, remove from tenant, reset password. Every function takes the resolved
 * tenant id and only touches that tenant's memberships.
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
  sendAddressInUseNotice,
  sendEmailChangeLink,
  sendPasswordLink,
  sendTenantAccessMail,
} from '../auth/account-mails';
import { createOneTimeToken } from '../auth/one-time-tokens';
import { joinTenant } from '../auth/tenant-invite.service';
import { dropUnusedAccount, inviteToTenant } from './tenant-invitations';
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
  /** null for a tenant Admin's invitation: the account (new or existing) joins only once its owner answers. */
  user_id: number | null;
  /** false: the e-mail belonged to an existing user, or a tenant Admin invited (then it is not told). */
  created: boolean;
}

export interface InviteOptions {
  /**
   * A super admin may add an account to the tenant at once (an existing one, or a new one). Anyone else
   * only invites, and learns nothing about whether the address already had an account.
   */
  attachExisting: boolean;
}

export const USER_ERRORS = {
  alreadyMember: () =>
    badRequest('Ein Benutzer mit dieser E-Mail gehört bereits zu diesem Mandanten.', 'email'),
  emailTaken: () => badRequest('Diese E-Mail-Adresse wird bereits verwendet.', 'email'),
};

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
  tenantId: number,
  input: InviteUserInput,
  { attachExisting }: InviteOptions,
): Promise<InviteUserResult> {
  const email = input.email.trim().toLowerCase();
  const [tenant] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('Mandant nicht gefunden.');
  const [existing] = await tx.select().from(users).where(eq(users.email, email));
  if (existing) {
    const [member] = await tx
      .select({ id: tenantMemberships.id })
      .from(tenantMemberships)
      .where(and(eq(tenantMemberships.user_id, existing.id), eq(tenantMemberships.tenant_id, tenantId)));
    // The tenant's own members are in its user list anyway, so saying so reveals nothing new.
    if (member) throw USER_ERRORS.alreadyMember();
  }
  if (!attachExisting) {
    await inviteToTenant(
      ctx,
      tx,
      tenant,
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
    return { user_id: null, created: false };
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
      tenantId,
      user_group: input.user_group,
      use_for_notify: input.use_for_notify ?? false,
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

async function tenantNameOf(tx: Tx, tenantId: number): Promise<string> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? '';
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
 *
 * quietTaken (a tenant Admin changing someone else's address): an address that belongs to another
 * account is answered like a free one (the user is locked with the change pending, which can never
 * complete), and its owner gets a notice instead of a link, so the change cannot be used to probe
 * which addresses have an account. Everyone else is told that the address is taken.
 */
async function applyAccountChange(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  change: AccountChange,
  quietTaken?: { tenantName: string },
): Promise<{ email_validation_sent: boolean }> {
  const emailChanged = change.email !== user.email;
  const invitedOnly = user.password_hash === null;
  const [taken] = emailChanged ? await tx.select().from(users).where(eq(users.email, change.email)) : [];
  if (taken && (!quietTaken || invitedOnly)) throw USER_ERRORS.emailTaken();
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
  if (taken && quietTaken) {
    // The pending change shows as for a free address; its link is never sent, so it cannot complete.
    await createOneTimeToken(tx, user.id, 'EmailChange', change.email);
    await sendAddressInUseNotice(ctx, tx, taken, quietTaken.tenantName);
  } else if (invitedOnly) await sendPasswordLink(ctx, tx, person, 'invite');
  else await sendEmailChangeLink(ctx, tx, person, change.email);
  return { email_validation_sent: true };
}

/**
 * A tenant Admin corrects the address of a member who never set a password: that is an invitation of
 * the corrected address (answered and shown like any invitation, whether or not the address has an
 * account), and the member row goes; the old account goes too unless something else holds it.
 */
async function reinviteAtNewAddress(
  ctx: AppContext,
  tx: Tx,
  tenantId: number,
  membershipId: number,
  user: UserRow,
  req: z.output<typeof SaveUserRequest>,
): Promise<SaveUserResponse> {
  await tx.delete(tenantMemberships).where(eq(tenantMemberships.id, membershipId));
  await inviteUserToTenant(ctx, tx, tenantId, req, { attachExisting: false });
  await dropUnusedAccount(tx, user.id);
  return INVITED;
}

/** The answer to every tenant Admin's invitation: it names no user and says nothing of the address. */
const INVITED: SaveUserResponse = {
  id: null,
  attached_existing: false,
  email_validation_sent: false,
  invitation_sent: true,
};

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
        if (!superAdmin) return INVITED;
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
      // Only someone else's address change by a tenant Admin hides whether the new address is taken.
      const quiet = !actor.is_super_admin && !own && req.email !== user.email;
      if (quiet && user.password_hash === null)
        return reinviteAtNewAddress(ctx, tx, tenantId, membership.id, user, req);
      const hideTaken = quiet ? { tenantName: await tenantNameOf(tx, tenantId) } : undefined;
      const result = accountChanged
        ? await applyAccountChange(ctx, tx, user, req, hideTaken)
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
      await sendPasswordLink(ctx, tx, user, 'invite', await tenantNameOf(tx, tenantId));
    } else await sendPasswordLink(ctx, tx, user, 'reset');
  });
}
