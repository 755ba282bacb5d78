/**
 * Exports of all cards matching the card list's filters, as a job (issue 13): any instance writes the
 * Excel list (with the photos: a zip, each photo read from the store only as it goes in, so memory
 * stays flat for 10,000 cards) to a temporary file, stores it in the file store and marks the row
 * done; the mail kind mails the list instead. A retried job of a finished export does nothing.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CARD_EXPORT_TEXTS, type StartCardExportRequest } from '@ausweis/shared/schemas/card-exports';
import { FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cardExports, orders, ordersArchive, storedFiles, users } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { MIME } from '../../http/download';
import { filtersWhere } from '../../http/paging';
import { buildWorkbook } from '../../platform/excel';
import { removeQuietly } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import { type JobRun, jobQueue } from '../../platform/jobs';
import { zipToFile } from '../../platform/zip';
import {
  CARD_EXPORT_COLUMNS,
  type ExportRow,
  queueExportMail,
  selectExportRows,
} from './card-export.service';
import { cardPageQuery } from './cards.service';

export const CARD_EXPORT_QUEUE = jobQueue<{ exportId: number }>('card-export', {
  retryLimit: 2,
  retryDelay: 10,
  heartbeatSeconds: 15,
  expireInSeconds: 2 * 60 * 60,
});

/** Where finished card exports lie in the file store. */
export const CARD_EXPORT_FOLDER = 'card-exports';
const PROGRESS_EVERY = 50;

export function workCardExports(ctx: AppContext): Promise<void> {
  return ctx.jobs.work(CARD_EXPORT_QUEUE, (job) => buildCardExportJob(ctx, job));
}

async function buildCardExportJob(ctx: AppContext, job: JobRun<{ exportId: number }>): Promise<void> {
  // Across tenants: the job names its export by id; the export's tenant scopes everything after.
  const [run] = await ctx.db
    .update(cardExports)
    .set({ status: 'running', done: 0 })
    .where(and(eq(cardExports.id, job.data.exportId), inArray(cardExports.status, ['queued', 'running'])))
    .returning();
  if (!run) return;
  const scope = tenantScope(run.tenant_id);
  try {
    await buildAndStore(ctx, scope, run);
  } catch (err) {
    ctx.log.error({ err, exportId: run.id, attempt: job.retryCount + 1 }, 'card export failed');
    if (job.lastAttempt) await failWith(ctx, scope, run.id, CARD_EXPORT_TEXTS.failed);
    throw err;
  }
}

type Run = typeof cardExports.$inferSelect;

async function failWith(ctx: AppContext, scope: TenantScope, id: number, error: string): Promise<void> {
  await ctx.db
    .update(cardExports)
    .set({ status: 'failed', error, finished_at: sql`now()` })
    .where(scope.where(cardExports, eq(cardExports.id, id)));
}

/** The export's cards: the list's filters on the live table or the archive, in id order. */
function exportRows(ctx: AppContext, scope: TenantScope, query: unknown) {
  const req = FindCardsRequest.parse({ ...(query as StartCardExportRequest), page: 1 });
  const t = req.use_archive ? ordersArchive : orders;
  return selectExportRows(ctx.db, scope, t, filtersWhere(req, cardPageQuery(ctx.db, scope, req)));
}

async function buildAndStore(ctx: AppContext, scope: TenantScope, run: Run): Promise<void> {
  const rows = await exportRows(ctx, scope, run.query);
  const byId = scope.where(cardExports, eq(cardExports.id, run.id));
  // The cards were deleted or changed since the start.
  if (rows.length === 0) return failWith(ctx, scope, run.id, CARD_EXPORT_TEXTS.nothing);
  await ctx.db.update(cardExports).set({ total: rows.length, done: 0 }).where(byId);
  const dir = await mkdtemp(path.join(tmpdir(), 'ausweis-card-export-'));
  try {
    const file = await writeExportFile(ctx, scope, rows, run.kind === 'images', dir, (done) =>
      ctx.db
        .update(cardExports)
        .set({ done })
        .where(scope.where(cardExports, and(eq(cardExports.id, run.id), eq(cardExports.status, 'running')))),
    );
    const finished = { status: 'done' as const, done: rows.length, finished_at: sql`now()` };
    if (run.kind === 'mail') {
      const [user] =
        run.created_by === null ? [] : await ctx.db.select().from(users).where(eq(users.id, run.created_by));
      // The account was deleted meanwhile: there is nobody to mail it to.
      if (!user) return failWith(ctx, scope, run.id, CARD_EXPORT_TEXTS.failed);
      const bytes = await readFile(file.path);
      await ctx.db.transaction(async (tx) => {
        await queueExportMail(
          ctx,
          tx,
          scope.tenantId,
          user,
          { bytes, name: file.name, mime: file.mime },
          rows.length,
        );
        await tx
          .update(cardExports)
          .set({ ...finished, filename: file.name })
          .where(byId);
      });
      return;
    }
    const saved = await ctx.files.saveFile(CARD_EXPORT_FOLDER, file.path, file.extension);
    await ctx.db
      .update(cardExports)
      .set({ ...finished, path: saved.path, size: saved.size, filename: file.name })
      .where(byId)
      .catch(async (err: unknown) => {
        await removeQuietly(ctx.files, [saved.path]);
        throw err;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface WrittenFile {
  path: string;
  name: string;
  mime: string;
  extension: 'xlsx' | 'zip';
}

/** 'Ausweise_<date>.xlsx', or with photos a zip of it plus 'bilder/<id>.png', written into `dir`. */
async function writeExportFile(
  ctx: AppContext,
  scope: TenantScope,
  rows: ExportRow[],
  withImage: boolean,
  dir: string,
  progress: (done: number) => PromiseLike<unknown>,
): Promise<WrittenFile> {
  const base = `Ausweise_${germanIsoDate()}`;
  const xlsx = await buildWorkbook('Ausweise', CARD_EXPORT_COLUMNS, rows);
  if (!withImage) {
    const file = path.join(dir, `${base}.xlsx`);
    await writeFile(file, xlsx, { flag: 'wx', mode: 0o600 });
    return { path: file, name: `${base}.xlsx`, mime: MIME.xlsx, extension: 'xlsx' };
  }
  const photoIds = [...new Set(rows.flatMap((r) => (r.image_file_id === null ? [] : [r.image_file_id])))];
  const paths = new Map(
    (
      await ctx.db
        .select({ id: storedFiles.id, path: storedFiles.path })
        .from(storedFiles)
        .where(scope.where(storedFiles, inArray(storedFiles.id, photoIds)))
    ).map((f) => [f.id, f.path]),
  );
  let done = 0;
  // Each photo is read when the zip takes it: one at a time, never all at once.
  const photo = (storePath: string) =>
    Readable.from(
      (async function* () {
        const bytes = await ctx.files.read(storePath).catch(() => null);
        done++;
        if (done % PROGRESS_EVERY === 0) await progress(done);
        if (bytes) yield bytes;
      })(),
    );
  const entries = rows.flatMap((r) => {
    const storePath = r.image_file_id === null ? undefined : paths.get(r.image_file_id);
    return storePath ? [{ name: `bilder/${r.id}.png`, data: photo(storePath), store: true }] : [];
  });
  const file = path.join(dir, `${base}.zip`);
  await zipToFile([{ name: `${base}.xlsx`, data: xlsx }, ...entries], file);
  return { path: file, name: `${base}.zip`, mime: MIME.zip, extension: 'zip' };
}
