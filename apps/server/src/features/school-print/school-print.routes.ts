/** 'In der Einrichtung drucken' (contracts/school-print.ts): the tenant family, cards.manage. */
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import { tenantAccessorOf } from '../../http/access';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { scopeOf } from '../../http/request-context';
import { printAtSchool, schoolPrintSettings } from './school-print.service';

export const schoolPrintRoutes = endpointRoutes((ctx) => [
  route(schoolPrint.settings, ({ req }) => schoolPrintSettings(ctx.db, scopeOf(req))),
  route(schoolPrint.print, async ({ input, req, reply }) => {
    const { pdf, fileName } = await printAtSchool(ctx, tenantAccessorOf(req), input);
    return sendDownload(reply, pdf, fileName, MIME.pdf);
  }),
]);
