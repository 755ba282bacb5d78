import { exports } from '@ausweis/shared/contracts/exports';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { downloadExport, listExportOrders } from './exports.service';

/** 'Export Bestellungen': super admins only (the sad family guards; orders.export is SUPER). */
export const exportsRoutes = endpointRoutes((ctx) => [
  route(exports.orders, (request) => listExportOrders(ctx.db, request)),
  route(exports.download, async (request, _req, reply) => {
    const file = await downloadExport(ctx, request);
    reply.header('Content-Length', file.size);
    return sendDownload(reply, file.stream, file.filename, MIME.zip);
  }),
]);
