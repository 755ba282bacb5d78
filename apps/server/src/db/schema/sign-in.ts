/**
 * Staff sign-in beyond the password: server-side sessions, second factors (one-time codes, passkeys),
 * recovery codes, a tenant's own identity provider (OpenID Connect) and the tokens that may be used once.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { createdAt, tstz, updatedAt } from './timestamps';
import { users } from './users';

/**
 * One row per sign-in of a staff member. Access tokens name it (`sid`); a session whose row is ended
 * (logout, 'Überall abmelden', refresh-token reuse) or past expires_at is refused.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** The `sid` claim of the session's tokens (random, set at sign-in). */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Browser and system as read from the user agent ('Chrome unter Windows'). */
    device: text('device').notNull(),
    /** The client address shortened to its network (/24 for IPv4, /48 for IPv6). */
    ip_prefix: text('ip_prefix').notNull(),
    /** How the session was opened: 'password', 'passkey' or 'oidc'. */
    sign_in_method: text('sign_in_method').notNull(),
    created_at: createdAt(),
    last_seen_at: tstz('last_seen_at').notNull().default(sql`now()`),
    /** The sign-in time plus the maximum session length: no refresh reaches past it. */
    expires_at: tstz('expires_at').notNull(),
    ended_at: tstz('ended_at'),
    /** Number of the refresh token now valid; a token of a lower number is a reuse and ends the session. */
    refresh_counter: integer('refresh_counter').notNull().default(0),
    refreshed_at: tstz('refreshed_at'),
  },
  (t) => [
    index('staff_sessions_user_idx').on(t.user_id),
    index('staff_sessions_expires_idx').on(t.expires_at),
  ],
);

/**
 * A second factor of a user: a one-time code app (kind 'totp') or a passkey (kind 'passkey').
 * Secrets are stored encrypted (platform/secret-box.ts).
 */
export const userFactors = pgTable(
  'user_factors',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    /** The name the user gave it ('Handy', 'YubiKey'). */
    name: text('name').notNull(),
    created_at: createdAt(),
    last_used_at: tstz('last_used_at'),
    /** TOTP: the encrypted base32 secret. */
    totp_secret: text('totp_secret'),
    /** TOTP: the last 30-second step a code was accepted for; codes of it and earlier steps are refused. */
    totp_last_step: integer('totp_last_step'),
    /** Passkey: the credential id (base64url). */
    credential_id: text('credential_id'),
    /** Passkey: the COSE public key (base64url). */
    public_key: text('public_key'),
    /** Passkey: the authenticator's signature counter. */
    sign_count: integer('sign_count'),
    /** Passkey: transports the authenticator reported ('internal', 'usb', ...). */
    transports: jsonb('transports').$type<string[]>(),
  },
  (t) => [
    index('user_factors_user_idx').on(t.user_id),
    uniqueIndex('user_factors_credential_uq').on(t.credential_id),
  ],
);

/** Ten single-use recovery codes per user, shown once at set-up; stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: tstz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** A tenant's OpenID Connect provider (IServ, Microsoft Entra ID, a state login): one per tenant. */
export const tenantIdentityProviders = pgTable(
  'tenant_identity_providers',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Shown on the login page: 'Mit {display_name} anmelden'. */
    display_name: text('display_name').notNull(),
    issuer_url: text('issuer_url').notNull(),
    client_id: text('client_id').notNull(),
    /** Encrypted (platform/secret-box.ts). */
    client_secret: text('client_secret').notNull(),
    /** The ID-token claim that carries the e-mail address. */
    email_claim: text('email_claim').notNull().default('email'),
    /** The claim that carries the groups or roles. */
    groups_claim: text('groups_claim').notNull().default('groups'),
    /** Groups that make a member an Admin of the tenant. */
    admin_groups: jsonb('admin_groups').$type<string[]>().notNull().default([]),
    /** Groups that make a member a User of the tenant. */
    user_groups: jsonb('user_groups').$type<string[]>().notNull().default([]),
    /** E-mail domains whose users are offered this provider on the login page. */
    email_domains: jsonb('email_domains').$type<string[]>().notNull().default([]),
    /** `acr` or `amr` values that mean the provider's sign-in already took two factors. */
    mfa_values: jsonb('mfa_values').$type<string[]>().notNull().default([]),
    /** A first sign-in of an unknown member creates their account (in the mapped role). */
    allow_signup: boolean('allow_signup').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('tenant_identity_providers_tenant_uq').on(t.tenant_id)],
);

/** A user's account at a tenant's identity provider, matched by provider and subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => tenantIdentityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    created_at: createdAt(),
    last_used_at: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('user_identities_subject_uq').on(t.provider_id, t.subject),
    index('user_identities_user_idx').on(t.user_id),
  ],
);

/**
 * Tokens and challenges that may be used once (sign-in tickets, passkey challenges, OIDC states): a
 * use inserts the id, a second use meets the row. Rows past expires_at may be deleted.
 */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    id: text('id').primaryKey(),
    expires_at: tstz('expires_at').notNull(),
  },
  (t) => [index('spent_tokens_expires_idx').on(t.expires_at)],
);
