/**
 * Rows written as cards: each becomes an order the one way orders are written (ordering's insertOrder:
 * tenant-paid, confirmed, access mail unless switched off), validated if the Admin chose so; the
 * smartphone cards are drawn after the last chunk. Each chunk's cards are recorded in the audit trail
 * in the chunk's transaction, as the Admin who confirmed the import.
 */
import { cardPrices, priceForChoice } from '@ausweis/shared/schemas/order-rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type AuditActor, appendAuditEvents } from '../../db/audit-trail';
import { classImportRows, orders } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { queueCardRenders } from '../card-app/public';
import { insertOrder } from '../ordering/public';
import type { ImportValues } from './import-columns';
import type { ImportRecord, ImportWriter } from './import-writer';
import { birthdayOf } from './row-checks';

export function cardWriter(ctx: AppContext, imp: ImportRecord, actor: AuditActor): ImportWriter {
  return {
    // A card is refused by the existing card itself; only the families' mode sends links.
    openLinks: async () => new Map(),
    async write(tx, files, { op, choice, check }, row, photo) {
      const values = row.values as ImportValues;
      const student = check.schema.parse({ ...values, ...choice });
      const orderId = await insertOrder(
        ctx,
        tx,
        files,
        {
          op,
          student,
          birthday: birthdayOf(values) ?? '',
          photo: photo as Buffer,
          sign: null,
          price: priceForChoice(cardPrices(op.product), choice),
          toPay: 0,
          isTest: op.tenant.is_test || op.product.is_test,
          tenantPayee: true,
          link: null,
        },
        { orderSecretHash: null, accessMail: imp.send_mails, drawCard: false },
      );
      return { orderId };
    },
    async afterChunk(tx, scope, orderIds) {
      if (orderIds.length === 0) return;
      if (imp.validate)
        await tx
          .update(orders)
          .set({ validated: true, validated_from: imp.confirmed_by, validated_at: sql`now()` })
          .where(scope.where(orders, inArray(orders.id, orderIds)));
      const event = { tenantId: scope.tenantId, record: 'card' as const, ids: orderIds };
      await appendAuditEvents(tx, actor, [
        { ...event, action: 'cards.imported' },
        ...(imp.validate ? [{ ...event, action: 'card.validated' as const }] : []),
      ]);
    },
    async afterImport(scope) {
      await queueCardRenders(ctx, await smartphoneCardsOf(ctx, scope, imp.id));
    },
  };
}

/**
 * The smartphone cards the import created. Their drawing is queued when the import ends, not with each
 * card: it would take the processor from the import meanwhile, and the card app draws a card it does
 * not find yet anyway.
 */
async function smartphoneCardsOf(
  ctx: Pick<AppContext, 'db'>,
  scope: TenantScope,
  id: number,
): Promise<number[]> {
  const created = await ctx.db
    .select({ id: orders.id })
    .from(classImportRows)
    .innerJoin(orders, scope.where(orders, eq(orders.id, classImportRows.order_id)))
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
