/** Login, token refresh and user data (SPEC §3 session data, §4 user states). */
import type { LoginResponse, RefreshResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { tenantMemberships, tenants, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/request-context';
import type { SessionClaims } from '../../http/tokens';

export const LOGIN_ERRORS = {
  failed: new AppError(401, 'LOGIN_FAILED', 'E-Mail oder Passwort ist falsch.'),
  disabled: new AppError(
    403,
    'USER_DISABLED',
    'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an Ihre Organisation.',
  ),
  emailNotValidated: new AppError(
    403,
    'EMAIL_NOT_VALIDATED',
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen gesendet haben.',
  ),
  resetPending: new AppError(
    403,
    'PASSWORD_RESET_PENDING',
    'Ihr Passwort wurde zurückgesetzt. Bitte legen Sie über den Link in der E-Mail ein neues Passwort fest.',
  ),
  noTenant: new AppError(
    403,
    'NO_TENANT',
    'Ihr Zugang ist keinem Mandanten zugeordnet. Bitte wenden Sie sich an Ihre Organisation.',
  ),
} as const;

type UserRow = typeof users.$inferSelect;

/** Why a user may not work right now, or null when they may. */
function refusalOf(user: UserRow): AppError | null {
  if (user.disabled) return LOGIN_ERRORS.disabled;
  if (user.must_reset_password) return LOGIN_ERRORS.resetPending;
  if (!user.email_validated) return LOGIN_ERRORS.emailNotValidated;
  return null;
}

const toAuthUser = (u: UserRow): AuthUser => ({
  id: u.id,
  email: u.email,
  salutation: u.salutation,
  forename: u.forename,
  lastname: u.lastname,
  is_super_admin: u.is_super_admin,
  can_invoice: u.can_invoice,
  can_report: u.can_report,
});

export const SESSION_ENDED = () =>
  new AppError(401, 'UNAUTHORIZED', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');

/**
 * The user behind a valid token, if they may still work; otherwise a 401 with the reason. A token of an
 * older token version (password or e-mail changed, password reset, disabled since) has ended.
 */
export async function findActiveUser(db: Db, claims: SessionClaims): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
  const refusal = refusalOf(user);
  if (refusal) throw new AppError(401, refusal.code, refusal.message);
  if (user.token_version !== claims.tokenVersion) throw SESSION_ENDED();
  return toAuthUser(user);
}

/** Ends every session of the user (their tokens carry the old version); within the caller's write. */
export async function endSessions(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId));
}

/** A token for the session (a new login, or a refresh that keeps the login time); 401 once it is over. */
export async function issueToken(ctx: AppContext, claims: SessionClaims): Promise<RefreshResponse> {
  const issued = await ctx.tokens.sign(claims);
  if (!issued) throw SESSION_ENDED();
  return { token: issued.token, jwt_token_duration_minutes: issued.minutes };
}

/** The current token version of the user, for a token issued right after a change that bumped it. */
export async function tokenVersionOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ v: users.token_version }).from(users).where(eq(users.id, userId));
  if (!row) throw SESSION_ENDED();
  return row.v;
}

export async function findUserTenants(db: Db, userId: number): Promise<TenantSummary[]> {
  return db
    .select({
      id: tenants.id,
      name: tenants.name,
      name2: tenants.name2,
      city: tenants.city,
      user_group: tenantMemberships.user_group,
      short_code: tenants.short_code,
      is_test: tenants.is_test,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenant_id))
    .where(eq(tenantMemberships.user_id, userId))
    .orderBy(asc(tenants.name), asc(tenants.id));
}

/** Throttled (per address, per account) before the password is hashed, and hashed behind the gate. */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<LoginResponse> {
  await ctx.loginLimiter.admit(ip, email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  const ok = await ctx.passwords.verify(password, user?.password_hash ?? null);
  if (!user || !ok) throw LOGIN_ERRORS.failed;
  await ctx.loginLimiter.succeeded(email);
  const refusal = refusalOf(user);
  if (refusal) throw refusal;
  const memberships = user.is_super_admin ? [] : await findUserTenants(ctx.db, user.id);
  if (!user.is_super_admin && memberships.length === 0) throw LOGIN_ERRORS.noTenant;
  const session = await issueToken(ctx, {
    userId: user.id,
    tokenVersion: user.token_version,
    loginAt: Math.floor(Date.now() / 1000),
  });
  return {
    ...session,
    is_super_admin: user.is_super_admin,
    tenants: memberships,
    user_id: user.id,
  };
}

export async function getUserData(ctx: AppContext, user: AuthUser): Promise<UserData> {
  return {
    user_id: user.id,
    is_super_admin: user.is_super_admin,
    can_invoice: user.can_invoice,
    can_report: user.can_report,
    email: user.email,
    salutation: user.salutation,
    forename: user.forename,
    lastname: user.lastname,
    tenants: user.is_super_admin ? [] : await findUserTenants(ctx.db, user.id),
  };
}
