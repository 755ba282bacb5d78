/**
 * Uploading a class list (docs/product.md#class-import): the list is read and every row checked at once (order form rules,
 * duplicates in the file and of existing cards); the ZIP is checked and its photos matched to rows. The
 * import and its rows are written in one transaction with the job that checks the photos, so a failed
 * upload leaves nothing behind. Nothing is ordered yet: that waits for the Admin's confirmation.
 */
import {
  CLASS_IMPORT_LIMITS,
  CLASS_IMPORT_MAX_ROWS,
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  cardChoiceOf,
  type PhotoStatus,
  type StartClassImportForm,
} from '@ausweis/shared/schemas/class-imports';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { classImportRows, classImports } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../http/app-error';
import type { ParsedForm } from '../../http/multipart';
import { writeWithFiles } from '../../platform/file-write';
import { IMAGE_ERRORS } from '../../platform/images';
import { findTenantProduct, formRulesOf, type OrderableProduct } from '../ordering/public';
import { CLASS_IMPORT_CHECK_QUEUE } from './class-import-check.job';
import { getClassImport } from './class-import-view';
import { type ImportValues, mapColumns, rowValues } from './import-columns';
import { readListFile } from './list-file';
import { indexPhotos, type PhotoIndex, photosOf } from './photo-zip';
import { duplicatesInFile, existingCards, foundFor, rowRules } from './row-checks';
import { liveCardsOf, matchedRows, syncPlan, syncPreview } from './sync-plan';

type StartForm = ParsedForm<
  z.output<typeof StartClassImportForm>,
  'list_file' | 'list_file_2' | 'photos_file'
>;

const INSERT_CHUNK = 500;

/** The tenant's product if cards of it can be ordered now; a German 404 or 400 otherwise. */
export async function importableProduct(ctx: AppContext, scope: TenantScope, id: number) {
  const found = await findTenantProduct(ctx.db, scope, id);
  if (!found) throw notFound(CLASS_IMPORT_TEXTS.productUnknown);
  if (found.refused) throw badRequest(found.refused, 'tenant_product_id');
  return found.op;
}

interface PhotoMatch {
  status: PhotoStatus;
  entry: string | null;
  problem: string | null;
}

function matchPhoto(index: PhotoIndex | null, v: ImportValues): PhotoMatch {
  if (!index) return { status: 'none', entry: null, problem: null };
  const found = photosOf(index, v);
  const [one] = found;
  if (!one) return { status: 'missing', entry: null, problem: null };
  if (found.length > 1) return { status: 'refused', entry: null, problem: CLASS_IMPORT_TEXTS.photoTwice };
  if (one.size > CLASS_IMPORT_LIMITS.photoBytes)
    return { status: 'refused', entry: one.name, problem: IMAGE_ERRORS.tooLarge };
  return { status: 'pending', entry: one.name, problem: null };
}

