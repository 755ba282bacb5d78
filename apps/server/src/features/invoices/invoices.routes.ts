import { invoices } from '@ausweis/shared/contracts/invoices';
import { accessorOf, requireAccessOf } from '../../http/access';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf } from '../../http/request-context';
import { createPaymentRuns } from './billing.service';
import { invoicePdfOf, invoiceXmlOf, resendInvoice } from './invoice-files';
import { retryRunInvoice } from './invoice-issue.job';
import { findPaymentRuns, listInvoiceable, listPaymentRunOrders, paymentRunById } from './invoices.service';
import { cancelRun } from './run-cancel';
import { cancellationPdfOf } from './run-cancel.job';
import { runPaymentRoutes } from './run-payments.routes';

/** Invoice runs: super admins (the sad family) with can_invoice (docs/product.md#permissions, the contracts' capability). */
export const invoicesRoutes = endpointRoutes((ctx) => [
  route(invoices.invoiceable, ({ input }) => listInvoiceable(ctx.db, input)),
  route(invoices.createRuns, ({ input, req }) => createPaymentRuns(ctx, authOf(req), input, accessorOf(req))),
  route(invoices.findRuns, ({ input }) => findPaymentRuns(ctx.db, input)),
  route(invoices.runOrders, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'paymentRun', 'read', input.payment_run_id);
    return listPaymentRunOrders(ctx.db, input.payment_run_id);
  }),
  route(invoices.invoicePdf, async ({ input, req, reply }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'read', input.payment_run_id);
    const file = await invoicePdfOf(ctx, input.payment_run_id);
    return sendDownload(reply, file.bytes, file.filename, MIME.pdf);
  }),
  route(invoices.invoiceXml, async ({ input, req, reply }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'read', input.payment_run_id);
    const file = await invoiceXmlOf(ctx, input.payment_run_id);
    return sendDownload(reply, file.bytes, file.filename, MIME.xml);
  }),
  route(invoices.resendInvoice, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'read', input.payment_run_id);
    return { mails: await resendInvoice(ctx, input.payment_run_id, input.additional_emails) };
  }),
  route(invoices.retryInvoice, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'change', input.payment_run_id);
    await retryRunInvoice(ctx, input.payment_run_id);
    return paymentRunById(ctx.db, input.payment_run_id);
  }),
  route(invoices.cancelRun, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'change', input.payment_run_id);
    await cancelRun(ctx, input.payment_run_id, accessorOf(req));
    return paymentRunById(ctx.db, input.payment_run_id);
  }),
  route(invoices.cancellationPdf, async ({ input, req, reply }) => {
    await requireAccessOf(ctx.db, req, 'invoice', 'read', input.payment_run_id);
    const file = await cancellationPdfOf(ctx, input.payment_run_id);
    return sendDownload(reply, file.bytes, file.filename, MIME.pdf);
  }),
  ...runPaymentRoutes(ctx),
]);
