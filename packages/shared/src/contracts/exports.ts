/** 'Export Bestellungen' (docs/product.md#api orders export): super admins only (the sad family; orders.export is SUPER). */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { ExportOrderRow, ExportOrdersQuery, ExportOrdersRequest, PrintExport } from '../schemas/exports';
import { zId } from '../validation/zod';

const byId = z.object({ id: zId() });

export const exports = defineEndpoints('exports', {
  orders: {
    method: 'GET',
    path: '/a/sad/exports/orders',
    request: ExportOrdersQuery,
    response: z.array(ExportOrderRow),
    summary: 'The print queue: orders of a date range waiting for (or, on request, done with) the export.',
  },
  start: {
    method: 'POST',
    path: '/a/sad/exports/print',
    request: ExportOrdersRequest,
    response: PrintExport,
    summary:
      'Starts a print export job for the chosen orders (zip with Excel list and print PDF; marks them exported) and answers at once.',
  },
  runs: {
    method: 'GET',
    path: '/a/sad/exports/print',
    response: z.array(PrintExport),
    summary: 'The recent print exports, newest first, with their progress and files.',
  },
  run: {
    method: 'GET',
    path: '/a/sad/exports/print/{id}',
    params: byId,
    response: PrintExport,
    summary: 'One print export with its progress (cards done of total).',
  },
  file: {
    method: 'GET',
    path: '/a/sad/exports/print/{id}/file',
    params: byId,
    produces: 'application/zip',
    summary: 'The finished zip of a print export, as often as needed until it is deleted.',
  },
});
