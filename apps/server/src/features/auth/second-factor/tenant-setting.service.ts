/**
 * The tenant's rule 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen', switched by its Admin or
 * a super admin (the ad family: another tenant is a 404 there). Members without a factor are led
 * through setting one up at their next sign-in (sign-in.ts).
 */
import type { TenantSecondFactorSetting } from '@ausweis/shared/schemas/auth-factors';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { tenants } from '../../../db/schema/index';
import type { TenantScope } from '../../../db/tenant-scope';
import { notFound } from '../../../http/app-error';

export async function tenantSecondFactorSetting(
  ctx: AppContext,
  scope: TenantScope,
): Promise<TenantSecondFactorSetting> {
  const [row] = await ctx.db
    .select({ require_second_factor: tenants.require_second_factor })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  if (!row) throw notFound('Mandant nicht gefunden.');
  return row;
}

export async function saveTenantSecondFactorSetting(
  ctx: AppContext,
  scope: TenantScope,
  setting: TenantSecondFactorSetting,
): Promise<TenantSecondFactorSetting> {
  const [row] = await ctx.db
    .update(tenants)
    .set({ require_second_factor: setting.require_second_factor, updated_at: sql`now()` })
    .where(eq(tenants.id, scope.tenantId))
    .returning({ require_second_factor: tenants.require_second_factor });
  if (!row) throw notFound('Mandant nicht gefunden.');
  return row;
}
