/** Users of a tenant ('Benutzerverwaltung') and one's own profile ('Mein Profil'): docs/product.md#fields User, #api. */
import { z } from 'zod';
import { SALUTATIONS, USER_GROUPS } from '../constants';
import { MESSAGES } from '../validation/messages';
import { requiredError, zEmail, zId, zMaxLen, zRequired, zText } from '../validation/zod';
import { PaginationRequest } from './pagination';

/** Longest name or e-mail we accept (no product limit; a sanity bound against oversized input). */
export const USER_TEXT_MAX = 100;

const zSalutation = () => z.enum(SALUTATIONS, requiredError);
const zUserGroup = () => z.enum(USER_GROUPS, requiredError);
const zName = () =>
  zText()
    .trim()
    .max(USER_TEXT_MAX, { error: MESSAGES.maxLen(USER_TEXT_MAX) })
    .default('');
const zRequiredName = () => zRequired().max(USER_TEXT_MAX, { error: MESSAGES.maxLen(USER_TEXT_MAX) });
const zUserEmail = () =>
  zEmail().refine((v) => v.length <= USER_TEXT_MAX, { error: MESSAGES.maxLen(USER_TEXT_MAX) });

/** The state a pending invitation shows in the user list instead of the account's own data. */
export const INVITATION_OPEN = 'Einladung offen';

/**
 * A row of the user list (docs/product.md#screens columns: ID, Email, Vorname, Nachname, Deaktiviert, ...): a member,
 * or a tenant Admin's pending invitation ('Einladung offen'). An invitation row has no user id and
 * carries only what the Admin typed, the same for a new address and for one that already has an account.
 */
export const UserListRow = z.object({
  /** The user id; null for a pending invitation. */
  id: z.number().nullable(),
  /** Set for a pending invitation (resend or withdraw it by this id). */
  invitation_id: z.number().nullable(),
  email: z.string(),
  forename: z.string().nullable(),
  lastname: z.string(),
  disabled: z.boolean(),
  use_for_notify: z.boolean(),
  created_at: z.string(),
  user_group: z.enum(USER_GROUPS),
  email_validated: z.boolean(),
  must_reset_password: z.boolean(),
});
export type UserListRow = z.infer<typeof UserListRow>;

export const FindUsersRequest = PaginationRequest;
export type FindUsersRequest = z.input<typeof FindUsersRequest>;

/** A user's membership in one tenant; user_group and use_for_notify are per tenant. */
export const UserTenant = z.object({
  tenant_id: z.number(),
  user_group: z.enum(USER_GROUPS),
  use_for_notify: z.boolean(),
});
export type UserTenant = z.infer<typeof UserTenant>;

/**
 * GET user profile / own profile. `tenants` starts with the selected tenant (docs/product.md#fields: the first entry
 * holds user_group and use_for_notify); user_group and use_for_notify repeat that entry (null when the
 * user is not a member of the selected tenant or none is selected).
 */
export const UserProfile = z.object({
  id: z.number(),
  email: z.string(),
  salutation: z.string().nullable(),
  forename: z.string().nullable(),
  lastname: z.string(),
  created_at: z.string(),
  disabled: z.boolean(),
  must_reset_password: z.boolean(),
  email_validated: z.boolean(),
  user_group: z.enum(USER_GROUPS).nullable(),
  use_for_notify: z.boolean().nullable(),
  tenants: z.array(UserTenant),
  /** The new address while an e-mail change waits for its link. */
  pending_email: z.string().nullable(),
  /**
   * Whether the caller may change name, e-mail, password and the disabled flag: not for a super admin
   * or a user who also belongs to a tenant the caller does not administer (that would hand over their
   * access there).
   */
  can_edit_account: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UserProfileQuery = z.object({ user_id: zId() });

/** The fields of the user form that every variant shares (docs/product.md#validation user form rules). */
export const UserFields = z.object({
  email: zUserEmail(),
  salutation: zSalutation(),
  forename: zName(),
  lastname: zRequiredName(),
});

/** POST user profile (admins): create when user_id is missing, otherwise update. */
export const SaveUserRequest = UserFields.extend({
  user_id: zId().optional(),
  user_group: zUserGroup(),
  disabled: z.boolean().default(false),
  use_for_notify: z.boolean().default(false),
});
export type SaveUserRequest = z.input<typeof SaveUserRequest>;

/** POST own profile; group, disabled and notify are locked there (docs/product.md#permissions), use_for_notify is ignored. */
export const SaveOwnProfileRequest = UserFields.extend({
  use_for_notify: z.boolean().optional(),
  /** Required when one's own e-mail changes: a stolen session alone must not take over the account. */
  current_password: zMaxLen(100).optional(),
});
export type SaveOwnProfileRequest = z.input<typeof SaveOwnProfileRequest>;

/** The answer to a tenant Admin's new user: the same whether or not the address had an account. */
export const INVITATION_SENT = 'Einladung versendet.';

export const SaveUserResponse = z.object({
  /**
   * null when a tenant Admin invited someone: the answer must not tell whether the address already
   * belonged to an account (that one joins only after confirming the mailed invitation).
   */
  id: z.number().nullable(),
  /** An invitation mail went out (new user, or an existing account asked to confirm). */
  invitation_sent: z.boolean().optional(),
  /** The e-mail already belonged to a user, who was added to the tenant. */
  attached_existing: z.boolean(),
  /** A validation link went to the new address; the user stays locked until it is used. */
  email_validation_sent: z.boolean(),
});
export type SaveUserResponse = z.infer<typeof SaveUserResponse>;

export const RemoveFromTenantRequest = z.object({ user_profile_id: zId() });
/** Resend or withdraw a pending invitation of the selected tenant. */
export const InvitationRequest = z.object({ invitation_id: zId() });
export type InvitationRequest = z.input<typeof InvitationRequest>;
export const INVITATION_RESENT = 'Die Einladung wurde erneut versendet.';
export const INVITATION_WITHDRAWN = 'Die Einladung wurde zurückgezogen.';
export const ResetPasswordRequest = z.object({ user_id: zId() });
