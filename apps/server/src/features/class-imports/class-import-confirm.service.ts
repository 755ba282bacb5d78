/**
 * Confirming an import's preview (docs/product.md#class-import): the Admin's choices are noted and the job that creates
 * the cards is queued in the same transaction (so it exists only once the import is confirmed, and a
 * second confirmation finds the import no longer in preview). When the families pay, a row needs only
 * data_ok (the family adds the photo); the job then mails each row a personal prefilled order link
 * (class-import.job.ts) whose read-only fields the Admin chose here: they are stored on the import
 * (its read_only column), which the job reads; the job's data names only the import and, for the
 * audit trail, who confirmed it from where. 'validate' is
 * not offered then: a family's order is checked like every order from the order page.
 */
import { importMayValidate } from '@ausweis/shared/record-rules';
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ConfirmClassImportRequest,
  FAMILY_READ_ONLY_DEFAULT,
} from '@ausweis/shared/schemas/class-imports';
import { FAMILY_REMIND_DAYS_DEFAULT } from '@ausweis/shared/schemas/family-link-status';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../db/audit-trail';
import { classImportRows, classImports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../http/app-error';
import { jobActor } from '../../http/audit-trail';
import { writeWithFiles } from '../../platform/file-write';
import { queueCardRenders } from '../card-app/public';
import { findTenantProduct } from '../ordering/public';
import { CLASS_IMPORT_QUEUE } from './class-import.job';
import { getClassImport, importOf } from './class-import-view';
import { willBeCreatedWhere } from './row-created';
import { applySync } from './sync-apply';

type Confirm = z.output<typeof ConfirmClassImportRequest>;

export async function confirmClassImport(
  ctx: AppContext,
  scope: TenantScope,
  userId: number,
  id: number,
  choice: Confirm,
  actor?: AuditActor,
): Promise<ClassImport> {
  const imp = await importOf(ctx.db, scope, id);
  const families = choice.mode === 'families';
  if (choice.validate && !importMayValidate(choice.mode))
    throw badRequest(CLASS_IMPORT_TEXTS.familiesNoValidate, 'validate');
  if (families) {
    // The product's own setting would bill every order to the institution: the families could not pay.
    const found = await findTenantProduct(ctx.db, scope, imp.tenant_product_id);
    if (found?.op.product.tenant_payee) throw badRequest(CLASS_IMPORT_TEXTS.familiesTenantPays, 'mode');
  }
  if (imp.status === 'checking') throw new AppError(409, 'IMPORT_CHECKING', CLASS_IMPORT_TEXTS.stillChecking);
  if (imp.status !== 'preview') throw new AppError(409, 'IMPORT_CONFIRMED', CLASS_IMPORT_TEXTS.notPreview);
  const rows = classImportRows;
  const [good] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rows)
    .where(scope.where(rows, eq(rows.import_id, id), willBeCreatedWhere(choice.mode)));
  // A sync may create nothing and still change and end cards.
  if (!good?.n && !imp.sync) throw badRequest(CLASS_IMPORT_TEXTS.nothingToCreate);
  const redraw = await writeWithFiles(ctx, async (tx, files) => {
    const [confirmed] = await tx
      .update(classImports)
      .set({
        status: 'queued',
        mode: choice.mode,
        validate: choice.validate,
        // The families' link mail is the point of their mode; their access mail follows their order.
        send_mails: families || choice.send_mails,
        read_only: families ? [...new Set(choice.read_only ?? FAMILY_READ_ONLY_DEFAULT)] : [],
        remind_days: families ? (choice.remind_days ?? FAMILY_REMIND_DAYS_DEFAULT) : 0,
        confirmed_by: userId,
        done: 0,
      })
      .where(scope.where(classImports, and(eq(classImports.id, id), eq(classImports.status, 'preview'))))
      .returning({ id: classImports.id });
    if (!confirmed) throw new AppError(409, 'IMPORT_CONFIRMED', CLASS_IMPORT_TEXTS.notPreview);
    const drawn = imp.sync
      ? await applySync(ctx, tx, files, {
          scope,
          importId: id,
          productId: imp.tenant_product_id,
          preview: imp.sync,
          confirmMassEnd: choice.confirm_mass_end ?? false,
          userId,
          actor: jobActor(actor, userId),
        })
      : [];
    await ctx.jobs.send(CLASS_IMPORT_QUEUE, { importId: id, actor }, { db: tx });
    return drawn;
  });
  await queueCardRenders(ctx, redraw);
  return getClassImport(ctx.db, scope, id);
}
