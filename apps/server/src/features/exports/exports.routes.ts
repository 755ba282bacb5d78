import { exports } from '@ausweis/shared/contracts/exports';
import { requireAccessOf } from '../../http/access';
import { auditActorOf } from '../../http/audit-trail';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf } from '../../http/request-context';
import { listExportOrders } from './exports.service';
import {
  getPrintExport,
  listPrintExports,
  openPrintExportFile,
  startPrintExport,
} from './print-export.service';

/** 'Export Bestellungen': super admins only (the sad family guards; orders.export is SUPER). */
export const exportsRoutes = endpointRoutes((ctx) => [
  route(exports.orders, ({ input }) => listExportOrders(ctx.db, input)),
  route(exports.start, async ({ input, req, reply }) => {
    reply.status(202);
    return startPrintExport(ctx, authOf(req).id, input, auditActorOf(req));
  }),
  route(exports.runs, () => listPrintExports(ctx)),
  route(exports.run, async ({ req }) => {
    await requireAccessOf(ctx.db, req, 'printExport', 'read', req.params.id);
    return getPrintExport(ctx, req.params.id);
  }),
  route(exports.file, async ({ req, reply }) => {
    await requireAccessOf(ctx.db, req, 'printExport', 'read', req.params.id);
    const file = await openPrintExportFile(ctx, req.params.id);
    reply.header('Content-Length', file.size);
    return sendDownload(reply, file.stream, file.filename, MIME.zip);
  }),
]);
