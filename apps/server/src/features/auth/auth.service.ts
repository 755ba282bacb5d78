/** Login, token refresh and user data (docs/product.md#fields session data, #behaviour user states). */
import { can } from '@ausweis/shared/permissions';
import type { SessionResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { tenantMemberships, tenants, users } from '../../db/schema/index';
import { refusalOf, USER_REFUSALS } from '../../http/active-user';
import { AppError } from '../../http/app-error';
import { type AuthUser, userSubject } from '../../http/request-context';
import { appendOwnEvent, writeOwnEvent } from './account-trail';
import { startSession } from './sessions/sessions.service';
import type { SignIn } from './sign-in';

/** Login refusals: the ones of every request (USER_REFUSALS) and the two only a login can meet. */
export const LOGIN_ERRORS = {
  failed: new AppError(401, 'LOGIN_FAILED', 'E-Mail oder Passwort ist falsch.'),
  ...USER_REFUSALS,
  noTenant: new AppError(
    403,
    'NO_TENANT',
    'Ihr Zugang ist keinem Mandanten zugeordnet. Bitte wenden Sie sich an Ihre Organisation.',
  ),
} as const;

/**
 * The tenants the user may choose from, with their group in each.
 * Across tenants: a user's memberships in all tenants (at login and in the session data).
 */
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

/**
 * The user whose e-mail and password these are, if they may work: throttled (per address, per account)
 * before the password is hashed, and hashed behind the gate. What every sign-in with a password passes.
 */
export async function verifyLogin(
  ctx: AppContext,
  email: string,
  password: string,
  from: Omit<SignIn, 'method'>,
) {
  await ctx.loginLimiter.admit(from.ip, email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  const ok = await ctx.passwords.verify(password, user?.password_hash ?? null);
  // The trail names the account the address belongs to, never the address typed.
  if (!user || !ok) {
    await writeOwnEvent(ctx.db, user?.id ?? null, from, SIGN_IN_FAILED);
    throw LOGIN_ERRORS.failed;
  }
  await ctx.loginLimiter.succeeded(email);
  const refusal = refusalOf(user);
  if (refusal) {
    await writeOwnEvent(ctx.db, user.id, from, SIGN_IN_FAILED);
    throw refusal;
  }
  return user;
}

export const SIGN_IN_FAILED = { action: 'sign_in.failed', outcome: 'refused' } as const;

/** A new session of a verified user: its row and tokens, with the tenants they may choose from. */
export async function openSession(
  ctx: AppContext,
  user: {
    id: number;
    token_version: number;
    is_super_admin: boolean;
    can_invoice: boolean;
    can_report: boolean;
  },
  signIn: SignIn,
): Promise<SessionResponse> {
  // Who acts in any tenant has no membership list, and needs none.
  const anyTenant = can(userSubject(user), 'tenants.actInAny');
  const memberships = anyTenant ? [] : await findUserTenants(ctx.db, user.id);
  if (!anyTenant && memberships.length === 0) throw LOGIN_ERRORS.noTenant;
  const session = await startSession(ctx, user, signIn, (tx, sessionId) =>
    appendOwnEvent(tx, user.id, { ...signIn, sessionId }, { action: 'sign_in.succeeded' }),
  );
  return {
    ...session,
    is_super_admin: user.is_super_admin,
    tenants: memberships,
    user_id: user.id,
  };
}

export async function getUserData(ctx: Pick<AppContext, 'db'>, user: AuthUser): Promise<UserData> {
  return {
    user_id: user.id,
    is_super_admin: user.is_super_admin,
    can_invoice: user.can_invoice,
    can_report: user.can_report,
    email: user.email,
    salutation: user.salutation,
    forename: user.forename,
    lastname: user.lastname,
    tenants: can(userSubject(user), 'tenants.actInAny') ? [] : await findUserTenants(ctx.db, user.id),
  };
}
