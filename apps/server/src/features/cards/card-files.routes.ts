/**
 * Card files (SPEC §7 Cards): the Excel export of selected cards (download or mail), and for super
 * admins the print PDF of one card and redrawing its stored card image.
 */
import { API } from '@ausweis/shared/api-paths';
import {
  CARD_TEXTS,
  CardActionResponse,
  CardRef,
  ExportCardsRequest,
  RecreateCardRequest,
} from '@ausweis/shared/schemas/cards';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { orders, ordersArchive } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { MIME, sendDownload } from '../../http/download';
import type { FeatureRoutes } from '../../http/families';
import { authOf, tenantOf } from '../../http/request-context';
import { type CardRecord, cardsPrintPdf, loadCardRecords, renderedCard } from '../../platform/card-source';
import { buildCardExport, mailCardExport } from './card-export.service';
import { archiveReadOnly } from './card-lookup';

/** The hash only busts browser caches; the PDF is drawn from the current data. */
const DownloadCardQuery = CardRef.extend({ hash: z.string().max(64).default('') });

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

export const cardFilesRoutes: FeatureRoutes = {
  t(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(`/api${API.cards.exportExcel}`, { schema: { body: ExportCardsRequest } }, async (req, reply) => {
        const { order_ids, as_mail, with_image } = req.body;
        const tenantId = tenantOf(req).id;
        // The mail answers { count } (CardActionResponse); otherwise the file itself.
        if (as_mail) return mailCardExport(ctx, tenantId, authOf(req), order_ids, with_image);
        const { file } = await buildCardExport(ctx, tenantId, order_ids, with_image);
        return sendDownload(reply, file.bytes, file.name, file.mime);
      });
  },
  sad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(`/api${API.cards.download}`, { schema: { querystring: DownloadCardQuery } }, async (req, reply) => {
      const rec = await superAdminCard(ctx, req, req.query.order_id, req.query.from_archive);
      const pdf = await cardsPrintPdf(ctx, [rec]);
      return sendDownload(reply, pdf, `Ausweis_${rec.order.id}.pdf`, MIME.pdf);
    });
    r.post(
      `/api${API.cards.recreate}`,
      { schema: { body: RecreateCardRequest, response: { 200: CardActionResponse } } },
      async (req) => {
        const rec = await superAdminCard(ctx, req, req.body.order_id, req.body.from_archive);
        // Redrawing keeps the new image on the row: archive rows are read-only (SPEC §6).
        if (req.body.from_archive) throw archiveReadOnly();
        await renderedCard(ctx, orders, rec, { force: true });
        return { count: 1 };
      },
    );
  },
};
