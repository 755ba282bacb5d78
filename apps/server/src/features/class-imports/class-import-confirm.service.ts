/**
 * Confirming an import's preview (issue 14): the Admin's choices are noted and the job that creates
 * the cards is queued in the same transaction (so it exists only once the import is confirmed, and a
 * second confirmation finds the import no longer in preview). The families' mode is part of the
 * contract and the data model (class_imports.mode) but not offered yet: it plugs in with the personal
 * prefilled order link. Then a row needs only data_ok (the family adds the photo), the job branches on
 * imp.mode and, per row in the same kind of transaction, creates the link from row.values and queues its
 * mail instead of an order; outcomeOf/goodRow (class-import-view.ts) then ignore the photo.
 */
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ConfirmClassImportRequest,
} from '@ausweis/shared/schemas/class-imports';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { classImportRows, classImports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../http/app-error';
import { CLASS_IMPORT_QUEUE } from './class-import.job';
import { getClassImport, importOf } from './class-import-view';

type Confirm = z.output<typeof ConfirmClassImportRequest>;

export async function confirmClassImport(
  ctx: AppContext,
  scope: TenantScope,
  userId: number,
  id: number,
  choice: Confirm,
): Promise<ClassImport> {
  const imp = await importOf(ctx.db, scope, id);
  if (choice.mode === 'families') throw badRequest(CLASS_IMPORT_TEXTS.familiesLater, 'mode');
  if (imp.status === 'checking') throw new AppError(409, 'IMPORT_CHECKING', CLASS_IMPORT_TEXTS.stillChecking);
  if (imp.status !== 'preview') throw new AppError(409, 'IMPORT_CONFIRMED', CLASS_IMPORT_TEXTS.notPreview);
  const rows = classImportRows;
  const [good] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rows)
    .where(scope.where(rows, eq(rows.import_id, id), eq(rows.data_ok, true), eq(rows.photo_status, 'ok')));
  if (!good?.n) throw badRequest(CLASS_IMPORT_TEXTS.nothingToCreate);
  await ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(classImports)
      .set({
        status: 'queued',
        mode: choice.mode,
        validate: choice.validate,
        send_mails: choice.send_mails,
        confirmed_by: userId,
        done: 0,
      })
      .where(scope.where(classImports, and(eq(classImports.id, id), eq(classImports.status, 'preview'))))
      .returning({ id: classImports.id });
    if (!confirmed) throw new AppError(409, 'IMPORT_CONFIRMED', CLASS_IMPORT_TEXTS.notPreview);
    await ctx.jobs.send(CLASS_IMPORT_QUEUE, { importId: id }, { db: tx });
  });
  return getClassImport(ctx.db, scope, id);
}
