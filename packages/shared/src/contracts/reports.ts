/** 'Bestellungen report' (docs/product.md#api invoice orders report): super admins with can_report. */
import { defineEndpoints } from '../endpoint';
import { OrderReport, ReportQuery } from '../schemas/reports';

export const reports = defineEndpoints('reports', {
  orders: {
    method: 'GET',
    path: '/a/sad/reports/orders',
    capability: 'reports.view',
    request: ReportQuery,
    // With as_excel the same report comes as an .xlsx download instead.
    response: OrderReport,
    summary: 'Orders and revenue of a date range per country and currency, or (as_excel) as Excel file.',
  },
});
