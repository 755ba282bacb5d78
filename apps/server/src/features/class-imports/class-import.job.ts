/**
 * Creating the cards of a confirmed class-list import (issue 14) as a job with progress. Each row is
 * its own transaction: the row is locked, checked again (rules, existing cards: another import may have
 * created the person meanwhile), its order written the one way orders are written (ordering's
 * insertOrder: tenant-paid, confirmed, access mail unless switched off) and marked created with its
 * order id, all or nothing. A row is never half-imported, and a retried or doubled job skips rows that
 * are no longer pending, so no row becomes two cards. Rows are independent: one refused row (or a
 * crash) does not undo the cards of the rows before it, which are real orders by then.
 *
 * When the families pay, each row (in the same kind of transaction: locked, checked again, marked
 * created) gets a personal order link instead of an order, with its mail queued in that transaction, so
 * a retried job never sends a row a second link. The row's checked photo, if any, becomes a stored file
 * the link offers (deleted with the link when it expires); the link works until the product's cards
 * end, at most FAMILY_LINK_DAYS.
 */
import { CLASS_IMPORT_TEXTS, cardChoiceOf } from '@ausweis/shared/schemas/class-imports';
import type { OrderLinkField } from '@ausweis/shared/schemas/order-links';
import { cardPrices, orderPrices, priceForChoice } from '@ausweis/shared/schemas/order-rules';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { classImportRows, classImports, orders } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { writeWithFiles } from '../../platform/file-write';
import { endOfGermanDay, germanIsoDate } from '../../platform/german-date';
import { jobQueue } from '../../platform/jobs';
import {
  createOrderLink,
  findTenantProduct,
  formRulesOf,
  insertOrder,
  type OrderableProduct,
  orderLinkUrl,
} from '../ordering/public';
import { failClassImport, removeImportFiles } from './class-import-files';
import { renderFamilyLinkMail } from './family-link-mail';
import type { ImportValues } from './import-columns';
import { birthdayOf, existingCardOf, existingCards, rowRules } from './row-checks';

/** The job's data: the import, and when the families pay the order page's read-only fields. */
export interface ClassImportJob {
  importId: number;
  readOnly?: OrderLinkField[];
}

/**
 * How long a family's link works at most: long enough for a family to find the time (holidays), short
 * enough that the class list's data does not linger; never beyond the product's current cards.
 */
export const FAMILY_LINK_DAYS = 60;

export const CLASS_IMPORT_QUEUE = jobQueue<ClassImportJob>('class-import', {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  heartbeatSeconds: 15,
  expireInSeconds: 2 * 60 * 60,
});

const BATCH = 100;
const PROGRESS_EVERY = 10;
const PRODUCT_GONE = 'Das Produkt kann nicht mehr bestellt werden.';

export async function workClassImports(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CLASS_IMPORT_QUEUE, (job) => runClassImport(ctx, job.data));
  await ctx.jobs.workFailed(CLASS_IMPORT_QUEUE, ({ importId }) => failClassImport(ctx, importId));
}

type ImportRecord = typeof classImports.$inferSelect;
type RowRecord = typeof classImportRows.$inferSelect;

