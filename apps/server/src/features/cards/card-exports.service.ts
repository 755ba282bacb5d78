/**
 * 'Alle Treffer exportieren' (docs/product.md#card-export): starting writes the export row and its job in one
 * transaction and answers at once; the page follows the row's progress and downloads the file from
 * the file store. An export is the tenant's and its starter's: for anyone else it does not exist (404).
 */
import { RETENTION } from '@ausweis/shared/constants';
import {
  CARD_EXPORT_TEXTS,
  type CardExport,
  type StartCardExportRequest,
} from '@ausweis/shared/schemas/card-exports';
import { FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../db/audit-trail';
import { exportJobOf, streamExportFile } from '../../db/export-jobs';
import { cardExports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../http/app-error';
import { MIME } from '../../http/download';
import { filtersWhere } from '../../http/paging';
import type { StoredStream } from '../../platform/file-store';
import { CARD_EXPORT_QUEUE } from './card-export.job';
import { cardPageQuery } from './cards.service';

type StartRequest = z.output<typeof StartCardExportRequest>;
type Row = typeof cardExports.$inferSelect;

export async function startCardExport(
  ctx: AppContext,
  scope: TenantScope,
  userId: number,
  req: StartRequest,
  actor?: AuditActor,
): Promise<CardExport> {
  const list = FindCardsRequest.parse({ ...req, page: 1 });
  const q = cardPageQuery(ctx.db, scope, list);
  // Unknown filters are a 400 now, not a failed job later; no match is a 400 as well.
  const [any] = await q.rows(filtersWhere(list, q)).orderBy(sql`1`).limit(1).offset(0);
  if (!any) throw badRequest(CARD_EXPORT_TEXTS.nothing);
  const query = { filters: list.filters, sorts: list.sorts, use_archive: list.use_archive };
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cardExports)
      .values({ tenant_id: scope.tenantId, created_by: userId, query, kind: req.kind })
      .returning();
    if (!created) throw new Error('card_exports: no row');
    await ctx.jobs.send(CARD_EXPORT_QUEUE, { exportId: created.id, actor }, { db: tx });
    return created;
  });
  return toCardExport(row);
}

async function rowOf(ctx: AppContext, scope: TenantScope, userId: number, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(cardExports)
    .where(scope.where(cardExports, and(eq(cardExports.id, id), eq(cardExports.created_by, userId))));
  if (!row) throw notFound(CARD_EXPORT_TEXTS.unknown);
  return row;
}

export async function getCardExport(ctx: AppContext, scope: TenantScope, userId: number, id: number) {
  return toCardExport(await rowOf(ctx, scope, userId, id));
}

export async function openCardExportFile(
  ctx: AppContext,
  scope: TenantScope,
  userId: number,
  id: number,
): Promise<StoredStream & { filename: string; mime: string }> {
  const row = await rowOf(ctx, scope, userId, id);
  const file = await streamExportFile(ctx.files, row, CARD_EXPORT_TEXTS.gone);
  return { ...file, mime: row.kind === 'images' ? MIME.zip : MIME.xlsx };
}

/** Retention deletes the file RETENTION.cardExportDays after the export was started. */
const toCardExport = (r: Row): CardExport => ({ ...exportJobOf(r, RETENTION.cardExportDays), kind: r.kind });
