/**
 * POST card update (SPEC §7 Cards, §5 'Card edit', §6): the card details form as multipart, with an
 * optional new photo. Checked with the shared edit rules against the stored card; values a
 * non-super-admin may not change (validity, online/card/test/paid flags, tenant payment) keep their
 * stored value. One transaction; replaced photo and drawn card files are removed after commit.
 */

import {
  CARD_TEXTS,
  CARD_UPDATE_FIELD_NAMES,
  type CardDetails,
  cardEditSchema,
  cardEditValues,
} from '@ausweis/shared/schemas/cards';
import { asksExternalId } from '@ausweis/shared/schemas/order-rules';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { zId } from '@ausweis/shared/validation/zod';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, ordersArchive, storedFiles, tenantProducts } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import type { MultipartForm } from '../../http/multipart';
import { clearRenderedCards, removeFiles } from '../../platform/card-source';
import type { FileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { checkStudentPhoto } from '../ordering/photo-check';
import { type CardViewer, getCardDetails } from './card-details.service';
import { assertDataKept, liveCardForUpdate, type OrderRow } from './card-lookup';

export interface CardEditor extends CardViewer {
  userId: number;
  /** can(subject, 'cards.editRestricted'). */
  editRestricted: boolean;
}

const FLAGS = [
  'validated',
  'with_lable',
  'is_online',
  'is_hardcopy',
  'is_test',
  'is_payed',
  'tenant_payment',
];
/** Only super admins change these (SPEC §6); for anyone else the stored values stay. */
const RESTRICTED = [
  'card_valid_from',
  'card_valid_to',
  'is_online',
  'is_hardcopy',
  'is_test',
  'is_payed',
  'tenant_payment',
];
const LABEL = ['with_lable', 'lable_value', 'lable_color'];
/** Order columns the drawn card shows: a change makes it be drawn again. */
const SHOWN = [
  'email',
  'familyname',
  'forname',
  'birthday',
  'external_id',
  'external_department',
  'card_valid_from',
  'card_valid_to',
  'with_lable',
  'lable_value',
  'lable_color',
  'image_file_id',
] as const;

/** The multipart names the form sends (SPEC §7 card update); anything else is refused, not ignored. */
const FORM_FIELDS = new Set(CARD_UPDATE_FIELD_NAMES);
const PHOTO_FIELD = 'image_file';
const UNKNOWN_FIELD = 'Das Formular enthält ein unbekanntes Feld. Bitte laden Sie die Seite neu.';

/** A tampered or outdated client: unknown names and a malformed photo flag are a German 400. */
function assertKnownNames(form: MultipartForm): void {
  const unknown =
    Object.keys(form.fields).find((k) => !FORM_FIELDS.has(k)) ??
    Object.keys(form.files).find((k) => k !== PHOTO_FIELD);
  if (unknown !== undefined) throw badRequest(UNKNOWN_FIELD, unknown.slice(0, 64));
  const remove = form.fields.is_remove_image;
  if (remove !== undefined && remove !== 'true' && remove !== 'false')
    throw badRequest(MESSAGES.required, 'is_remove_image');
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return badRequest(issue?.message ?? 'Die Anfrage ist ungültig.', issue?.path.join('.') || undefined);
};

function assertMayChange(row: OrderRow, editor: CardEditor): void {
  assertDataKept(row);
  if (row.validated && !editor.editAll) throw forbidden(CARD_TEXTS.validatedLocked);
}

/**
 * Removes the replaced photo's record unless another order (a renewal, the archive) still shows it;
 * returns the file paths to remove after commit.
 */
async function dropUnusedPhoto(tx: Tx, fileId: number): Promise<string[]> {
  const used = async (t: typeof orders | typeof ordersArchive) =>
    (await tx.select({ id: t.id }).from(t).where(eq(t.image_file_id, fileId)).limit(1)).length > 0;
  // The edited order already points to its new photo (or none) here.
  if ((await used(orders)) || (await used(ordersArchive))) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ path: storedFiles.path });
  return removed.map((r) => r.path);
}

