/**
 * Card files (SPEC §7 Cards): the Excel export of selected cards (download or mail), and for super
 * admins the print PDF of one card and redrawing its stored card image.
 */
import { cards } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { orders, ordersArchive } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, tenantOf } from '../../http/request-context';
import { type CardRecord, cardsPrintPdf, loadCardRecords, renderedCard } from '../../platform/card-source';
import { buildCardExport, mailCardExport } from './card-export.service';
import { archiveReadOnly } from './card-lookup';

const tableOf = (fromArchive: boolean) => (fromArchive ? ordersArchive : orders);

/**
 * One card of any tenant (the super admin's order list has no tenant selected); with a tenant header
 * the card must belong to that tenant.
 */
async function superAdminCard(
  ctx: AppContext,
  req: FastifyRequest,
  orderId: number,
  fromArchive: boolean,
): Promise<CardRecord> {
  const t = tableOf(fromArchive);
  const scope = req.tenant ? eq(t.tenant_id, req.tenant.id) : undefined;
  const [rec] = await loadCardRecords(ctx.db, t, and(eq(t.id, orderId), scope));
  if (!rec) throw notFound(CARD_TEXTS.notFound);
  return rec;
}

/** The export in the tenant family; download and recreate in the sad family (their paths decide). */
export const cardFilesRoutes = endpointRoutes((ctx) => [
  route(cards.exportExcel, async (request, req, reply) => {
    const { order_ids, as_mail, with_image } = request;
    const tenantId = tenantOf(req).id;
    // The mail answers { count } (CardActionResponse); otherwise the file itself.
    if (as_mail) return mailCardExport(ctx, tenantId, authOf(req), order_ids, with_image);
    const { file } = await buildCardExport(ctx, tenantId, order_ids, with_image);
    return sendDownload(reply, file.bytes, file.name, file.mime);
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
