import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { createdAt, tstz, updatedAt } from './timestamps';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    salutation: text('salutation'),
    forename: text('forename'),
    lastname: text('lastname').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    must_reset_password: boolean('must_reset_password').notNull().default(false),
    email_validated: boolean('email_validated').notNull().default(false),
    is_super_admin: boolean('is_super_admin').notNull().default(false),
    can_invoice: boolean('can_invoice').notNull().default(false),
    can_report: boolean('can_report').notNull().default(false),
    /** Super admins only: receive mails about new registrations (tenant staff have it per membership). */
    use_for_notify: boolean('use_for_notify').notNull().default(false),
    /** In every session token; bumped by password change/reset, e-mail change and disable to end sessions. */
    token_version: integer('token_version').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    // The people search (every word begins a name or the e-mail: lower(…) like 'wort%').
    index('users_lastname_prefix_idx').on(sql`lower(${t.lastname}) text_pattern_ops`),
    index('users_forename_prefix_idx').on(sql`lower(${t.forename}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** Membership of a user in a tenant; user_group and use_for_notify are per tenant. */
export const tenantMemberships = pgTable(
  'tenant_memberships',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    user_group: text('user_group', { enum: ['Admin', 'User'] }).notNull(),
    use_for_notify: boolean('use_for_notify').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_memberships_user_tenant_uq').on(t.user_id, t.tenant_id),
    index('tenant_memberships_tenant_idx').on(t.tenant_id, t.user_id),
    check('tenant_memberships_group', sql`${t.user_group} in ('Admin', 'User')`),
  ],
);

/** One-time tokens for password and e-mail links: only a hash is stored; expiring; single use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_name: text('token_name', { enum: ['UserPassword', 'EmailChange', 'TenantInvite'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    /** The new address for an EmailChange token. */
    email: text('email'),
    /** TenantInvite: the tenant an existing account is invited to, with the group and notify flag to get. */
    tenant_id: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    user_group: text('user_group', { enum: ['Admin', 'User'] }),
    use_for_notify: boolean('use_for_notify'),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id),
    check('one_time_tokens_name', sql`${t.token_name} in ('UserPassword', 'EmailChange', 'TenantInvite')`),
    check(
      'one_time_tokens_invite',
      sql`(${t.token_name} = 'TenantInvite') = (${t.tenant_id} is not null and ${t.user_group} in ('Admin', 'User'))`,
    ),
  ],
);

/**
 * A tenant Admin's pending invitation. Until its owner accepts (an existing account: the mailed
 * /tenant_invite link; a new one: setting the first password) the account is no member, and the
 * tenant sees only what the Admin typed here, for a new and an existing address alike.
 */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The invited account; never shown to the tenant. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As typed by the Admin (lower-case). */
    email: text('email').notNull(),
    salutation: text('salutation'),
    forename: text('forename'),
    lastname: text('lastname').notNull(),
    user_group: text('user_group', { enum: ['Admin', 'User'] }).notNull(),
    use_for_notify: boolean('use_for_notify').notNull().default(false),
    /** The invitation created the account: it is accepted when the owner sets the first password. */
    new_account: boolean('new_account').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_invitations_tenant_user_uq').on(t.tenant_id, t.user_id),
    index('tenant_invitations_user_idx').on(t.user_id),
    check('tenant_invitations_group', sql`${t.user_group} in ('Admin', 'User')`),
  ],
);
