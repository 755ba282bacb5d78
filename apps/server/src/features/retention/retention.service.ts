/**
 * Data retention, as the privacy page promises (docs/product.md#overview): photo and data of a plastic card are deleted
 * after dispatch, a card's data when its validity ends (the order moves to the archive), browser error
 * logs and class-list imports after about two weeks. Works in batches that lock their rows with FOR UPDATE SKIP LOCKED, so
 * several runs or instances at once never take the same row; file bytes are removed after commit.
 */

import { RETENTION } from '@ausweis/shared/constants';
import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { OrderTable } from '../../db/card-records';
import type { Tx } from '../../db/client';
import { awaitingInvoice } from '../../db/order-queries';
import {
  cardExports,
  classImportRows,
  classImports,
  clientErrorLogs,
  endedCards,
  orderLinks,
  orders,
  ordersArchive,
  printExports,
  storedFiles,
} from '../../db/schema/index';
import { germanIsoDate } from '../../platform/german-date';
import { auditCheckpointBatch, auditEventBatch } from '../audit/public';
import { removeFiles } from '../card-drawing/public';
import { lockCards, wipeCards } from './card-wipe';
import { recordRetentionRun } from './retention-runs';

export type RetentionContext = Pick<AppContext, 'db' | 'files'> & {
  config: Pick<AppContext['config'], 'printExportKeepDays' | 'auditKeepDays'>;
};

/** How many rows each rule handled (the only thing ever logged: no names, no ids). */
export interface RetentionCounts {
  /** Cards whose photo and personal data were deleted (dispatched plastic cards, already archived cards). */
  anonymised: number;
  /** Expired cards moved to the archive (their data deleted on the way). */
  archived: number;
  errorLogs: number;
  /** Print exports whose file (names, addresses, photos) was deleted after PRINT_EXPORT_KEEP_DAYS. */
  printExports: number;
  /** Exports of the card list's matches deleted with their files after RETENTION.cardExportDays. */
  cardExports: number;
  /** Personal order links (with the holder's data) deleted once expired (docs/product.md#retention). */
  orderLinks: number;
  /** Class-list imports (their rows' personal data, working files) deleted after RETENTION.classImportDays. */
  classImports: number;
  /** Audit events and signed checkpoints older than AUDIT_KEEP_DAYS (features/audit/audit-retention.ts). */
  auditEvents: number;
  auditCheckpoints: number;
  /** Revocation list rows of cards whose every code is past its valid_to (the list leaves them out). */
  endedCards: number;
}

export const RETENTION_BATCH = 500;
const DAY_MS = 86_400_000;

interface Batch {
  count: number;
  /** File paths whose rows were deleted in the batch: removed after commit. */
  paths: string[];
}

/** Runs `batch` in its own transaction until it finds nothing (left) to do. */
async function inBatches(ctx: RetentionContext, batch: (tx: Tx) => Promise<Batch>): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, paths } = await ctx.db.transaction(batch);
    await removeFiles(ctx, paths);
    if (count === 0) return total;
    total += count;
  }
}

/** Wipes one batch of cards of `t` matching `where`. */
const wipeBatch =
  (t: OrderTable, where: SQL | undefined, now: Date, size: number) =>
  async (tx: Tx): Promise<Batch> => {
    const cards = await lockCards(tx, t, where, size);
    if (cards.length === 0) return { count: 0, paths: [] };
    return { count: cards.length, paths: await wipeCards(tx, t, cards, now) };
  };

/** The live order columns (the archive has the same ones plus archived_at). */
const ORDER_COLUMNS = sql.join(
  Object.values(getTableColumns(orders)).map((c) => sql.identifier(c.name)),
  sql`, `,
);

/** Wipes one batch of expired cards and moves them to the archive (same id, same columns). */
const archiveBatch =
  (today: string, now: Date, size: number) =>
  async (tx: Tx): Promise<Batch> => {
    // An order still to be billed stays live (its data is wiped in runRetention) until its run.
    const expired = and(lt(orders.card_valid_to, today), not(awaitingInvoice()));
    const cards = await lockCards(tx, orders, expired, size);
    if (cards.length === 0) return { count: 0, paths: [] };
    const paths = await wipeCards(tx, orders, cards, now);
    const ids = cards.map((c) => c.id);
    await tx.execute(
      sql`insert into ${ordersArchive} (${ORDER_COLUMNS}, "archived_at")
          select ${ORDER_COLUMNS}, ${now.toISOString()}::timestamptz from ${orders}
          where ${inArray(orders.id, ids)}`,
    );
    await tx.delete(orders).where(inArray(orders.id, ids));
    return { count: cards.length, paths };
  };

