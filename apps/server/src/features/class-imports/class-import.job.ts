/**
 * Creating the cards of a confirmed class-list import (docs/product.md#class-import) as a job with progress. Rows are
 * written in chunks of CHUNK, each chunk in one transaction: its rows are locked, checked again (rules,
 * existing cards: another import may have created the person meanwhile), each one's order written the
 * one way orders are written (ordering's insertOrder: tenant-paid, confirmed, access mail unless
 * switched off) and marked created with its order id, or refused with the reason; all or nothing. A row
 * is never half-imported, and a retried or doubled job skips rows that are no longer pending, so no row
 * becomes two cards. Chunks are independent: a crash does not undo the cards of the chunks before,
 * which are real orders by then. The smartphone cards are drawn after the last chunk.
 *
 * When the families pay, each row (in the same kind of transaction: locked, checked again, marked
 * created) gets a personal order link instead of an order, with its mail queued in that transaction, so
 * a retried job never sends a row a second link. The row's checked photo, if any, becomes a stored file
 * the link offers (deleted with the link when it expires); the link works until the product's cards
 * end, at most FAMILY_LINK_DAYS.
 */
import { formatDate } from '@ausweis/shared/format';
import {
  CLASS_IMPORT_TEXTS,
  cardChoiceOf,
  familyReadOnlyOf,
  problemsText,
} from '@ausweis/shared/schemas/class-imports';
import type { OrderLinkField } from '@ausweis/shared/schemas/order-links';
import { cardPrices, orderPrices, priceForChoice } from '@ausweis/shared/schemas/order-rules';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { classImportRows, classImports, orders } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { type FileScope, writeWithFiles } from '../../platform/file-write';
import { endOfGermanDay, germanIsoDate } from '../../platform/german-date';
import { jobQueue } from '../../platform/jobs';
import { queueCardRenders } from '../card-app/public';
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
import { birthdayOf, existingCards, foundFor, openFamilyLinks, personKeys, rowRules } from './row-checks';

/** The job's data: the import (its record holds the Admin's choices). */
export interface ClassImportJob {
  importId: number;
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
/** Rows written in one transaction: fewer round trips, and still a small share to retry. */
const CHUNK = 20;
const PRODUCT_GONE = 'Das Produkt kann nicht mehr bestellt werden.';

export async function workClassImports(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CLASS_IMPORT_QUEUE, (job) => runClassImport(ctx, job.data));
  await ctx.jobs.workFailed(CLASS_IMPORT_QUEUE, ({ importId }) => failClassImport(ctx, importId));
}

type ImportRecord = typeof classImports.$inferSelect;
type RowRecord = typeof classImportRows.$inferSelect;

