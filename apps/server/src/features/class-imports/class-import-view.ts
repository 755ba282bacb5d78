/**
 * What the import page reads: an import with its counts, and its rows with their problems and outcome
 * (paged). An import of another tenant does not exist (404).
 */
import { byField } from '@ausweis/shared/person-fields';
import {
  CLASS_IMPORT_ROW_FIELDS,
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportListItem,
  type ClassImportMode,
  type ClassImportRow,
  type FindClassImportRowsRequest,
  familyReadOnlyOf,
  RECENT_CLASS_IMPORTS,
  type RowOutcome,
} from '@ausweis/shared/schemas/class-imports';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { baseProducts, classImportRows, classImports, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { badRequest } from '../../http/app-error';
import { countedRow, findPage } from '../../http/paging';
import { willBeCreated, willBeCreatedWhere } from './row-created';

type ImportRecord = typeof classImports.$inferSelect;
type RowRecord = typeof classImportRows.$inferSelect;

/** The import of this tenant; the German 404 otherwise. */
export async function importOf(db: Db | Tx, scope: TenantScope, id: number): Promise<ImportRecord> {
  const [row] = await db
    .select()
    .from(classImports)
    .where(scope.where(classImports, eq(classImports.id, id)));
  if (!row) throw noAccess('classImport');
  return row;
}

const r = classImportRows;
/** The row will be (or was) created in the mode: a card, or when the families pay their order link. */
const goodRowOf = (mode: ClassImportMode | null) =>
  sql`(${r.status} = 'created' or (${r.status} = 'pending' and ${willBeCreatedWhere(mode)}))`;
/** A sync's row of a pupil who has a card: matched (or will be); neither created nor refused. */
const matchedRow = sql`(${r.status} = 'matched' or (${r.status} = 'pending' and ${r.order_id} is not null))`;
/** The row is (or will be) refused in the mode: outcomeOf's 'refuse' and 'refused' as a condition. */
const refusedRowOf = (mode: ClassImportMode | null) =>
  sql`(${r.status} = 'refused' or (${r.status} = 'pending' and ${r.order_id} is null and not ${willBeCreatedWhere(mode)}))`;

/** The tenant's most recent imports, newest first (the list on the upload page). */
export async function listClassImports(db: Db | Tx, scope: TenantScope): Promise<ClassImportListItem[]> {
  return db
    .select({
      id: classImports.id,
      status: classImports.status,
      product_type: baseProducts.product_type,
      filename: classImports.filename,
      photos_filename: classImports.photos_filename,
      mode: classImports.mode,
      total: classImports.total,
      created_at: classImports.created_at,
    })
    .from(classImports)
    .innerJoin(
      tenantProducts,
      scope.where(tenantProducts, eq(tenantProducts.id, classImports.tenant_product_id)),
    )
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(scope.where(classImports))
    .orderBy(desc(classImports.id))
    .limit(RECENT_CLASS_IMPORTS);
}

export async function getClassImport(db: Db | Tx, scope: TenantScope, id: number): Promise<ClassImport> {
  const i = await importOf(db, scope, id);
  const [product] = await db
    .select({ product_type: baseProducts.product_type, needs_student_sign: baseProducts.needs_student_sign })
    .from(tenantProducts)
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(scope.where(tenantProducts, eq(tenantProducts.id, i.tenant_product_id)));
  const [counts] = await db
    .select({
      good: sql<number>`count(*) filter (where ${goodRowOf(null)})`.mapWith(Number),
      familyGood: sql<number>`count(*) filter (where ${goodRowOf('families')})`.mapWith(Number),
      created: sql<number>`count(*) filter (where ${r.status} = 'created')`.mapWith(Number),
      refused: sql<number>`count(*) filter (where ${r.status} = 'refused')`.mapWith(Number),
      matched: sql<number>`count(*) filter (where ${matchedRow})`.mapWith(Number),
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
    needs_student_sign: product?.needs_student_sign ?? false,
    filename: i.filename,
    photos_filename: i.photos_filename,
    card_choice: i.card_choice,
    mode: i.mode,
    validate: i.validate,
    send_mails: i.send_mails,
    read_only: familyReadOnlyOf(i.read_only),
    total: i.total,
    checked: i.checked,
    done: i.done,
    ok_count: ok,
    refused_count: confirmed ? (counts?.refused ?? 0) : i.total - ok - (counts?.matched ?? 0),
    family_ok_count: confirmed ? ok : (counts?.familyGood ?? 0),
    remind_days: i.remind_days,
    ignored_columns: i.ignored_columns,
    format: i.layout.format,
    columns: i.layout.columns,
    mapping: i.layout.mapping,
    sync: i.sync,
    error: i.error,
    created_at: i.created_at,
    finished_at: i.finished_at,
  };
}

/** What happens (happened) to the row in the mode (null: not chosen yet, as when the institution pays). */
export function outcomeOf(
  row: Pick<RowRecord, 'status' | 'data_ok' | 'photo_status' | 'order_id'>,
  mode: ClassImportMode | null,
): RowOutcome {
  if (row.status !== 'pending') return row.status;
  if (row.order_id !== null) return 'match';
  return willBeCreated(row, mode) ? 'create' : 'refuse';
}

/** The German label of the row's outcome in the mode (a link, not a card, when the families pay). */
export const outcomeLabel = (row: RowRecord, mode: ClassImportMode | null) =>
  (mode === 'families' ? CLASS_IMPORT_TEXTS.familyOutcomes : CLASS_IMPORT_TEXTS.outcomes)[
    outcomeOf(row, mode)
  ];

/**
 * Every reason the row is (or was) refused: its data, its photo, and what the import itself found. When
 * the families pay, a missing photo is no reason (the family adds it) and a sent link names its address.
 * The preview lists the photo's reasons (they hold only when the institution pays: the row's
 * family_outcome says what happens when the families pay).
 */
export function problemsOf(row: RowRecord, mode: ClassImportMode | null): string[] {
  if (row.order_id !== null && (row.status === 'pending' || row.status === 'matched'))
    return [CLASS_IMPORT_TEXTS.syncMatched(row.order_id), ...row.problems];
  if (mode === 'families' && row.status === 'created')
    return [CLASS_IMPORT_TEXTS.linkSent(row.values.email ?? '')];
  const photo =
    mode === 'families' || row.photo_status === 'ok' || row.photo_status === 'pending'
      ? null
      : row.photo_status === 'none'
        ? CLASS_IMPORT_TEXTS.photoNone
        : row.photo_status === 'missing'
          ? CLASS_IMPORT_TEXTS.photoMissing
          : row.photo_status === 'refused'
            ? `${CLASS_IMPORT_TEXTS.photoPrefix}: ${row.photo_problem ?? ''}`
            : null;
  return [...row.problems, ...(photo ? [photo] : []), ...(row.refusal ? [row.refusal] : [])];
}

export const rowView = (row: RowRecord, mode: ClassImportMode | null): ClassImportRow => ({
  id: row.id,
  row_no: row.row_no,
  ...byField(CLASS_IMPORT_ROW_FIELDS, (f) => row.values[f] ?? ''),
  photo: row.photo_status,
  outcome: outcomeOf(row, mode),
  family_outcome: outcomeOf(row, mode ?? 'families'),
  problems: problemsOf(row, mode),
  order_id: row.order_id,
});

const outcomeFilter =
  (mode: ClassImportMode | null) =>
  (v: unknown): SQL | undefined => {
    if (v === 'create' || v === 'created') return goodRowOf(mode);
    if (v === 'refuse' || v === 'refused') return refusedRowOf(mode);
    if (v === 'match' || v === 'matched') return matchedRow;
    if (v === null || v === '') return undefined;
    throw badRequest('Unbekannter Filterwert: outcome', 'filters');
  };

export async function findClassImportRows(
  db: Db,
  scope: TenantScope,
  id: number,
  req: z.output<typeof FindClassImportRowsRequest>,
): Promise<Paged<ClassImportRow>> {
  const imp = await importOf(db, scope, id);
  const mine = (where: SQL | undefined) => scope.where(r, and(eq(r.import_id, id), where));
  const page = await findPage(req, {
    db,
    sortable: { row_no: r.row_no, id: r.id },
    defaultSort: { key: 'row_no', order: 'asc' },
    filters: { outcome: outcomeFilter(imp.mode) },
    rows: (where) => db.select().from(r).where(mine(where)),
    count: (where) => db.select(countedRow).from(r).where(mine(where)),
  });
  return { ...page, data: page.data.map((row) => rowView(row, imp.mode)) };
}
