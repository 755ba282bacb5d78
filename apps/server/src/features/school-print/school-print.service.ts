/**
 * 'In der Einrichtung drucken' (schemas/school-print.ts): the tenant's staff print paid plastic cards of
 * its 'Druck in der Einrichtung' products on their own card printer. The PDF is drawn first; then one
 * transaction records the cards as printed (as the operator's print export does), keeps the printer's
 * calibration for the tenant and writes the trail; a print that cannot be drawn records nothing.
 */
import {
  SCHOOL_PRINT_TEXTS,
  type SchoolPrintRequest,
  type SchoolPrintSettings,
} from '@ausweis/shared/schemas/school-print';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { loadCardRecords } from '../../db/card-records';
import type { Db } from '../../db/client';
import { orders, tenantProducts, tenants } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChanges, requireAccess, type TenantAccessor } from '../../http/access';
import { badRequest } from '../../http/app-error';
import { germanIsoDate } from '../../platform/german-date';
import { cardsPrintPdf } from '../card-drawing/public';
import { printable } from '../exports/public';

type PrintRequest = z.output<typeof SchoolPrintRequest>;

/** Whether the tenant prints any product itself, and its printer's calibration. */
export async function schoolPrintSettings(db: Db, scope: TenantScope): Promise<SchoolPrintSettings> {
  const [row] = await db
    .select({
      offset_x_mm: tenants.print_offset_x_mm,
      offset_y_mm: tenants.print_offset_y_mm,
      available: sql<boolean>`exists (select 1 from ${tenantProducts} where ${scope.where(tenantProducts, eq(tenantProducts.print_at_school, true))})`,
    })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  return row ?? { offset_x_mm: 0, offset_y_mm: 0, available: false };
}

/** The PDF of the cards among the request's that the tenant may print now; records them as printed. */
export async function printAtSchool(
  ctx: AppContext,
  who: TenantAccessor,
  req: PrintRequest,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { scope } = who;
  // Another tenant's card is a 404 before anything is drawn.
  const ids = await requireAccess(ctx.db, who, { record: 'card', action: 'change', ids: req.order_ids });
  const recs = await loadCardRecords(
    ctx.db,
    orders,
    scope.where(orders, inArray(orders.id, ids), printable(), eq(tenantProducts.print_at_school, true)),
  );
  if (recs.length === 0) throw badRequest(SCHOOL_PRINT_TEXTS.nothing, 'order_ids');
  recs.sort((a, b) => a.order.id - b.order.id);
  const offset = { x_mm: req.offset_x_mm, y_mm: req.offset_y_mm };
  const pdf = await cardsPrintPdf(ctx, recs, offset);
  const printed = recs.map((r) => r.order.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ exported_at: sql`now()`, status: 'added_to_pdf', updated_at: sql`now()` })
      .where(scope.where(orders, inArray(orders.id, printed)));
    const [before] = await tx
      .select({ x: tenants.print_offset_x_mm, y: tenants.print_offset_y_mm })
      .from(tenants)
      .where(eq(tenants.id, scope.tenantId))
      .for('update');
    const calibrated = before && (before.x !== offset.x_mm || before.y !== offset.y_mm);
    if (calibrated)
      await tx
        .update(tenants)
        .set({ print_offset_x_mm: offset.x_mm, print_offset_y_mm: offset.y_mm, updated_at: sql`now()` })
        .where(eq(tenants.id, scope.tenantId));
    await recordChanges(tx, who, [
      { action: 'cards.printed_at_school', record: 'card', ids: printed },
      ...(calibrated
        ? [
            {
              action: 'settings.changed' as const,
              record: 'tenant' as const,
              ids: [scope.tenantId],
              fields: ['print_offset_x_mm', 'print_offset_y_mm'],
            },
          ]
        : []),
    ]);
  });
  return { pdf, fileName: SCHOOL_PRINT_TEXTS.fileName(germanIsoDate(new Date())) };
}
