/** What the second-factor rule reads about a user: their factors, recovery codes, and whether they must. */
import type { SecondFactorMethod } from '@ausweis/shared/schemas/auth';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { recoveryCodes, tenantMemberships, tenants, userFactors } from '../../../db/schema/index';

/** The kinds of second factor the user has, and 'recovery' while unused recovery codes are left. */
export async function factorMethodsOf(db: Db | Tx, userId: number): Promise<SecondFactorMethod[]> {
  const kinds = await db
    .selectDistinct({ kind: userFactors.kind })
    .from(userFactors)
    .where(eq(userFactors.user_id, userId));
  const methods: SecondFactorMethod[] = kinds.map((k) => k.kind).sort();
  if (methods.length > 0 && (await recoveryCodesLeft(db, userId)) > 0) methods.push('recovery');
  return methods;
}

export async function factorCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userFactors).where(eq(userFactors.user_id, userId));
  return row?.n ?? 0;
}

export async function recoveryCodesLeft(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** Super admins must have a second factor, and every member of a tenant that requires one. */
export async function factorRequired(
  db: Db | Tx,
  user: { id: number; is_super_admin: boolean },
): Promise<boolean> {
  if (user.is_super_admin) return true;
  // Across tenants: the rule of any tenant the user belongs to binds their whole account.
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenant_id))
    .where(and(eq(tenantMemberships.user_id, user.id), eq(tenants.require_second_factor, true)))
    .limit(1);
  return row !== undefined;
}
