import { invoices } from '@ausweis/shared/contracts/invoices';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf } from '../../http/request-context';
import { createPaymentRuns } from './billing.service';
import { invoicePdfOf, resendInvoice } from './invoice-files';
import { retryRunInvoice } from './invoice-issue.job';
import { findPaymentRuns, listInvoiceable, listPaymentRunOrders, paymentRunById } from './invoices.service';

/** Invoice runs: super admins (the sad family) with can_invoice (SPEC §6, the contracts' capability). */
export const invoicesRoutes = endpointRoutes((ctx) => [
  route(invoices.invoiceable, ({ input }) => listInvoiceable(ctx.db, input)),
  route(invoices.createRuns, ({ input, req }) => createPaymentRuns(ctx, authOf(req), input)),
  route(invoices.findRuns, ({ input }) => findPaymentRuns(ctx.db, input)),
  route(invoices.runOrders, ({ input }) => listPaymentRunOrders(ctx.db, input.payment_run_id)),
  route(invoices.invoicePdf, async ({ input, reply }) => {
    const file = await invoicePdfOf(ctx, input.payment_run_id);
    return sendDownload(reply, file.bytes, file.filename, MIME.pdf);
  }),
  route(invoices.resendInvoice, async ({ input }) => ({
    mails: await resendInvoice(ctx, input.payment_run_id, input.additional_emails),
  })),
  route(invoices.retryInvoice, async ({ input }) => {
    await retryRunInvoice(ctx, input.payment_run_id);
    return paymentRunById(ctx.db, input.payment_run_id);
  }),
]);