/** The form values: the stored card, overlaid with what was sent and may be changed. */
function editInput(row: OrderRow, fields: Record<string, string>, editor: CardEditor, withLabel: boolean) {
  const input: Record<string, unknown> = cardEditValues({ ...row, tenant_payment: row.tenant_payee });
  for (const key of Object.keys(input)) {
    const sent = fields[key];
    if (sent === undefined) continue;
    if (RESTRICTED.includes(key) && !editor.editRestricted) continue;
    if (LABEL.includes(key) && !withLabel) continue;
    if (!FLAGS.includes(key)) input[key] = sent;
    else if (sent === 'true' || sent === 'false') input[key] = sent === 'true';
    else throw badRequest(MESSAGES.required, key);
  }
  return input;
}

/** Saves the card form; returns the new details. */
export async function updateCard(
  ctx: AppContext,
  tenantId: number,
  editor: CardEditor,
  form: MultipartForm,
): Promise<CardDetails> {
  assertKnownNames(form);
  const id = zId().safeParse(form.fields.order_id);
  if (!id.success) throw firstIssue(id.error);
  const orderId = id.data;
  const before = await liveCardForUpdate(ctx.db, tenantId, orderId);
  assertMayChange(before, editor);
  const [product] = await ctx.db
    .select()
    .from(tenantProducts)
    .where(eq(tenantProducts.id, before.tenant_product_id));
  if (!product) throw new Error(`tenant product of order ${orderId} vanished`);
  const rules = {
    need_external_id: asksExternalId(product),
    need_external_department: product.need_external_department,
    product_with_lable: product.with_lable,
  };
  const parsed = cardEditSchema(rules).safeParse(
    editInput(before, form.fields, editor, rules.product_with_lable),
  );
  if (!parsed.success) throw firstIssue(parsed.error);
  const v = parsed.data;
  const upload = form.files[PHOTO_FIELD];
  // Checked before the transaction: the face check takes a moment and must not hold the row lock.
  const photo = upload ? await checkStudentPhoto(upload.bytes) : null;
  const removeImage = form.fields.is_remove_image === 'true';

  let written: string | null = null;
  const tracking: FileStore = {
    ...ctx.files,
    async save(folder, bytes, extension) {
      const saved = await ctx.files.save(folder, bytes, extension);
      written = saved.path;
      return saved;
    },
  };
  let obsolete: string[] = [];
  try {
    obsolete = await ctx.db.transaction(async (tx) => {
      const row = await liveCardForUpdate(tx, tenantId, orderId);
      assertMayChange(row, editor);
      let image_file_id = row.image_file_id;
      if (photo || removeImage) image_file_id = null;
      if (photo)
        image_file_id = await storeFile(tx, tracking, {
          kind: 'student_photo',
          tenantId,
          bytes: photo,
          mime: 'image/png',
          extension: 'png',
        });
      const validatedNow = v.validated && !row.validated;
      const next = {
        email: v.email,
        familyname: v.familyname,
        forname: v.forname,
        birthday: v.birthday,
        external_id: v.external_id,
        external_department: v.external_department,
        card_valid_from: v.card_valid_from,
        card_valid_to: v.card_valid_to,
        with_lable: v.with_lable,
        lable_value: v.lable_value || null,
        lable_color: v.lable_color || null,
        image_file_id,
      };
      const paths: string[] = [];
      if (SHOWN.some((k) => next[k] !== row[k]))
        paths.push(...(await clearRenderedCards(tx, orders, [orderId])));
      await tx
        .update(orders)
        .set({
          ...next,
          validated: v.validated,
          ...(validatedNow ? { validated_from: editor.userId, validated_at: sql`now()` } : {}),
          ...(v.validated ? {} : { validated_from: null, validated_at: null }),
          is_online: v.is_online,
          is_hardcopy: v.is_hardcopy,
          is_test: v.is_test,
          is_payed: v.is_payed,
          tenant_payee: v.tenant_payment,
          updated_at: sql`now()`,
        })
        .where(eq(orders.id, orderId));
      if (row.image_file_id !== null && row.image_file_id !== image_file_id)
        paths.push(...(await dropUnusedPhoto(tx, row.image_file_id)));
      return paths;
    });
  } catch (err) {
    if (written) await removeFiles(ctx, [written]);
    throw err;
  }
  await removeFiles(ctx, obsolete);
  return getCardDetails(ctx.db, tenantId, orderId, false, editor);
}
