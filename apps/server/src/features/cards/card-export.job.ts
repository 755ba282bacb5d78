/**
 * Exports of all cards matching the card list's filters, as a job (docs/product.md#card-export): any instance writes the
 * Excel list (with the photos: a zip, each photo read from the store only as it goes in, so memory
 * stays flat for 10,000 cards) to a temporary file, stores it in the file store and marks the row
 * done; the mail kind mails the list instead. A retried job of a finished export does nothing, and an
 * attempt that stalled and was taken over can no longer store or mail anything (its writes are fenced
 * by its attempt number).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CARD_EXPORT_TEXTS, type StartCardExportRequest } from '@ausweis/shared/schemas/card-exports';
import { FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type AuditActor, appendAuditEvents } from '../../db/audit-trail';
import { claimExport, type ExportAttempt, failExport, ownedBy } from '../../db/export-jobs';
import { cardExports, orders, ordersArchive, storedFiles, users } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { jobActor } from '../../http/audit-trail';
import { MIME } from '../../http/download';
import { filtersWhere } from '../../http/paging';
import { buildWorkbook } from '../../platform/excel';
import { newStorePath } from '../../platform/file-store';
import { writeWithFiles } from '../../platform/file-write';
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
import { photoFileNames } from './photo-names';

/** The job's data: the export, and who started it from where (for the audit trail). */
export interface CardExportJob {
  exportId: number;
  actor?: AuditActor;
}

export const CARD_EXPORT_QUEUE = jobQueue<CardExportJob>('card-export', {
  retryLimit: 2,
  retryDelay: 10,
  heartbeatSeconds: 15,
  expireInSeconds: 2 * 60 * 60,
});

/** Where finished card exports lie in the file store. */
export const CARD_EXPORT_FOLDER = 'card-exports';
const PROGRESS_EVERY = 50;

export async function workCardExports(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CARD_EXPORT_QUEUE, (job) => buildCardExportJob(ctx, job));
  // Failed for good (also when the instance that ran it died on its last attempt).
  await ctx.jobs.workFailed(CARD_EXPORT_QUEUE, ({ exportId }) =>
    failExport(ctx.db, ctx.files, cardExports, exportId, CARD_EXPORT_TEXTS.failed),
  );
}

async function buildCardExportJob(ctx: AppContext, job: JobRun<CardExportJob>): Promise<void> {
  const row = await claimExport(ctx.db, ctx.files, cardExports, job.data.exportId, job.retryCount);
  if (!row) return; // finished already (a retried job) or gone
  const actor = jobActor(job.data.actor, row.created_by);
  await buildAndStore(ctx, tenantScope(row.tenant_id), row, { id: row.id, attempt: job.retryCount }, actor);
}

type Run = typeof cardExports.$inferSelect;

/** An outcome the user reads (nothing matches any more, nobody to mail to): no retry. */
async function fail(ctx: AppContext, scope: TenantScope, run: ExportAttempt, error: string): Promise<void> {
  await ctx.db
    .update(cardExports)
    .set({ status: 'failed', error, finished_at: sql`now()` })
    .where(scope.where(cardExports, ownedBy(cardExports, run)));
}

/** The export's cards: the list's filters on the live table or the archive, in id order. */
function exportRows(ctx: AppContext, scope: TenantScope, query: unknown) {
  const req = FindCardsRequest.parse({ ...(query as StartCardExportRequest), page: 1 });
  const t = req.use_archive ? ordersArchive : orders;
  return selectExportRows(ctx.db, scope, t, filtersWhere(req, cardPageQuery(ctx.db, scope, req)));
}

async function buildAndStore(
  ctx: AppContext,
  scope: TenantScope,
  row: Run,
  run: ExportAttempt,
  actor: AuditActor,
): Promise<void> {
  const rows = await exportRows(ctx, scope, row.query);
  // The cards were deleted or changed since the start.
  if (rows.length === 0) return fail(ctx, scope, run, CARD_EXPORT_TEXTS.nothing);
  const [user] =
    row.created_by === null ? [] : await ctx.db.select().from(users).where(eq(users.id, row.created_by));
  // The account was deleted meanwhile: nobody may have the file.
  if (!user) return fail(ctx, scope, run, CARD_EXPORT_TEXTS.failed);
  const mine = scope.where(cardExports, ownedBy(cardExports, run));
  await ctx.db.update(cardExports).set({ total: rows.length, done: 0 }).where(mine);
  const dir = await mkdtemp(path.join(tmpdir(), 'ausweis-card-export-'));
  try {
    const file = await writeExportFile(ctx, scope, rows, row.kind === 'images', dir, (done) =>
      ctx.db.update(cardExports).set({ done }).where(mine),
    );
    const finished = {
      status: 'done' as const,
      done: rows.length,
      filename: file.name,
      finished_at: sql`now()`,
    };
    // Noted before it is stored, so that a crash before the commit leaves no file that nobody knows of.
    const target = newStorePath(CARD_EXPORT_FOLDER, file.extension);
    if (row.kind !== 'mail') await ctx.db.update(cardExports).set({ path: target }).where(mine);
    // One transaction with the row locked: a stalled earlier attempt, a deleted tenant or export
    // means nothing is stored or mailed (what was stored is taken back).
    await writeWithFiles(ctx, async (tx, fileScope) => {
      const [locked] = await tx.select({ id: cardExports.id }).from(cardExports).where(mine).for('update');
      if (!locked) return;
      if (row.kind === 'mail') {
        const bytes = await readFile(file.path);
        const exported = { bytes, name: file.name, mime: file.mime };
        await queueExportMail(ctx, tx, fileScope.files, scope.tenantId, user, exported, rows.length);
        await tx.update(cardExports).set(finished).where(mine);
      } else {
        const saved = await fileScope.files.saveFile(target, file.path);
        await tx
          .update(cardExports)
          .set({ ...finished, path: saved.path, size: saved.size })
          .where(mine);
      }
      await appendAuditEvents(tx, actor, [
        { tenantId: scope.tenantId, action: 'cards.exported', record: 'card', ids: rows.map((r) => r.id) },
      ]);
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

/** 'Ausweise_<date>.xlsx', or with photos a zip of it plus 'bilder/' (photo-names.ts), written into `dir`. */
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
  const names = photoFileNames(rows, 'png');
  const entries = rows.flatMap((r) => {
    const storePath = r.image_file_id === null ? undefined : paths.get(r.image_file_id);
    return storePath ? [{ name: `bilder/${names.get(r.id)}`, data: photo(storePath), store: true }] : [];
  });
  const file = path.join(dir, `${base}.zip`);
  await zipToFile([{ name: `${base}.xlsx`, data: xlsx }, ...entries], file);
  return { path: file, name: `${base}.zip`, mime: MIME.zip, extension: 'zip' };
}
