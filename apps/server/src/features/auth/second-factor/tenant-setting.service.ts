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
import { recordChange, type TenantAccessor } from '../../../http/access';
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
  who: TenantAccessor,
  setting: TenantSecondFactorSetting,
): Promise<TenantSecondFactorSetting> {
  const tenantId = who.scope.tenantId;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ require_second_factor: tenants.require_second_factor })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    const [row] = await tx
      .update(tenants)
      .set({ require_second_factor: setting.require_second_factor, updated_at: sql`now()` })
      .where(eq(tenants.id, tenantId))
      .returning({ require_second_factor: tenants.require_second_factor });
    if (!row || !before) throw notFound('Mandant nicht gefunden.');
    if (before.require_second_factor !== row.require_second_factor)
      await recordChange(tx, who, {
        action: 'settings.changed',
        record: 'tenant',
        ids: [tenantId],
        fields: ['require_second_factor'],
      });
    return row;
  });
}
