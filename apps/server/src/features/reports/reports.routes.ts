import { reports } from '@ausweis/shared/contracts/reports';
import { OrderReport } from '@ausweis/shared/schemas/reports';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { reportWorkbook } from './report-excel';
import { orderReport } from './reports.service';

/** 'Bestellungen report': super admins (the sad family) with can_report (docs/product.md#permissions, the contract's capability). */
export const reportsRoutes = endpointRoutes((ctx) => [
  route(reports.orders, async ({ input, reply }) => {
    const report = OrderReport.parse(await orderReport(ctx, input));
    if (!input.as_excel) return report;
    const file = await reportWorkbook(report);
    return sendDownload(reply, file.bytes, file.filename, MIME.xlsx);
  }),
]);
