/**
 * What the import page reads: an import with its counts, and its rows with their problems and outcome
 * (paged). An import of another tenant does not exist (404).
 */
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportRow,
  type FindClassImportRowsRequest,
  type RowOutcome,
} from '@ausweis/shared/schemas/class-imports';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { baseProducts, classImportRows, classImports, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../http/app-error';
import { countedRow, findPage } from '../../http/paging';

type ImportRecord = typeof classImports.$inferSelect;
type RowRecord = typeof classImportRows.$inferSelect;

/** The import of this tenant; the German 404 otherwise. */
export async function importOf(db: Db | Tx, scope: TenantScope, id: number): Promise<ImportRecord> {
  const [row] = await db
    .select()
    .from(classImports)
    .where(scope.where(classImports, eq(classImports.id, id)));
  if (!row) throw notFound(CLASS_IMPORT_TEXTS.unknown);
  return row;
}

const r = classImportRows;
/** The row will be (or was) created. */
const goodRow = sql`(${r.status} = 'created' or (${r.status} = 'pending' and ${r.data_ok} and ${r.photo_status} = 'ok'))`;

export async function getClassImport(db: Db | Tx, scope: TenantScope, id: number): Promise<ClassImport> {
  const i = await importOf(db, scope, id);
  const [product] = await db
    .select({ product_type: baseProducts.product_type })
    .from(tenantProducts)
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(scope.where(tenantProducts, eq(tenantProducts.id, i.tenant_product_id)));
  const [counts] = await db
    .select({
      good: sql<number>`count(*) filter (where ${goodRow})`.mapWith(Number),
      created: sql<number>`count(*) filter (where ${r.status} = 'created')`.mapWith(Number),
      refused: sql<number>`count(*) filter (where ${r.status} = 'refused')`.mapWith(Number),
    })
    .from(r)
    .where(scope.where(r, eq(r.import_id, id)));
  const confirmed = i.status !== 'checking' && i.status !== 'preview';
  const ok = confirmed ? (counts?.created ?? 0) : (counts?.good ?? 0);
  return {
    id: i.id,
    status: i.status,
    tenant_product_id: i.tenant_product_id,
    product_type: product?.product_type ?? '',
    filename: i.filename,
    photos_filename: i.photos_filename,
    card_choice: i.card_choice,
    mode: i.mode,
    validate: i.validate,
    send_mails: i.send_mails,
    total: i.total,
    checked: i.checked,
    done: i.done,
    ok_count: ok,
    refused_count: confirmed ? (counts?.refused ?? 0) : i.total - ok,
    ignored_columns: i.ignored_columns,
    error: i.error,
    created_at: i.created_at,
    finished_at: i.finished_at,
  };
}

export function outcomeOf(row: Pick<RowRecord, 'status' | 'data_ok' | 'photo_status'>): RowOutcome {
  if (row.status !== 'pending') return row.status;
  return row.data_ok && row.photo_status === 'ok' ? 'create' : 'refuse';
}

/** Every reason the row is (or was) refused: its data, its photo, and what the import itself found. */
export function problemsOf(row: RowRecord): string[] {
  const photo =
    row.photo_status === 'none'
      ? CLASS_IMPORT_TEXTS.photoNone
      : row.photo_status === 'missing'
        ? CLASS_IMPORT_TEXTS.photoMissing
        : row.photo_status === 'refused'
          ? `${CLASS_IMPORT_TEXTS.photoPrefix}: ${row.photo_problem ?? ''}`
          : null;
  return [...row.problems, ...(photo ? [photo] : []), ...(row.refusal ? [row.refusal] : [])];
}

export const rowView = (row: RowRecord): ClassImportRow => ({
  id: row.id,
  row_no: row.row_no,
  familyname: row.values.familyname ?? '',
  forname: row.values.forname ?? '',
  birthday: row.values.birthday ?? '',
  external_department: row.values.external_department ?? '',
  external_id: row.values.external_id ?? '',
  email: row.values.email ?? '',
  photo: row.photo_status,
  outcome: outcomeOf(row),
  problems: problemsOf(row),
  order_id: row.order_id,
});

const outcomeFilter = (v: unknown): SQL | undefined => {
  if (v === 'create' || v === 'created') return goodRow;
  if (v === 'refuse' || v === 'refused') return sql`not ${goodRow}`;
  if (v === null || v === '') return undefined;
  throw badRequest('Unbekannter Filterwert: outcome', 'filters');
};

export async function findClassImportRows(
  db: Db,
  scope: TenantScope,
  id: number,
  req: z.output<typeof FindClassImportRowsRequest>,
): Promise<Paged<ClassImportRow>> {
  await importOf(db, scope, id);
  const mine = (where: SQL | undefined) => scope.where(r, and(eq(r.import_id, id), where));
  const page = await findPage(req, {
    db,
    sortable: { row_no: r.row_no, id: r.id },
    defaultSort: { key: 'row_no', order: 'asc' },
    filters: { outcome: outcomeFilter },
    rows: (where) => db.select().from(r).where(mine(where)),
    count: (where) => db.select(countedRow).from(r).where(mine(where)),
  });
  return { ...page, data: page.data.map(rowView) };
}
