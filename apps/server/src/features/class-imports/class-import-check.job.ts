/**
 * Checking a class list's photos (issue 14) as a job: each photo matched to a row is unpacked from the
 * stored ZIP (one at a time) and goes through the order page's photo check (face, size, readable; in the
 * photo pool's worker threads, a few at once). A passed photo is kept, normalised, in the file store for
 * the card; a refused one gets the check's German reason. A retry checks only the rows still pending.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { classImportRows, classImports } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { AppError } from '../../http/app-error';
import { removeQuietly } from '../../platform/file-store';
import { IMAGE_ERRORS } from '../../platform/images';
import { jobQueue } from '../../platform/jobs';
import { readZipEntries } from '../../platform/zip-read';
import { checkStudentPhoto } from '../ordering/public';
import { failClassImport, IMPORT_FILES_FOLDER } from './class-import-files';

export const CLASS_IMPORT_CHECK_QUEUE = jobQueue<{ importId: number }>('class-import-check', {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 15,
  expireInSeconds: 60 * 60,
});

/** Photos in the check at once: the pool's threads take them as they can, the rest waits in its queue. */
const IN_FLIGHT = 4;
const PROGRESS_EVERY = 10;

export async function workClassImportChecks(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CLASS_IMPORT_CHECK_QUEUE, (job) => checkImportPhotos(ctx, job.data.importId));
  await ctx.jobs.workFailed(CLASS_IMPORT_CHECK_QUEUE, ({ importId }) => failClassImport(ctx, importId));
}

async function checkImportPhotos(ctx: AppContext, importId: number): Promise<void> {
  // Across tenants: the job names its import by id; the import's tenant scopes everything after.
  const [imp] = await ctx.db
    .select()
    .from(classImports)
    .where(and(eq(classImports.id, importId), eq(classImports.status, 'checking')));
  if (!imp) return;
  const scope = tenantScope(imp.tenant_id);
  const rows = classImportRows;
  const pending = await ctx.db
    .select({ id: rows.id, entry: rows.photo_entry })
    .from(rows)
    .where(scope.where(rows, eq(rows.import_id, imp.id), eq(rows.photo_status, 'pending')));
  const byEntry = new Map<string, number[]>();
  for (const p of pending) if (p.entry) byEntry.set(p.entry, [...(byEntry.get(p.entry) ?? []), p.id]);
  let checked = imp.total - pending.length;
  const progress = () =>
    ctx.db
      .update(classImports)
      .set({ checked })
      .where(scope.where(classImports, eq(classImports.id, imp.id)));
  await progress();

  if (imp.photos_path && byEntry.size > 0) {
    const zip = await ctx.files.read(imp.photos_path);
    const inFlight = new Set<Promise<void>>();
    await readZipEntries(zip, new Set(byEntry.keys()), async (name, data) => {
      const ids = byEntry.get(name) ?? [];
      const task = checkOne(ctx, scope, ids, data).then(async () => {
        inFlight.delete(task);
        checked += ids.length;
        if (checked % PROGRESS_EVERY < ids.length) await progress();
      });
      inFlight.add(task);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    });
    await Promise.all(inFlight);
  }
  // Rows whose entry was not found again (cannot happen with the same ZIP): refused, not left pending.
  await ctx.db
    .update(rows)
    .set({ photo_status: 'refused', photo_problem: IMAGE_ERRORS.broken })
    .where(scope.where(rows, eq(rows.import_id, imp.id), eq(rows.photo_status, 'pending')));
  await ctx.db
    .update(classImports)
    .set({ status: 'preview', checked: imp.total, photos_path: null })
    .where(scope.where(classImports, eq(classImports.id, imp.id), eq(classImports.status, 'checking')));
  if (imp.photos_path) await removeQuietly(ctx.files, [imp.photos_path]);
}

/** One photo through the order page's check; the rows it belongs to get its outcome. */
async function checkOne(
  ctx: Pick<AppContext, 'db' | 'files'>,
  scope: TenantScope,
  ids: number[],
  data: Buffer | null,
) {
  const rows = classImportRows;
  const theirs = scope.where(rows, inArray(rows.id, ids), eq(rows.photo_status, 'pending'));
  if (!data) {
    await ctx.db
      .update(rows)
      .set({ photo_status: 'refused', photo_problem: IMAGE_ERRORS.broken })
      .where(theirs);
    return;
  }
  let png: Buffer;
  try {
    png = await checkStudentPhoto(data, 'fast');
  } catch (err) {
    // A photo the check refuses (400) is the row's problem; the check being unavailable fails the job (retry).
    if (!(err instanceof AppError) || err.status !== 400) throw err;
    await ctx.db.update(rows).set({ photo_status: 'refused', photo_problem: err.message }).where(theirs);
    return;
  }
  const saved = await ctx.files.save(IMPORT_FILES_FOLDER, png, 'png');
  const updated = await ctx.db
    .update(rows)
    .set({ photo_status: 'ok', photo_path: saved.path, photo_problem: sql`null` })
    .where(theirs)
    .returning({ id: rows.id });
  if (updated.length === 0) await removeQuietly(ctx.files, [saved.path]);
}
