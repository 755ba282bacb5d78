/**
 * Card files (SPEC §7 Cards): the Excel export of selected cards (download or mail), the export of all
 * cards matching the filters as a job (issue 13), and for super admins the print PDF of one card and
 * redrawing its stored card image.
 */
import { cards } from '@ausweis/shared/contracts/cards';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type CardRecord, loadCardRecords } from '../../db/card-records';
import { orders, ordersArchive } from '../../db/schema/index';
import { noAccess } from '../../http/access';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, scopeOf } from '../../http/request-context';
import { cardsPrintPdf, renderedCard } from '../card-drawing/public';
import { buildCardExport, mailCardExport } from './card-export.service';
import { getCardExport, openCardExportFile, startCardExport } from './card-exports.service';
import { archiveReadOnly, assertArchiveAllowed } from './card-lookup';

const tableOf = (fromArchive: boolean) => (fromArchive ? ordersArchive : orders);

/**
 * One card of any tenant (the super admin's order list has no tenant selected); with a tenant header
 * the card must belong to that tenant.
 * Across tenants: without a tenant header the super admin reaches the cards of every tenant.
 */
async function superAdminCard(
  ctx: AppContext,
  req: FastifyRequest,
  orderId: number,
  fromArchive: boolean,
): Promise<CardRecord> {
  const t = tableOf(fromArchive);
  const ofCard = eq(t.id, orderId);
  const [rec] = await loadCardRecords(ctx.db, t, req.tenant ? scopeOf(req).where(t, ofCard) : ofCard);
  if (!rec) throw noAccess('card');
  return rec;
}

/** The export in the tenant family; download and recreate in the sad family (their paths decide). */
export const cardFilesRoutes = endpointRoutes((ctx) => [
  route(cards.exportExcel, async (request, req, reply) => {
    const { order_ids, as_mail, with_image } = request;
    const scope = scopeOf(req);
    // The mail answers { count } (CardActionResponse); otherwise the file itself.
    if (as_mail) return mailCardExport(ctx, scope, authOf(req), order_ids, with_image);
    const { file } = await buildCardExport(ctx, scope, order_ids, with_image);
    return sendDownload(reply, file.bytes, file.name, file.mime);
  }),
  route(cards.exportAll, async (request, req, reply) => {
    assertArchiveAllowed(req, request.use_archive);
    reply.status(202);
    return startCardExport(ctx, scopeOf(req), authOf(req).id, request);
  }),
  route(cards.exportRun, (_request, req) => getCardExport(ctx, scopeOf(req), authOf(req).id, req.params.id)),
  route(cards.exportFile, async (_request, req, reply) => {
    const file = await openCardExportFile(ctx, scopeOf(req), authOf(req).id, req.params.id);
    reply.header('Content-Length', file.size);
    return sendDownload(reply, file.stream, file.filename, file.mime);
  }),
  route(cards.download, async (request, req, reply) => {
    const rec = await superAdminCard(ctx, req, request.order_id, request.from_archive);
    const pdf = await cardsPrintPdf(ctx, [rec]);
    return sendDownload(reply, pdf, `Ausweis_${rec.order.id}.pdf`, MIME.pdf);
  }),
  route(cards.recreate, async (request, req) => {
    const rec = await superAdminCard(ctx, req, request.order_id, request.from_archive);
    // Redrawing keeps the new image on the row: archive rows are read-only (SPEC §6).
    if (request.from_archive) throw archiveReadOnly();
    await renderedCard(ctx, orders, rec, { force: true });
    return { count: 1 };
  }),
]);