/** Reads, checks and stores the upload; the import answers in 'checking' (photos) or 'preview'. */
export async function startClassImport(
  ctx: AppContext,
  scope: TenantScope,
  userId: number,
  { values: form, files }: StartForm,
): Promise<ClassImport> {
  const op = await importableProduct(ctx, scope, form.tenant_product_id);
  const choice = cardChoiceOf(form.card_choice);
  assertChoiceOffered(op, choice);
  const rules = formRulesOf(op);
  const table = await readListFile(files.list_file, files.list_file_2);
  if (table.rows.length > CLASS_IMPORT_MAX_ROWS)
    throw badRequest(CLASS_IMPORT_TEXTS.tooManyRows, 'list_file');
  const map = mapColumns(table, op, rules, form.mapping);
  const photos = files.photos_file ? await indexPhotos(files.photos_file) : null;

  const rows = table.rows.map((r) => ({ row_no: r.line, values: rowValues(r.cells, map) }));
  const check = rowRules(op, rules, choice);
  const twins = duplicatesInFile(rows);
  const cards = await existingCards(
    ctx.db,
    scope,
    op.product.id,
    rows.map((r) => r.values),
  );
  const checked = rows.map((r, i) => {
    const problems = check.problems(r.values);
    const twin = twins.get(i);
    if (twin !== undefined) problems.push(CLASS_IMPORT_TEXTS.duplicateInFile(twin));
    return problems;
  });
  const sync = form.sync ? await syncOf(ctx, scope, op.product.id, rows, checked) : null;
  const prepared = rows.map((r, i) => {
    const problems = checked[i] ?? [];
    // A sync's row of a pupil who has a card updates that card (or, ambiguous, changes nothing).
    const card = sync?.matched.has(i) ? undefined : foundFor(cards, r.values);
    if (card !== undefined) problems.push(CLASS_IMPORT_TEXTS.duplicateCard(card));
    if (sync?.ambiguous.has(i)) problems.push(CLASS_IMPORT_TEXTS.syncAmbiguousRow);
    const photo = matchPhoto(photos, r.values);
    return { ...r, problems, data_ok: problems.length === 0, photo, card: sync?.cardOf.get(i) };
  });
  const checking = prepared.some((r) => r.photo.status === 'pending');

  const id = await writeWithFiles(ctx, async (tx, fileScope) => {
    const zip =
      checking && files.photos_file
        ? await fileScope.files.save('class-imports', files.photos_file.bytes, 'zip')
        : null;
    const [created] = await tx
      .insert(classImports)
      .values({
        tenant_id: scope.tenantId,
        tenant_product_id: op.product.id,
        created_by: userId,
        filename: [files.list_file, files.list_file_2]
          .flatMap((f) => (f ? [f.filename] : []))
          .join(', ')
          .slice(0, 200),
        photos_filename: files.photos_file?.filename.slice(0, 200) ?? null,
        photos_path: zip?.path ?? null,
        card_choice: form.card_choice,
        status: checking ? 'checking' : 'preview',
        total: prepared.length,
        ignored_columns: map.ignored.slice(0, 50),
        layout: { format: table.format, columns: table.columns.slice(0, 200), mapping: map.mapping },
        sync: sync?.preview ?? null,
      })
      .returning({ id: classImports.id });
    if (!created) throw new Error('class_imports: no row');
    for (let i = 0; i < prepared.length; i += INSERT_CHUNK) {
      await tx.insert(classImportRows).values(
        prepared.slice(i, i + INSERT_CHUNK).map((r) => ({
          tenant_id: scope.tenantId,
          import_id: created.id,
          row_no: r.row_no,
          values: r.values,
          problems: r.problems,
          data_ok: r.data_ok,
          photo_entry: r.photo.entry,
          photo_status: r.photo.status,
          photo_problem: r.photo.problem,
          order_id: r.card ?? null,
        })),
      );
    }
    if (checking) await ctx.jobs.send(CLASS_IMPORT_CHECK_QUEUE, { importId: created.id }, { db: tx });
    return created.id;
  });
  return getClassImport(ctx.db, scope, id);
}

/** A sync's preview of the rows (by index) and the product's live cards, and the rows it matched. */
async function syncOf(
  ctx: AppContext,
  scope: TenantScope,
  productId: number,
  rows: { row_no: number; values: ImportValues }[],
  problems: string[][],
) {
  const live = await liveCardsOf(ctx.db, scope, productId);
  const plan = syncPlan(
    rows.map((r, i) => ({ ...r, id: i, data_ok: (problems[i] ?? []).length === 0 })),
    live,
  );
  const cardOf = new Map([...plan.changed, ...plan.unchanged].map((m) => [m.row.id, m.card.id]));
  const matched = new Set([...matchedRows(plan)].map((r) => r.id));
  return {
    preview: syncPreview(plan, live.length),
    matched,
    ambiguous: new Set([...matched].filter((i) => !cardOf.has(i))),
    cardOf,
  };
}

function assertChoiceOffered({ product: p }: OrderableProduct, choice: ReturnType<typeof cardChoiceOf>) {
  if ((choice.is_online && !p.can_online) || (choice.is_hardcopy && !p.can_hardcopy))
    throw badRequest(CLASS_IMPORT_TEXTS.choiceNotOffered, 'card_choice');
}
