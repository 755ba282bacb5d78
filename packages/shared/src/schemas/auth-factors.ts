/**
 * Second factors (docs/product.md#behaviour): one-time codes (TOTP), recovery codes, the second step of a
 * sign-in, and the tenant's rule that every member must have a factor.
 */
import { z } from 'zod';
import { zId, zMaxLen, zRequired } from '../validation/zod';
import { SessionResponse } from './auth';

export const TOTP_DEFAULT_NAME = 'Authenticator-App';
export const FACTOR_NAME_MAX = 60;

export const WRONG_CODE_MESSAGE =
  'Code ungültig oder bereits verwendet. Bitte den nächsten Code Ihrer App eingeben.';
export const WRONG_RECOVERY_CODE_MESSAGE =
  'Wiederherstellungscode ungültig oder bereits verwendet. Bitte einen anderen Ihrer Codes eingeben.';
export const LAST_FACTOR_MESSAGE =
  'Für Ihr Konto ist ein zweiter Faktor vorgeschrieben. Richten Sie zuerst einen anderen ein, bevor Sie diesen entfernen.';

/** The ticket of a sign-in's first step (login answer `second_factor` or `factor_setup`). */
const zTicket = () => zRequired().pipe(z.string().max(2000));
/** A one-time code (6 digits) or a recovery code, as typed: spaces and dashes are ignored. */
const zCode = () => zRequired().pipe(z.string().max(64));

/** The second step: a one-time code of the user's app, or one of their recovery codes. */
export const SecondStepRequest = z.object({ ticket: zTicket(), code: zCode() });
export type SecondStepRequest = z.input<typeof SecondStepRequest>;

/** A new one-time-code app to set up: scan the QR code or type the key, then confirm with a code. */
export const TotpSetup = z.object({
  /** Carries the new secret (sealed, short-lived) until a correct code confirms it. */
  setup_token: z.string(),
  otpauth_uri: z.string(),
  /** The secret in groups of four, for typing. */
  manual_key: z.string(),
  /** The otpauth URI as a QR code (SVG). */
  qr_svg: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpSetupWithTicketRequest = z.object({ ticket: zTicket() });

export const ConfirmTotpRequest = z.object({
  setup_token: zRequired().pipe(z.string().max(2000)),
  code: zCode(),
  name: zMaxLen(FACTOR_NAME_MAX).trim().optional(),
});
export type ConfirmTotpRequest = z.input<typeof ConfirmTotpRequest>;

export const ConfirmTotpWithTicketRequest = ConfirmTotpRequest.extend({ ticket: zTicket() });
export type ConfirmTotpWithTicketRequest = z.input<typeof ConfirmTotpWithTicketRequest>;

/** Recovery codes: shown once, here and nowhere again. */
export const RecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** A factor set up while signed in: the recovery codes when it was the first factor (else none). */
export const ConfirmTotpResponse = z.object({ recovery_codes: z.array(z.string()).nullable() });
export type ConfirmTotpResponse = z.infer<typeof ConfirmTotpResponse>;

/** A factor set up during sign-in: the session, and the recovery codes to keep before going on. */
export const ConfirmTotpWithTicketResponse = z.object({
  session: SessionResponse,
  recovery_codes: z.array(z.string()).nullable(),
});
export type ConfirmTotpWithTicketResponse = z.infer<typeof ConfirmTotpWithTicketResponse>;

export const SecondFactorRow = z.object({
  id: z.number(),
  kind: z.enum(['totp', 'passkey']),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type SecondFactorRow = z.infer<typeof SecondFactorRow>;

export const SecondFactorsResponse = z.object({
  factors: z.array(SecondFactorRow),
  recovery_codes_left: z.number(),
  /** The user must keep at least one factor (super admin, or a tenant that requires it). */
  required: z.boolean(),
});
export type SecondFactorsResponse = z.infer<typeof SecondFactorsResponse>;

export const FactorIdParams = z.object({ id: zId() });

export const UserIdRequest = z.object({ user_id: zId() });

/** The tenant's rule 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen'. */
export const TenantSecondFactorSetting = z.object({ require_second_factor: z.boolean() });
export type TenantSecondFactorSetting = z.infer<typeof TenantSecondFactorSetting>;

/** The name the user gave, or the default when they gave none. */
export const factorNameOrDefault = (name: string | undefined) => name?.trim() || TOTP_DEFAULT_NAME;
