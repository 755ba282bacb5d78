/**
 * Rows written as links, when the families pay: each row gets a personal order link instead of an
 * order, with its mail queued in the chunk's transaction, so a retried job never sends a row a second
 * link. The row's checked photo, if any, becomes a stored file the link offers (deleted with the link
 * when it expires); the link works until the product's cards end, at most FAMILY_LINK_DAYS.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { familyReadOnlyOf } from '@ausweis/shared/schemas/class-imports';
import { orderPrices } from '@ausweis/shared/schemas/order-rules';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { endOfGermanDay, germanIsoDate } from '../../platform/german-date';
import { createOrderLink, type OrderableProduct, orderLinkUrl } from '../ordering/public';
import { type FamilyLinkMailKind, renderFamilyLinkMail } from './family-link-mail';
import type { ImportValues } from './import-columns';
import type { ImportRecord, ImportWriter } from './import-writer';
import { birthdayOf, openFamilyLinks } from './row-checks';

/**
 * How long a family's link works at most: long enough for a family to find the time (holidays), short
 * enough that the class list's data does not linger; never beyond the product's current cards.
 */
export const FAMILY_LINK_DAYS = 60;

/** The last day of a family's link: the product's cards' last day, at most FAMILY_LINK_DAYS from today. */
export function familyLinkLastDay(cardValidTo: string, now = new Date()): string {
  const latest = germanIsoDate(new Date(now.getTime() + FAMILY_LINK_DAYS * 86_400_000));
  return cardValidTo < latest ? cardValidTo : latest;
}

/** The person a family's link is for, as its row (or link) has them. */
export interface LinkPerson {
  email: string;
  forname: string;
  familyname: string;
}

/** Queues a family's link mail in the caller's transaction. */
export function queueFamilyLinkMail(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  tx: Tx,
  op: OrderableProduct,
  mail: { person: LinkPerson; token: string; lastDay: string; hasPhoto: boolean; kind: FamilyLinkMailKind },
): Promise<unknown> {
  const prices = orderPrices(op.product);
  return ctx.mail.queue(
    tx,
    renderFamilyLinkMail({
      to: mail.person.email,
      forname: mail.person.forname,
      familyname: mail.person.familyname,
      productType: op.base.product_type,
      tenantName: cardTenantNames(op.product, op.tenant).name,
      lastDay: mail.lastDay,
      url: orderLinkUrl(
        ctx.config.publicUrl,
        op.tenant.short_code,
        op.product.product_short_code,
        mail.token,
      ),
      hasPhoto: mail.hasPhoto,
      needsSign: op.base.needs_student_sign,
      pays: Object.values(prices).some((p) => p > 0),
      kind: mail.kind,
    }),
  );
}

export function familyLinkWriter(ctx: Pick<AppContext, 'mail' | 'config'>, imp: ImportRecord): ImportWriter {
  const readOnly = familyReadOnlyOf(imp.read_only);
  return {
    openLinks: openFamilyLinks,
    async write(tx, files, { op }, row, photo) {
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
        class_import: { id: imp.id, row_id: row.id },
      });
      await queueFamilyLinkMail(ctx, tx, op, {
        person: { email: values.email, forname: values.forname, familyname: values.familyname },
        token,
        lastDay,
        hasPhoto: photoFileId !== null,
        kind: 'first',
      });
      return { linkUntil: lastDay };
    },
    afterChunk: async () => undefined,
    afterImport: async () => undefined,
  };
}
