import { API } from '@ausweis/shared/api-paths';
import { ExportOrderRow, ExportOrdersQuery, ExportOrdersRequest } from '@ausweis/shared/schemas/exports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIME, sendDownload } from '../../http/download';
import type { FeatureRoutes } from '../../http/families';
import { downloadExport, listExportOrders } from './exports.service';

/** 'Export Bestellungen': super admins only (the sad family guards; orders.export is SUPER). */
export const exportsRoutes: FeatureRoutes = {
  sad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `/api${API.exports.orders}`,
      { schema: { querystring: ExportOrdersQuery, response: { 200: z.array(ExportOrderRow) } } },
      (req) => listExportOrders(ctx.db, req.query),
    );
    r.post(`/api${API.exports.download}`, { schema: { body: ExportOrdersRequest } }, async (req, reply) => {
      const file = await downloadExport(ctx, req.body);
      reply.header('Content-Length', file.size);
      return sendDownload(reply, file.stream, file.filename, MIME.zip);
    });
  },
};
