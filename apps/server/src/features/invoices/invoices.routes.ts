import { invoices } from '@ausweis/shared/contracts/invoices';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf } from '../../http/request-context';
import { createPaymentRuns } from './billing.service';
import { invoicePdfOf, resendInvoice } from './invoice-files';
import { retryRunInvoice } from './invoice-issue.job';
import { findPaymentRuns, listInvoiceable, listPaymentRunOrders, paymentRunById } from './invoices.service';

/** Invoice runs: super admins (the sad family) with can_invoice (docs/product.md#permissions, the contracts' capability). */
export const invoicesRoutes = endpointRoutes((ctx) => [
  route(invoices.invoiceable, (request) => listInvoiceable(ctx.db, request)),
  route(invoices.createRuns, (request, req) => createPaymentRuns(ctx, authOf(req), request)),
  route(invoices.findRuns, (request) => findPaymentRuns(ctx.db, request)),
  route(invoices.runOrders, (request) => listPaymentRunOrders(ctx.db, request.payment_run_id)),
  route(invoices.invoicePdf, async (request, _req, reply) => {
    const file = await invoicePdfOf(ctx, request.payment_run_id);
    return sendDownload(reply, file.bytes, file.filename, MIME.pdf);
  }),
  route(invoices.resendInvoice, async (request) => ({
    mails: await resendInvoice(ctx, request.payment_run_id, request.additional_emails),
  })),
  route(invoices.retryInvoice, async (request) => {
    await retryRunInvoice(ctx, request.payment_run_id);
    return paymentRunById(ctx.db, request.payment_run_id);
  }),
]);
