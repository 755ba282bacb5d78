/**
 * Card files (docs/product.md#api Cards): the Excel export of selected cards (download or mail), the export of all
 * cards matching the filters as a job, and for super admins the print PDF of one card and
 * redrawing its stored card image.
 */
import { cards } from '@ausweis/shared/contracts/cards';
import type { AuditAction } from '@ausweis/shared/schemas/audit';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type CardRecord, loadCardRecords } from '../../db/card-records';
import { orders, ordersArchive } from '../../db/schema/index';
import { type AccessAction, accessorOf, noAccess, recordChange, requireAccessOf } from '../../http/access';
import { auditActorOf } from '../../http/audit-trail';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, scopeOf } from '../../http/request-context';
import { cardsPrintPdf, renderedCard } from '../card-drawing/public';
import { buildCardExport, mailCardExport } from './card-export.service';
import { getCardExport, openCardExportFile, startCardExport } from './card-exports.service';
import { assertArchiveAllowed } from './card-lookup';

const tableOf = (fromArchive: boolean) => (fromArchive ? ordersArchive : orders);

/**
 * One card of any tenant (the super admin's order list has no tenant selected); with a tenant header
 * the card must belong to that tenant.
 * Across tenants: without a tenant header the super admin reaches the cards of every tenant.
 */
async function superAdminCard(
  ctx: AppContext,
  req: FastifyRequest,
  { order_id: orderId, from_archive: fromArchive }: { order_id: number; from_archive: boolean },
  action: AccessAction,
  event?: AuditAction,
): Promise<CardRecord> {
  const record = fromArchive ? 'archivedOrder' : 'order';
  await requireAccessOf(ctx.db, req, record, action, orderId, event);
  const t = tableOf(fromArchive);
  const ofCard = eq(t.id, orderId);
  const [rec] = await loadCardRecords(ctx.db, t, req.tenant ? scopeOf(req).where(t, ofCard) : ofCard);
  if (!rec) throw noAccess(record);
  return rec;
}

/** The export in the tenant family; download and recreate in the sad family (their paths decide). */
export const cardFilesRoutes = endpointRoutes((ctx) => [
  route(cards.exportExcel, async ({ input, req, reply }) => {
    const { order_ids, as_mail, with_image } = input;
    const scope = scopeOf(req);
    await requireAccessOf(ctx.db, req, 'card', 'read', order_ids, 'cards.exported');
    // The mail answers { count } (CardActionResponse); otherwise the file itself.
    if (as_mail) return mailCardExport(ctx, scope, authOf(req), order_ids, with_image);
    const { file } = await buildCardExport(ctx, scope, order_ids, with_image);
    return sendDownload(reply, file.bytes, file.name, file.mime);
  }),
  route(cards.exportAll, async ({ input, req, reply }) => {
    assertArchiveAllowed(req, input.use_archive);
    reply.status(202);
    return startCardExport(ctx, scopeOf(req), authOf(req).id, input, auditActorOf(req));
  }),
  route(cards.exportRun, async ({ req }) => {
    await requireAccessOf(ctx.db, req, 'cardExport', 'read', req.params.id);
    return getCardExport(ctx, scopeOf(req), authOf(req).id, req.params.id);
  }),
  route(cards.exportFile, async ({ req, reply }) => {
    await requireAccessOf(ctx.db, req, 'cardExport', 'read', req.params.id);
    const file = await openCardExportFile(ctx, scopeOf(req), authOf(req).id, req.params.id);
    reply.header('Content-Length', file.size);
    return sendDownload(reply, file.stream, file.filename, file.mime);
  }),
  route(cards.download, async ({ input, req, reply }) => {
    const rec = await superAdminCard(ctx, req, input, 'read', 'card.downloaded');
    const pdf = await cardsPrintPdf(ctx, [rec]);
    return sendDownload(reply, pdf, `Ausweis_${rec.order.id}.pdf`, MIME.pdf);
  }),
  route(cards.recreate, async ({ input, req }) => {
    const rec = await superAdminCard(ctx, req, input, 'change');
    // Redrawing keeps the new image on the row: an archived card is refused as read-only (access.ts).
    await renderedCard(ctx, orders, rec, { force: true });
    // Drawing stores its file on its own (card-source.ts); the event follows once the image is kept.
    await ctx.db.transaction((tx) =>
      recordChange(tx, accessorOf(req), {
        action: 'card.changed',
        record: 'card',
        ids: [rec.order.id],
        fields: ['card_file_id'],
        tenantId: rec.order.tenant_id,
      }),
    );
    return { count: 1 };
  }),
]);
