/** Account flows: forgot password, token check, set password/e-mail by token, own password (docs/product.md#api). */
import { z } from 'zod';
import { USER_GROUPS } from '../constants';
import { MESSAGES } from '../validation/messages';
import { requiredError, zEmail, zId, zPassword, zRequired, zText } from '../validation/zod';

export const TOKEN_NAMES = ['UserPassword', 'EmailChange'] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];

/** The confirmation of docs/product.md#messages, the same whether or not the address exists. */
export const FORGOT_PASSWORD_TITLE = 'Mail gesendet';
export const FORGOT_PASSWORD_MESSAGE = 'Bitte ihr Postfach überprüfen.';

export const ForgotPasswordRequest = z.object({ email: zEmail() });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = z.object({ message: z.string() });

/** A mailed token: 32 random bytes, base64url (43 characters). */
const zToken = () => zRequired().max(200);

export const CheckUserTokenQuery = z.object({
  token: zToken(),
  token_name: z.enum(TOKEN_NAMES, requiredError),
});
export type CheckUserTokenQuery = z.input<typeof CheckUserTokenQuery>;

/** docs/product.md#fields: the token check returns user id, forename, lastname, email (for EmailChange: the new one). */
export const CheckUserTokenResponse = z.object({
  user_id: z.number(),
  forename: z.string().nullable(),
  lastname: z.string(),
  email: z.string(),
});
export type CheckUserTokenResponse = z.infer<typeof CheckUserTokenResponse>;

export const SetPasswordByTokenRequest = z.object({
  token: zToken(),
  token_name: z.literal('UserPassword'),
  user_id: zId(),
  email: zEmail(),
  password: zPassword(),
});
export type SetPasswordByTokenRequest = z.input<typeof SetPasswordByTokenRequest>;

export const SetEmailByTokenRequest = z.object({
  token: zToken(),
  token_name: z.literal('EmailChange'),
  user_id: zId(),
  email: zEmail(),
});
export type SetEmailByTokenRequest = z.input<typeof SetEmailByTokenRequest>;

/**
 * Own password change. docs/product.md#api names only new_password; the current password is asked too, so that a
 * stolen session alone cannot take over the account.
 */
export const SetNewPasswordRequest = z.object({
  current_password: zText()
    .min(1, { error: MESSAGES.required })
    .max(200, { error: MESSAGES.maxLen(200) }),
  new_password: zPassword(),
});
export type SetNewPasswordRequest = z.input<typeof SetNewPasswordRequest>;

/** The own password change ends every other session; this one goes on with the token returned. */
export const SetNewPasswordResponse = z.object({
  ok: z.literal(true),
  token: z.string(),
  jwt_token_duration_minutes: z.number(),
});
export type SetNewPasswordResponse = z.infer<typeof SetNewPasswordResponse>;

/** The set-password form (docs/product.md#validation): new password required, 8 to 30; repeat required and equal. */
export const SetPasswordForm = z
  .object({
    password: zPassword(),
    password_repeat: zText().min(1, { error: MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_repeat, {
    error: MESSAGES.passwordMatch,
    path: ['password_repeat'],
  });
export type SetPasswordForm = z.input<typeof SetPasswordForm>;

/** The set-e-mail form (docs/product.md#validation): required and a valid e-mail. */
export const SetEmailForm = z.object({ email: zEmail() });
export type SetEmailForm = z.input<typeof SetEmailForm>;

/** A mailed invitation of an existing account to another tenant; only its owner confirms it. */
export const TenantInviteQuery = z.object({ token: zToken() });
export type TenantInviteQuery = z.input<typeof TenantInviteQuery>;
export const TenantInviteResponse = z.object({
  tenant_name: z.string(),
  user_group: z.enum(USER_GROUPS),
  email: z.string(),
});
export type TenantInviteResponse = z.infer<typeof TenantInviteResponse>;
/**
 * The link alone does not accept: the invited account signs in with its password (the answer is that
 * login's), so a forwarded or logged link cannot give a tenant someone else's account.
 */
export const AcceptTenantInviteRequest = z.object({ token: zToken(), password: zPassword() });
export type AcceptTenantInviteRequest = z.input<typeof AcceptTenantInviteRequest>;
/** The password field of the invitation page: the request's own rule. */
export const AcceptTenantInviteForm = AcceptTenantInviteRequest.pick({ password: true });
export type AcceptTenantInviteForm = z.input<typeof AcceptTenantInviteForm>;
export const TENANT_INVITE_ACCEPTED = 'Einladung angenommen. Sie sind angemeldet.';
export const TENANT_INVITE_WRONG_PASSWORD = 'Das Passwort ist falsch.';

/** The answer of a write that has nothing else to say. */
export const OkResponse = z.object({ ok: z.literal(true) });

/** The own-password form ('Mein Profil'): current password, then the set-password rules. */
export const ChangeOwnPasswordForm = z
  .object({
    current_password: zText().min(1, { error: MESSAGES.required }),
    password: zPassword(),
    password_repeat: zText().min(1, { error: MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_repeat, {
    error: MESSAGES.passwordMatch,
    path: ['password_repeat'],
  });
export type ChangeOwnPasswordForm = z.input<typeof ChangeOwnPasswordForm>;
