import { API } from '@ausweis/shared/api-paths';
import { OrderReport, ReportQuery } from '@ausweis/shared/schemas/reports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MIME, sendDownload } from '../../http/download';
import type { FeatureRoutes } from '../../http/families';
import { requireCapability } from '../../http/guards';
import { reportWorkbook } from './report-excel';
import { orderReport } from './reports.service';

/** 'Bestellungen report': super admins (the sad family) with can_report (SPEC §6). */
export const reportsRoutes: FeatureRoutes = {
  sad(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `/api${API.reports.orders}`,
        { onRequest: requireCapability('reports.view'), schema: { querystring: ReportQuery } },
        async (req, reply) => {
          const report = OrderReport.parse(await orderReport(ctx, req.query));
          if (!req.query.as_excel) return report;
          const file = await reportWorkbook(report);
          return sendDownload(reply, file.bytes, file.filename, MIME.xlsx);
        },
      );
  },
};
