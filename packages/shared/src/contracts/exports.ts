/** 'Export Bestellungen' (SPEC §7 orders export): super admins only (the sad family; orders.export is SUPER). */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { ExportOrderRow, ExportOrdersQuery, ExportOrdersRequest } from '../schemas/exports';

export const exports = defineEndpoints('exports', {
  orders: {
    method: 'GET',
    path: '/a/sad/exports/orders',
    request: ExportOrdersQuery,
    response: z.array(ExportOrderRow),
    summary: 'The print queue: orders of a date range waiting for (or, on request, done with) the export.',
  },
  download: {
    method: 'POST',
    path: '/a/sad/exports/orders/download',
    request: ExportOrdersRequest,
    produces: 'application/zip',
    summary: 'Exports the chosen orders as a zip (Excel list and print PDF) and marks them exported.',
  },
});
