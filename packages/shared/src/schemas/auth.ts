/** Login, token refresh and user data (docs/product.md#fields session/login data, #api auth). */
import { z } from 'zod';
import { USER_GROUPS } from '../constants';
import { zEmail, zPassword } from '../validation/zod';

export const LoginRequest = z.object({ email: zEmail(), password: zPassword() });
export type LoginRequest = z.input<typeof LoginRequest>;

/** A tenant as the chooser and the toolbar show it. */
export const TenantSummary = z.object({
  id: z.number(),
  name: z.string(),
  name2: z.string().nullable(),
  city: z.string(),
  user_group: z.enum(USER_GROUPS),
  short_code: z.string(),
  is_test: z.boolean(),
});
export type TenantSummary = z.infer<typeof TenantSummary>;

/** An opened session: its bearer token, its lifetime and the tenants the user may choose from. */
export const SessionResponse = z.object({
  token: z.string(),
  jwt_token_duration_minutes: z.number(),
  /** Single use: the refresh answers the next one (`<session>.<counter>.<mac>`). */
  refresh_token: z.string(),
  is_super_admin: z.boolean(),
  tenants: z.array(TenantSummary),
  user_id: z.number(),
  /** After signing in with a recovery code: how many unused ones are left. */
  recovery_codes_left: z.number().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** The second factors a user may confirm a sign-in with. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The user has a second factor: the sign-in continues with the ticket and one of the methods. */
export const SecondFactorStep = z.object({
  second_factor: z.object({ ticket: z.string(), methods: z.array(z.enum(SECOND_FACTOR_METHODS)) }),
});
export type SecondFactorStep = z.infer<typeof SecondFactorStep>;

/** The user must have a second factor and has none: they set one up with the ticket first. */
export const FactorSetupStep = z.object({ factor_setup: z.object({ ticket: z.string() }) });
export type FactorSetupStep = z.infer<typeof FactorSetupStep>;

/** What a sign-in's first step answers: a session, or the step the second-factor rule asks for. */
export const LoginResponse = z.union([SessionResponse, SecondFactorStep, FactorSetupStep]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshRequest = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshRequest = z.input<typeof RefreshRequest>;

export const RefreshResponse = z.object({
  token: z.string(),
  jwt_token_duration_minutes: z.number(),
  refresh_token: z.string(),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const UserData = z.object({
  user_id: z.number(),
  is_super_admin: z.boolean(),
  can_invoice: z.boolean(),
  can_report: z.boolean(),
  email: z.string(),
  salutation: z.string().nullable(),
  forename: z.string().nullable(),
  lastname: z.string(),
  tenants: z.array(TenantSummary),
});
export type UserData = z.infer<typeof UserData>;