async function runClassImport(ctx: AppContext, { importId }: ClassImportJob): Promise<void> {
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
    for (let i = 0; i < batch.length; i += CHUNK) {
      const chunk = batch.slice(i, i + CHUNK);
      if (!rules) await refuseRows(ctx.db, scope, chunk, refusedAll ?? PRODUCT_GONE);
      else await writeChunk(ctx, scope, imp, rules, chunk);
      done += chunk.length;
      await ctx.db.update(classImports).set({ done }).where(mine);
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
  if (imp.mode !== 'families') await queueCardRenders(ctx, await smartphoneCardsOf(ctx, scope, imp.id));
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

/**
 * The smartphone cards the import created. Their drawing is queued when the import ends, not with each
 * card: it would take the processor from the import meanwhile, and the card app draws a card it does
 * not find yet anyway.
 */
async function smartphoneCardsOf(ctx: AppContext, scope: TenantScope, id: number): Promise<number[]> {
  const created = await ctx.db
    .select({ id: orders.id })
    .from(classImportRows)
    .innerJoin(orders, eq(orders.id, classImportRows.order_id))
    .where(
      scope.where(
        classImportRows,
        eq(classImportRows.import_id, id),
        eq(classImportRows.status, 'created'),
        eq(orders.is_online, true),
      ),
    );
  return created.map((c) => c.id);
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
async function refuseRows(db: Db | Tx, scope: TenantScope, of: RowRecord[], reason: string | null) {
  if (of.length === 0) return;
  await db
    .update(classImportRows)
    .set({ status: 'refused', refusal: reason })
    .where(scope.where(classImportRows, ...stillPending(of)));
}

/** The product, the card choice and the order form's rules of an import. */
function rulesOf(imp: ImportRecord, op: OrderableProduct) {
  const choice = cardChoiceOf(imp.card_choice);
  return { op, choice, check: rowRules(op, formRulesOf(op), choice) };
}
type ImportRules = ReturnType<typeof rulesOf>;

/** Locks those of the rows still pending; the others were taken by another attempt. */
async function lockPending(tx: Tx, scope: TenantScope, of: RowRecord[]): Promise<RowRecord[]> {
  if (of.length === 0) return [];
  const locked = await tx
    .select({ id: classImportRows.id })
    .from(classImportRows)
    .where(scope.where(classImportRows, ...stillPending(of)))
    .for('update');
  const ids = new Set(locked.map((l) => l.id));
  return of.filter((r) => ids.has(r.id));
}

/** The last day of a family's link: the product's cards' last day, at most FAMILY_LINK_DAYS from today. */
export function familyLinkLastDay(cardValidTo: string, now = new Date()): string {
  const latest = germanIsoDate(new Date(now.getTime() + FAMILY_LINK_DAYS * 86_400_000));
  return cardValidTo < latest ? cardValidTo : latest;
}

const hasPhoto = (r: RowRecord) => r.photo_status === 'ok' && r.photo_path !== null;

/** Why the preview's outcome keeps a row from being written (null: its problems say it), or undefined. */
function unwritable(imp: ImportRecord, r: RowRecord): string | null | undefined {
  const families = imp.mode === 'families';
  if (families && !(r.values as ImportValues).email?.trim()) return CLASS_IMPORT_TEXTS.familiesNoEmail;
  if (!r.data_ok || (!families && !hasPhoto(r))) return null;
  return undefined;
}

/** Writes one checked row: its card's order id, or null when the families pay (a link instead). */
type RowWriter = (tx: Tx, files: FileScope, row: RowRecord, photo: Buffer | null) => Promise<number | null>;

/**
 * A chunk of rows in one transaction. Rows the preview refused (data, photo, or no e-mail when the
 * families pay) are refused with those problems. The others still pending are locked and checked again
 * (the product's rules and the tenant's cards may have changed since the preview: another import may
 * have created the person), then each becomes a card or a family's link and is marked created, or is
 * refused with the reason. All of the chunk or nothing: a failure leaves its rows pending for the retry.
 */
async function writeChunk(
  ctx: AppContext,
  scope: TenantScope,
  imp: ImportRecord,
  rules: ImportRules,
  chunk: RowRecord[],
): Promise<void> {
  const ready: RowRecord[] = [];
  const refused = new Map<string | null, RowRecord[]>();
  for (const row of chunk) {
    const reason = unwritable(imp, row);
    if (reason === undefined) ready.push(row);
    else refused.set(reason, [...(refused.get(reason) ?? []), row]);
  }
  for (const [reason, rows] of refused) await refuseRows(ctx.db, scope, rows, reason);
  if (ready.length === 0) return;
  const photos = new Map(
    await Promise.all(
      ready.filter(hasPhoto).map(async (r) => [r.id, await ctx.files.read(r.photo_path as string)] as const),
    ),
  );
  const families = imp.mode === 'families';
  const write: RowWriter = families
    ? (tx, files, row, photo) =>
        writeFamilyLink(ctx, rules, familyReadOnlyOf(imp.read_only), tx, files, row, photo)
    : (tx, files, row, photo) => writeCard(ctx, imp, rules, tx, files, row, photo as Buffer);
  const { op, check } = rules;
  const rows = classImportRows;
  await writeWithFiles(ctx, async (tx, files) => {
    const mine = await lockPending(tx, scope, ready);
    const persons = mine.map((r) => r.values as ImportValues);
    const cards = await existingCards(tx, scope, op.product.id, persons);
    const links = families
      ? await openFamilyLinks(tx, scope, op.product.id, persons)
      : new Map<string, string>();
    /** The rows written, each with its card's order id (null: a family's link). */
    const written: [number, number | null][] = [];
    for (const row of mine) {
      const values = row.values as ImportValues;
      const card = foundFor(cards, values);
      const link = foundFor(links, values);
      const problem =
        problemsText(check.problems(values)) ||
        (card === undefined ? '' : CLASS_IMPORT_TEXTS.duplicateCard(card)) ||
        (link === undefined ? '' : CLASS_IMPORT_TEXTS.linkAlreadySent(formatDate(link)));
      if (problem) {
        await refuseRows(tx, scope, [row], problem);
        continue;
      }
      const orderId = await write(tx, files, row, photos.get(row.id) ?? null);
      written.push([row.id, orderId]);
      // A later row of the same person in this chunk finds this card or link.
      for (const key of personKeys(values))
        if (orderId !== null) cards.set(key, orderId);
        else links.set(key, familyLinkLastDay(op.product.card_valid_to));
    }
    if (written.length === 0) return;
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
    const created = written.flatMap(([, orderId]) => (orderId === null ? [] : [orderId]));
    if (imp.validate && created.length > 0)
      await tx
        .update(orders)
        .set({ validated: true, validated_from: imp.confirmed_by, validated_at: sql`now()` })
        .where(scope.where(orders, inArray(orders.id, created)));
  });
}

/** A family's personal order link and its mail; the row's checked photo is offered for reuse. */
async function writeFamilyLink(
  ctx: AppContext,
  { op }: ImportRules,
  readOnly: OrderLinkField[],
  tx: Tx,
  files: FileScope,
  row: RowRecord,
  photo: Buffer | null,
): Promise<null> {
  const values = row.values as ImportValues;
  const lastDay = familyLinkLastDay(op.product.card_valid_to);
  // Stored the way an order stores its photo; the link offers it for reuse.
  const photoFileId = photo ? await files.storePng('student_photo', op.tenant.id, photo) : null;
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
  return null;
}

/** The row's card: a tenant-paid, confirmed order with the access mail unless switched off. */
async function writeCard(
  ctx: AppContext,
  imp: ImportRecord,
  { op, choice, check }: ImportRules,
  tx: Tx,
  files: FileScope,
  row: RowRecord,
  photo: Buffer,
): Promise<number> {
  const values = row.values as ImportValues;
  const student = check.schema.parse({ ...values, ...choice });
  return insertOrder(
    ctx,
    tx,
    files,
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
    { orderSecretHash: null, accessMail: imp.send_mails, drawCard: false },
  );
}
