/**
 * Creating the cards of a confirmed class-list import as a job with progress: the import is marked
 * running, its pending rows are written chunk by chunk (class-import-chunk.ts, each chunk in one
 * transaction, all or nothing) through the writer of its mode (cards, or links when the families pay;
 * import-writer.ts), and the import is marked done. A row is never half-imported, and a retried or
 * doubled job skips rows that are no longer pending, so no row becomes two cards. Chunks are
 * independent: a crash does not undo the cards of the chunks before, which are real orders by then.
 */
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../db/audit-trail';
import { classImports } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { jobActor } from '../../http/audit-trail';
import { jobQueue } from '../../platform/jobs';
import { findTenantProduct } from '../ordering/public';
import { cardWriter } from './card-writer';
import { writeChunk } from './class-import-chunk';
import { failClassImport, removeImportFiles } from './class-import-files';
import { importProgress, pendingChunks, refuseRows } from './class-import-rows';
import { familyLinkWriter } from './family-link-writer';
import { type ImportRecord, type ImportWriter, rulesOf } from './import-writer';

/** The job's data: the import (its record holds the Admin's choices) and who confirmed it from where. */
export interface ClassImportJob {
  importId: number;
  actor?: AuditActor;
}

export const CLASS_IMPORT_QUEUE = jobQueue<ClassImportJob>('class-import', {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 15,
  expireInSeconds: 2 * 60 * 60,
});

export async function workClassImports(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CLASS_IMPORT_QUEUE, (job) => runClassImport(ctx, job.data));
  await ctx.jobs.workFailed(CLASS_IMPORT_QUEUE, ({ importId }) => failClassImport(ctx, importId));
}

/** The writer of the import's mode, chosen once for all its rows. */
const writerFor = (ctx: AppContext, imp: ImportRecord, actor: AuditActor): ImportWriter =>
  imp.mode === 'families' ? familyLinkWriter(ctx, imp) : cardWriter(ctx, imp, actor);

async function runClassImport(ctx: AppContext, { importId, actor }: ClassImportJob): Promise<void> {
  // Across tenants: the job names its import by id; the import's tenant scopes everything after.
  const [imp] = await ctx.db
    .update(classImports)
    .set({ status: 'running' })
    .where(and(eq(classImports.id, importId), inArray(classImports.status, ['queued', 'running'])))
    .returning();
  if (!imp) return;
  const scope = tenantScope(imp.tenant_id);
  const found = await findTenantProduct(ctx.db, scope, imp.tenant_product_id);
  const refusedAll = !found ? CLASS_IMPORT_TEXTS.productGone : found.refused;
  // The order form's schema, built once for the whole import.
  const rules = found && !refusedAll ? rulesOf(imp, found.op) : null;
  const writer = writerFor(ctx, imp, jobActor(actor, imp.confirmed_by));
  const progress = await importProgress(ctx.db, scope, imp.id);
  for await (const chunk of pendingChunks(ctx.db, scope, imp.id)) {
    if (!rules) await refuseRows(ctx.db, scope, chunk, refusedAll ?? CLASS_IMPORT_TEXTS.productGone);
    else await writeChunk(ctx, scope, imp, rules, writer, chunk);
    await progress.add(chunk.length);
  }
  await writer.afterImport(scope);
  await ctx.db
    .update(classImports)
    .set({ status: 'done', done: progress.done, finished_at: sql`now()` })
    .where(scope.where(classImports, eq(classImports.id, imp.id), eq(classImports.status, 'running')));
  await removeImportFiles(ctx, scope, imp.id);
}
