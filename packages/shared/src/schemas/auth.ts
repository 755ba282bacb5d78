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

export const LoginResponse = z.object({
  token: z.string(),
  jwt_token_duration_minutes: z.number(),
  /** Single use: the refresh answers the next one (`<session>.<counter>.<mac>`). */
  refresh_token: z.string(),
  is_super_admin: z.boolean(),
  tenants: z.array(TenantSummary),
  user_id: z.number(),
});
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
