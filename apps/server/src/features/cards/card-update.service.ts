/**
 * POST card update (docs/product.md#api Cards, #validation 'Card edit', #permissions): the card details form as multipart, with an
 * optional new photo. Checked with the shared edit rules against the stored card; values a
 * non-super-admin may not change (validity, online/card/test/paid flags, tenant payment) keep their
 * stored value. One transaction; replaced photo and drawn card files are removed after commit.
 */
import { mayChangeValidatedCard } from '@ausweis/shared/record-rules';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import {
  type CardEditRules,
  type CardUpdateForm,
  cardEditSchema,
  cardEditValues,
} from '@ausweis/shared/schemas/card-edit';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { asksExternalId } from '@ausweis/shared/schemas/order-rules';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { dropUnusedPhoto } from '../../db/unused-photo';
import { recordChange, type TenantAccessor } from '../../http/access';
import { forbidden } from '../../http/app-error';
import { parseOrThrow } from '../../http/first-issue';
import type { ParsedForm } from '../../http/multipart';
import { writeWithFiles } from '../../platform/file-write';
import { queueCardRender } from '../card-app/public';
import { clearRenderedCards } from '../card-drawing/public';
import { checkStudentPhoto } from '../ordering/public';
import { acceptPhotosIn } from '../photo-review/public';
import { walletCardsChanged } from '../wallet-updates/public';
import { type CardViewer, getCardDetails } from './card-details.service';
import { assertDataKept, liveCardForUpdate, type OrderRow } from './card-lookup';

export interface CardEditor extends CardViewer {
  userId: number;
  /** can(subject, 'cards.editRestricted'). */
  editRestricted: boolean;
}

/** Only super admins change these (docs/product.md#permissions); for anyone else the stored values stay. */
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

function assertMayChange(row: OrderRow, editor: CardEditor): void {
  assertDataKept(row);
  if (row.validated && !mayChangeValidatedCard(editor.subject)) throw forbidden(CARD_TEXTS.validatedLocked);
}

/** The edit rules of the card's product. */
async function editRulesOf(db: Db, scope: TenantScope, row: OrderRow): Promise<CardEditRules> {
  const [product] = await db
    .select()
    .from(tenantProducts)
    .where(scope.where(tenantProducts, eq(tenantProducts.id, row.tenant_product_id)));
  if (!product) throw new Error(`tenant product of order ${row.id} vanished`);
  return {
    need_external_id: asksExternalId(product),
    need_external_department: product.need_external_department,
    product_with_lable: product.with_lable,
  };
}

/** The form values: the stored card, overlaid with what was sent and may be changed. */
function editInput(row: OrderRow, sent: CardUpdateForm, editor: CardEditor, withLabel: boolean) {
  const input: Record<string, unknown> = cardEditValues({ ...row, tenant_payment: row.tenant_payee });
  for (const key of Object.keys(input)) {
    const value = sent[key as keyof CardUpdateForm];
    if (value === undefined) continue;
    if (RESTRICTED.includes(key) && !editor.editRestricted) continue;
    if (LABEL.includes(key) && !withLabel) continue;
    input[key] = value;
  }
  return input;
}

/** The names of the columns whose value differs (the trail records names, never values). */
const changedFields = (row: OrderRow, next: Partial<OrderRow>) =>
  Object.entries(next)
    .filter(([k, value]) => row[k as keyof OrderRow] !== value)
    .map(([k]) => k);

/** Saves the card form; returns the new details. */
export async function updateCard(
  ctx: AppContext,
  who: TenantAccessor,
  editor: CardEditor,
  { values: form, files }: ParsedForm<CardUpdateForm, 'image_file'>,
): Promise<CardDetails> {
  const { scope } = who;
  const orderId = form.order_id;
  const before = await liveCardForUpdate(ctx.db, who, orderId);
  assertMayChange(before, editor);
  const rules = await editRulesOf(ctx.db, scope, before);
  const v = parseOrThrow(cardEditSchema(rules), editInput(before, form, editor, rules.product_with_lable));
  // Checked before the transaction: the face check takes a moment and must not hold the row lock.
  const photo = files.image_file ? await checkStudentPhoto(files.image_file.bytes) : null;

  await writeWithFiles(ctx, async (tx, fileScope) => {
    const row = await liveCardForUpdate(tx, who, orderId);
    assertMayChange(row, editor);
    const keepPhoto = form.is_remove_image ? null : row.image_file_id;
    const image_file_id = photo
      ? await fileScope.storePng('student_photo', scope.tenantId, photo)
      : keepPhoto;
    const shown = {
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
    if (SHOWN.some((k) => shown[k] !== row[k])) {
      fileScope.removeAfterCommit(await clearRenderedCards(tx, orders, [orderId]));
      // Drawn again ahead of the card app's next look.
      if (row.is_online) await queueCardRender(ctx, tx, orderId);
    }
    const validatedNow = v.validated && !row.validated;
    const flags = {
      is_online: v.is_online,
      is_hardcopy: v.is_hardcopy,
      is_test: v.is_test,
      is_payed: v.is_payed,
      tenant_payee: v.tenant_payment,
    };
    await tx
      .update(orders)
      .set({
        ...shown,
        validated: v.validated,
        ...(validatedNow ? { validated_from: editor.userId, validated_at: sql`now()` } : {}),
        ...(v.validated ? {} : { validated_from: null, validated_at: null }),
        ...flags,
        updated_at: sql`now()`,
      })
      .where(scope.where(orders, eq(orders.id, orderId)));
    await walletCardsChanged(ctx, tx, [orderId]);
    if (row.image_file_id !== null && row.image_file_id !== image_file_id)
      await dropUnusedPhoto(tx, fileScope, row.image_file_id);
    // Validating has its own event; un-validating is a change of the field.
    const changed = changedFields(row, {
      ...shown,
      ...flags,
      ...(validatedNow ? {} : { validated: v.validated }),
    });
    if (changed.length > 0)
      await recordChange(tx, who, {
        action: 'card.changed',
        record: 'card',
        ids: [orderId],
        fields: changed,
      });
    if (validatedNow)
      await recordChange(tx, who, { action: 'card.validated', record: 'card', ids: [orderId] });
    // Staff's own new photo needs no review: a waiting or rejected one counts as accepted with it.
    if (photo && (await acceptPhotosIn(ctx, tx, who, [orderId], ['pending', 'rejected'])).length > 0)
      await recordChange(tx, who, { action: 'card.photo_accepted', record: 'card', ids: [orderId] });
  });
  return getCardDetails(ctx.db, scope, orderId, false, editor);
}
