/**
 * The import's rows as the job goes through them: the pending ones in chunks, its progress, and each
 * row's end (refused with a reason, or created with its card's order id). Rows are only ever taken
 * while still pending, so a retried or doubled job skips what another attempt has written.
 */
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { classImportRows, classImports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

export type RowRecord = typeof classImportRows.$inferSelect;

/** Rows read at once. */
const BATCH = 100;
/** Rows written in one transaction: fewer round trips, and still a small share to retry. */
const CHUNK = 20;

/** The import's pending rows in id order, in chunks of CHUNK (read BATCH at a time). */
export async function* pendingChunks(
  db: Db,
  scope: TenantScope,
  importId: number,
): AsyncGenerator<RowRecord[]> {
  const rows = classImportRows;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(rows)
      .where(scope.where(rows, eq(rows.import_id, importId), eq(rows.status, 'pending'), gt(rows.id, after)))
      .orderBy(asc(rows.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    for (let i = 0; i < batch.length; i += CHUNK) yield batch.slice(i, i + CHUNK);
    after = batch[batch.length - 1]?.id ?? after;
  }
}

/** The import's progress: rows no longer pending, counted at the start and then kept up to date. */
export async function importProgress(db: Db, scope: TenantScope, importId: number) {
  const [c] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(classImportRows)
    .where(
      scope.where(
        classImportRows,
        eq(classImportRows.import_id, importId),
        sql`${classImportRows.status} <> 'pending'`,
      ),
    );
  let done = c?.n ?? 0;
  return {
    get done() {
      return done;
    },
    /** Counts the rows of a finished chunk and shows the count. */
    async add(rows: number): Promise<void> {
      done += rows;
      await db
        .update(classImports)
        .set({ done })
        .where(scope.where(classImports, eq(classImports.id, importId)));
    },
  };
}

/** The conditions 'one of these rows, still pending'. */
const stillPending = (of: RowRecord[]) => [
  inArray(
    classImportRows.id,
    of.map((r) => r.id),
  ),
  eq(classImportRows.status, 'pending'),
];

/** Marks pending rows refused; `reason` adds to the problems they already have (null: those say it). */
export async function refuseRows(db: Db | Tx, scope: TenantScope, of: RowRecord[], reason: string | null) {
  if (of.length === 0) return;
  await db
    .update(classImportRows)
    .set({ status: 'refused', refusal: reason })
    .where(scope.where(classImportRows, ...stillPending(of)));
}

/** Locks those of the rows still pending; the others were taken by another attempt. */
export async function lockPending(tx: Tx, scope: TenantScope, of: RowRecord[]): Promise<RowRecord[]> {
  if (of.length === 0) return [];
  const locked = await tx
    .select({ id: classImportRows.id })
    .from(classImportRows)
    .where(scope.where(classImportRows, ...stillPending(of)))
    .for('update');
  const ids = new Set(locked.map((l) => l.id));
  return of.filter((r) => ids.has(r.id));
}

/** Marks the written rows created, each with its card's order id (null: a family's link). */
export async function markCreated(tx: Tx, scope: TenantScope, written: [number, number | null][]) {
  if (written.length === 0) return;
  const rows = classImportRows;
  const orderIdOf = sql.join(
    written.map(([rowId, orderId]) => sql`when ${rowId} then ${orderId}::integer`),
    sql` `,
  );
  await tx
    .update(rows)
    .set({ status: 'created', order_id: sql`case ${rows.id} ${orderIdOf} end` })
    .where(
      scope.where(
        rows,
        inArray(
          rows.id,
          written.map(([rowId]) => rowId),
        ),
      ),
    );
}