async function runClassImport(ctx: AppContext, { importId, readOnly = [] }: ClassImportJob): Promise<void> {
  // Across tenants: the job names its import by id; the import's tenant scopes everything after.
  const [imp] = await ctx.db
    .update(classImports)
    .set({ status: 'running' })
    .where(and(eq(classImports.id, importId), inArray(classImports.status, ['queued', 'running'])))
    .returning();
  if (!imp) return;
  const scope = tenantScope(imp.tenant_id);
  const rows = classImportRows;
  const mine = scope.where(classImports, eq(classImports.id, imp.id));
  const found = await findTenantProduct(ctx.db, scope, imp.tenant_product_id);
  const refusedAll = !found ? PRODUCT_GONE : found.refused;
  // The order form's schema, built once for the whole import.
  const rules = found && !refusedAll ? rulesOf(imp, found.op) : null;
  let done = await countDone(ctx, scope, imp.id);
  let after = 0;
  for (;;) {
    const batch = await ctx.db
      .select()
      .from(rows)
      .where(scope.where(rows, eq(rows.import_id, imp.id), eq(rows.status, 'pending'), gt(rows.id, after)))
      .orderBy(asc(rows.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (!rules) await refuseRow(ctx, scope, row.id, refusedAll ?? PRODUCT_GONE);
      else if (imp.mode === 'families') await linkRow(ctx, scope, rules, row, readOnly);
      else await importRow(ctx, scope, imp, rules, row);
      done++;
      if (done % PROGRESS_EVERY === 0) await ctx.db.update(classImports).set({ done }).where(mine);
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
  await ctx.db
    .update(classImports)
    .set({ status: 'done', done, finished_at: sql`now()` })
    .where(scope.where(classImports, eq(classImports.id, imp.id), eq(classImports.status, 'running')));
  await removeImportFiles(ctx, scope, imp.id);
}

async function countDone(ctx: AppContext, scope: TenantScope, id: number): Promise<number> {
  const [c] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(classImportRows)
    .where(
      scope.where(
        classImportRows,
        eq(classImportRows.import_id, id),
        sql`${classImportRows.status} <> 'pending'`,
      ),
    );
  return c?.n ?? 0;
}

/** Marks a pending row refused; `reason` adds to the problems it already has (null: those say it). */
async function refuseRow(ctx: AppContext, scope: TenantScope, rowId: number, reason: string | null) {
  const rows = classImportRows;
  await ctx.db
    .update(rows)
    .set({ status: 'refused', refusal: reason })
    .where(scope.where(rows, eq(rows.id, rowId), eq(rows.status, 'pending')));
}

/** The product, the card choice and the order form's rules of an import. */
function rulesOf(imp: ImportRecord, op: OrderableProduct) {
  const choice = cardChoiceOf(imp.card_choice);
  return { op, choice, check: rowRules(op, formRulesOf(op), choice) };
}
type ImportRules = ReturnType<typeof rulesOf>;

/**
 * Rechecks a locked row's data in its transaction: the product's rules and the tenant's cards may have
 * changed since the preview (another import may have created the person). The reason, or null.
 */
async function recheck(tx: Tx, scope: TenantScope, { op, check }: ImportRules, values: ImportValues) {
  const problems = check.problems(values);
  if (problems.length > 0) return problems.join(' ');
  const card = existingCardOf(await existingCards(tx, scope, op.product.id, [values]), values);
  return card === undefined ? null : CLASS_IMPORT_TEXTS.duplicateCard(card);
}

/** Locks the row while it is still pending; false when another attempt took it. */
async function lockPending(tx: Tx, scope: TenantScope, rowId: number): Promise<boolean> {
  const rows = classImportRows;
  const [locked] = await tx
    .select({ id: rows.id })
    .from(rows)
    .where(scope.where(rows, eq(rows.id, rowId), eq(rows.status, 'pending')))
    .for('update');
  return locked !== undefined;
}

/** The last day of a family's link: the product's cards' last day, at most FAMILY_LINK_DAYS from today. */
export function familyLinkLastDay(cardValidTo: string, now = new Date()): string {
  const latest = germanIsoDate(new Date(now.getTime() + FAMILY_LINK_DAYS * 86_400_000));
  return cardValidTo < latest ? cardValidTo : latest;
}

/** One row when the families pay, in one transaction: its link, its mail and its 'created' mark. */
async function linkRow(
  ctx: AppContext,
  scope: TenantScope,
  rules: ImportRules,
  row: RowRecord,
  readOnly: OrderLinkField[],
): Promise<void> {
  const values = row.values as ImportValues;
  if (!values.email?.trim()) return refuseRow(ctx, scope, row.id, CLASS_IMPORT_TEXTS.familiesNoEmail);
  if (!row.data_ok) return refuseRow(ctx, scope, row.id, null);
  const { op } = rules;
  const photo = row.photo_status === 'ok' && row.photo_path ? await ctx.files.read(row.photo_path) : null;
  const lastDay = familyLinkLastDay(op.product.card_valid_to);
  const refusal = await writeWithFiles(ctx, async (tx, fileScope) => {
    if (!(await lockPending(tx, scope, row.id))) return null;
    const problem = await recheck(tx, scope, rules, values);
    if (problem) return problem;
    // Stored the way an order stores its photo; the link offers it for reuse.
    const photoFileId = photo ? await fileScope.storePng('student_photo', op.tenant.id, photo) : null;
    const token = await createOrderLink(tx, {
      tenant_id: op.tenant.id,
      tenant_product_id: op.product.id,
      source: 'import',
      // The link stores the birthday as a date (the list has it as the form does, DD.MM.YYYY).
      values: { ...values, birthday: birthdayOf(values) ?? '' },
      photo_file_id: photoFileId,
      read_only: readOnly,
      expires_at: endOfGermanDay(lastDay),
    });
    const prices = orderPrices(op.product);
    await ctx.mail.queue(
      tx,
      renderFamilyLinkMail({
        to: values.email,
        forname: values.forname,
        familyname: values.familyname,
        productType: op.base.product_type,
        tenantName: op.product.tenant_name?.trim() || op.tenant.name,
        lastDay,
        url: orderLinkUrl(ctx.config.publicUrl, op.tenant.short_code, op.product.product_short_code, token),
        hasPhoto: photoFileId !== null,
        needsSign: op.base.needs_student_sign,
        pays: Object.values(prices).some((p) => p > 0),
      }),
    );
    await tx
      .update(classImportRows)
      .set({ status: 'created' })
      .where(scope.where(classImportRows, eq(classImportRows.id, row.id)));
    return null;
  });
  if (refusal) await refuseRow(ctx, scope, row.id, refusal);
}

/** One row in one transaction: its card and its 'created' mark, or its refusal. */
async function importRow(
  ctx: AppContext,
  scope: TenantScope,
  imp: ImportRecord,
  rules: ImportRules,
  row: RowRecord,
): Promise<void> {
  const { op, choice, check } = rules;
  if (!row.data_ok || row.photo_status !== 'ok' || !row.photo_path)
    return refuseRow(ctx, scope, row.id, null);
  const photo = await ctx.files.read(row.photo_path);
  const values = row.values as ImportValues;
  const rows = classImportRows;
  const refusal = await writeWithFiles(ctx, async (tx, fileScope) => {
    if (!(await lockPending(tx, scope, row.id))) return null; // another attempt took it
    const problem = await recheck(tx, scope, rules, values);
    if (problem) return problem;
    const student = check.schema.parse({ ...values, ...choice });
    const orderId = await insertOrder(
      ctx,
      tx,
      fileScope,
      {
        op,
        student,
        birthday: birthdayOf(values) ?? '',
        photo,
        sign: null,
        price: priceForChoice(cardPrices(op.product), choice),
        toPay: 0,
        isTest: op.tenant.is_test || op.product.is_test,
        tenantPayee: true,
        link: null,
      },
      { orderSecretHash: null, accessMail: imp.send_mails },
    );
    if (imp.validate)
      await tx
        .update(orders)
        .set({ validated: true, validated_from: imp.confirmed_by, validated_at: sql`now()` })
        .where(scope.where(orders, eq(orders.id, orderId)));
    await tx
      .update(rows)
      .set({ status: 'created', order_id: orderId })
      .where(scope.where(rows, eq(rows.id, row.id)));
    return null;
  });
  if (refusal) await refuseRow(ctx, scope, row.id, refusal);
}