/** Deletes one batch of rows of `t` matching `where` (no files with them), locked for this run alone. */
const rowsBatch =
  (t: PgTable, id: PgColumn, where: SQL, size: number) =>
  async (tx: Tx): Promise<Batch> => {
    const rows = await tx
      .select({ id })
      .from(t)
      .where(where)
      .orderBy(asc(id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { count: 0, paths: [] };
    await tx.delete(t).where(
      inArray(
        id,
        rows.map((r) => r.id),
      ),
    );
    return { count: rows.length, paths: [] };
  };

/**
 * Deletes one batch of personal order links that expired before `now` (they hold a holder's data), with
 * the photo a class-list import's link had of its own (a renewal's photo is its card's).
 */
const orderLinkBatch = (now: string, size: number) => async (tx: Tx) => {
  const rows = await tx
    .select({ id: orderLinks.id, source: orderLinks.source, photo: orderLinks.photo_file_id })
    .from(orderLinks)
    .where(lt(orderLinks.expires_at, now))
    .orderBy(asc(orderLinks.id))
    .limit(size)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return { count: 0, paths: [] };
  const ids = rows.map((r) => r.id);
  await tx.delete(orderLinks).where(inArray(orderLinks.id, ids));
  const photos = rows.flatMap((r) => (r.source === 'import' && r.photo !== null ? [r.photo] : []));
  const removed =
    photos.length === 0
      ? []
      : await tx
          .delete(storedFiles)
          .where(inArray(storedFiles.id, photos))
          .returning({ path: storedFiles.path });
  return { count: ids.length, paths: removed.map((r) => r.path) };
};

/** Deletes one batch of exports (print or card list) made before `cutoff`, with their files. */
const exportBatch =
  (t: typeof printExports | typeof cardExports, cutoff: string, size: number) => async (tx: Tx) => {
    const rows = await tx
      .select({ id: t.id })
      .from(t)
      .where(lt(t.created_at, cutoff))
      .orderBy(asc(t.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { count: 0, paths: [] };
    const removed = await tx
      .delete(t)
      .where(
        inArray(
          t.id,
          rows.map((r) => r.id),
        ),
      )
      .returning({ path: t.path });
    return { count: rows.length, paths: removed.flatMap((r) => (r.path ? [r.path] : [])) };
  };

/** Deletes one batch of class-list imports made before `cutoff` (rows with them) and their working files. */
const classImportBatch = (cutoff: string, size: number) => async (tx: Tx) => {
  const rows = await tx
    .select({ id: classImports.id, path: classImports.photos_path })
    .from(classImports)
    .where(lt(classImports.created_at, cutoff))
    .orderBy(asc(classImports.id))
    .limit(size)
    .for('update', { skipLocked: true });
  if (rows.length === 0) return { count: 0, paths: [] };
  const ids = rows.map((r) => r.id);
  const photos = await tx
    .selectDistinct({ path: classImportRows.photo_path })
    .from(classImportRows)
    .where(and(inArray(classImportRows.import_id, ids), isNotNull(classImportRows.photo_path)));
  await tx.delete(classImports).where(inArray(classImports.id, ids));
  const paths = [...rows, ...photos].flatMap((r) => (r.path ? [r.path] : []));
  return { count: rows.length, paths };
};

/**
 * One retention run at `now` (a parameter, so tests run on a fixed clock). Safe to repeat. Each run is
 * recorded with its counts (retention-runs.ts).
 */
export async function runRetention(
  ctx: RetentionContext,
  now: Date,
  batchSize = RETENTION_BATCH,
): Promise<RetentionCounts> {
  const startedAt = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  // Validity ends with the German calendar day: card_valid_to is the last valid day.
  const today = germanIsoDate(now);

  const dispatched = and(
    eq(orders.is_hardcopy, true),
    eq(orders.is_online, false),
    isNotNull(orders.exported_at),
    lt(orders.exported_at, daysAgo(RETENTION.dispatchedAfterDays)),
    isNull(orders.data_deleted_at),
  );
  let anonymised = await inBatches(ctx, wipeBatch(orders, dispatched, now, batchSize));
  // Expired but still to be billed: the data goes now, the order row when its invoice run billed it.
  const expiredUnbilled = and(
    lt(orders.card_valid_to, today),
    awaitingInvoice(),
    isNull(orders.data_deleted_at),
  );
  anonymised += await inBatches(ctx, wipeBatch(orders, expiredUnbilled, now, batchSize));
  const archived = await inBatches(ctx, archiveBatch(today, now, batchSize));
  // Archived cards that still hold data (archived before this job existed, or imported).
  const expiredInArchive = and(isNull(ordersArchive.data_deleted_at), lt(ordersArchive.card_valid_to, today));
  anonymised += await inBatches(ctx, wipeBatch(ordersArchive, expiredInArchive, now, batchSize));
  const errorLogs = await inBatches(
    ctx,
    rowsBatch(
      clientErrorLogs,
      clientErrorLogs.id,
      lt(clientErrorLogs.created_at, daysAgo(RETENTION.errorLogDays)),
      batchSize,
    ),
  );
  const keepExports = ctx.config.printExportKeepDays;
  const printExportsDeleted = await inBatches(
    ctx,
    exportBatch(printExports, daysAgo(keepExports), batchSize),
  );
  const cardExportsDeleted = await inBatches(
    ctx,
    exportBatch(cardExports, daysAgo(RETENTION.cardExportDays), batchSize),
  );
  const orderLinksDeleted = await inBatches(ctx, orderLinkBatch(now.toISOString(), batchSize));
  const classImportsDeleted = await inBatches(
    ctx,
    classImportBatch(daysAgo(RETENTION.classImportDays), batchSize),
  );
  const auditCutoff = daysAgo(ctx.config.auditKeepDays);
  const auditEventsDeleted = await inBatches(ctx, auditEventBatch(auditCutoff, batchSize));
  const auditCheckpointsDeleted = await inBatches(ctx, auditCheckpointBatch(auditCutoff));
  // Revocation list rows whose card's every code is past its valid_to: the list no longer names them.
  const endedCardsDeleted = await inBatches(
    ctx,
    rowsBatch(endedCards, endedCards.card_id, lt(endedCards.valid_to, today), batchSize),
  );
  const counts = {
    anonymised,
    archived,
    errorLogs,
    printExports: printExportsDeleted,
    cardExports: cardExportsDeleted,
    orderLinks: orderLinksDeleted,
    classImports: classImportsDeleted,
    auditEvents: auditEventsDeleted,
    auditCheckpoints: auditCheckpointsDeleted,
    endedCards: endedCardsDeleted,
  };
  await recordRetentionRun(ctx.db, startedAt, counts);
  return counts;
}
