/**
 * The files of a class-list import: the template (the product's columns), the result list (each row
 * with its card or its reasons), and the working files in the store (the ZIP while its photos are
 * checked, the checked photos until the cards are created), removed when the import ends.
 */
import { formatDate } from '@ausweis/shared/format';
import {
  CLASS_IMPORT_TEXTS,
  type ClassImportSyncDiff,
  problemsText,
  SYNC_FIELD_LABELS,
} from '@ausweis/shared/schemas/class-imports';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { classImportRows, classImports } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { buildWorkbook, buildWorkbookSheets, type ExcelColumn, type ExcelSheet } from '../../platform/excel';
import { removeQuietly } from '../../platform/file-store';
import { formRulesOf, type OrderableProduct } from '../ordering/public';
import { importOf, outcomeLabel, problemsOf } from './class-import-view';
import { fieldLabel, IMPORT_FIELDS, productFields } from './import-columns';

export const IMPORT_FILES_FOLDER = 'class-imports';

/** An empty list with the product's headings (and one example row's worth of width). */
export function templateWorkbook(op: OrderableProduct): Promise<Buffer> {
  const columns: ExcelColumn<never>[] = productFields(formRulesOf(op)).map((f) => ({
    header: fieldLabel(f, op),
    kind: 'text',
    value: () => '',
    width: 20,
  }));
  return buildWorkbook('Klassenliste', columns, []);
}

type RowRecord = typeof classImportRows.$inferSelect;

type Changed = ClassImportSyncDiff['changed'][number];
type Left = ClassImportSyncDiff['left'][number];

/** A confirmed sync's sheets: each card it changed (old → new) and each card it ended. */
function syncSheets(sync: ClassImportSyncDiff): ExcelSheet<Changed | Left>[] {
  const changed: ExcelSheet<Changed> = {
    name: 'Geändert',
    columns: [
      { header: 'Ausweis', kind: 'number', value: (c) => c.card_id, width: 12 },
      { header: 'Zeile', kind: 'number', value: (c) => c.row_no, width: 8 },
      { header: 'Name', kind: 'text', value: (c) => c.name, width: 30 },
      {
        header: 'Änderung',
        kind: 'text',
        value: (c) => c.changes.map((x) => `${SYNC_FIELD_LABELS[x.field]}: ${x.old} → ${x.new}`).join('; '),
        width: 60,
      },
    ],
    rows: sync.changed,
  };
  const left: ExcelSheet<Left> = {
    name: 'Beendet',
    columns: [
      { header: 'Ausweis', kind: 'number', value: (c) => c.card_id, width: 12 },
      { header: 'Name', kind: 'text', value: (c) => c.name, width: 30 },
      { header: 'Klasse', kind: 'text', value: (c) => c.department, width: 12 },
    ],
    rows: sync.left,
  };
  return [changed, left] as ExcelSheet<Changed | Left>[];
}

/**
 * Every row of the import with its outcome: the card's order id or the reasons it was refused; a
 * confirmed sync adds the cards it changed and ended.
 */
export async function resultWorkbook(db: Db, scope: TenantScope, id: number, op: OrderableProduct) {
  const imp = await importOf(db, scope, id);
  const rows = await db
    .select()
    .from(classImportRows)
    .where(scope.where(classImportRows, eq(classImportRows.import_id, imp.id)))
    .orderBy(classImportRows.row_no);
  const used = productFields(formRulesOf(op));
  const columns: ExcelColumn<RowRecord>[] = [
    { header: 'Zeile', kind: 'number', value: (r) => r.row_no, width: 8 },
    ...IMPORT_FIELDS.filter((f) => used.includes(f)).map(
      (f): ExcelColumn<RowRecord> => ({ header: fieldLabel(f, op), kind: 'text', value: (r) => r.values[f] }),
    ),
    { header: 'Ergebnis', kind: 'text', value: (r) => outcomeLabel(r, imp.mode) },
    { header: 'Bestellnummer', kind: 'number', value: (r) => r.order_id, width: 14 },
    { header: 'Gründe', kind: 'text', value: (r) => problemsText(problemsOf(r, imp.mode)), width: 80 },
  ];
  const stamp = formatDate(imp.created_at).split('.').reverse().join('-');
  return {
    bytes: await buildWorkbookSheets([
      { name: 'Ergebnis', columns, rows },
      ...(imp.sync && imp.status !== 'preview' && imp.status !== 'checking' ? syncSheets(imp.sync) : []),
    ]),
    filename: `Klassenliste_${imp.id}_${stamp}.xlsx`,
  };
}

/** Removes the import's working files (ZIP, checked photos) from the store. */
export async function removeImportFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  scope: TenantScope,
  id: number,
): Promise<void> {
  const photos = await ctx.db
    .selectDistinct({ path: classImportRows.photo_path })
    .from(classImportRows)
    .where(
      scope.where(classImportRows, eq(classImportRows.import_id, id), isNotNull(classImportRows.photo_path)),
    );
  const paths = photos.flatMap((p) => (p.path ? [p.path] : []));
  if (paths.length === 0) return;
  await removeQuietly(ctx.files, paths);
  await ctx.db
    .update(classImportRows)
    .set({ photo_path: null })
    .where(
      scope.where(
        classImportRows,
        eq(classImportRows.import_id, id),
        inArray(classImportRows.photo_path, paths),
      ),
    );
}

/** A job of the import failed for good: the import is failed (its created cards stay), files go. */
export async function failClassImport(ctx: AppContext, importId: number): Promise<void> {
  // Across tenants: the failed job names its import by id; the import's tenant scopes the rest.
  const [imp] = await ctx.db
    .update(classImports)
    .set({ status: 'failed', error: CLASS_IMPORT_TEXTS.failed, finished_at: new Date().toISOString() })
    .where(
      and(eq(classImports.id, importId), inArray(classImports.status, ['checking', 'queued', 'running'])),
    )
    .returning();
  if (!imp) return;
  const scope = tenantScope(imp.tenant_id);
  if (imp.photos_path) await removeQuietly(ctx.files, [imp.photos_path]);
  await removeImportFiles(ctx, scope, imp.id);
}
