import { API } from '@ausweis/shared/api-paths';
import {
  CreatePaymentRunsRequest,
  CreatePaymentRunsResponse,
  FindPaymentRunsRequest,
  InvoiceableQuery,
  InvoiceableRow,
  PaymentRunOrderRow,
  PaymentRunQuery,
  PaymentRunRow,
  ResendInvoiceRequest,
  ResendInvoiceResponse,
} from '@ausweis/shared/schemas/invoices';
import { paged } from '@ausweis/shared/schemas/pagination';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIME, sendDownload } from '../../http/download';
import type { FeatureRoutes } from '../../http/families';
import { requireCapability } from '../../http/guards';
import { authOf } from '../../http/request-context';
import { createPaymentRuns } from './billing.service';
import { invoicePdfOf, resendInvoice } from './invoice-files';
import { findPaymentRuns, listInvoiceable, listPaymentRunOrders } from './invoices.service';

/** Invoice runs: super admins (the sad family) with can_invoice (SPEC §6). */
export const invoicesRoutes: FeatureRoutes = {
  sad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const onRequest = requireCapability('invoices.manage');
    r.get(
      `/api${API.invoices.invoiceable}`,
      { onRequest, schema: { querystring: InvoiceableQuery, response: { 200: z.array(InvoiceableRow) } } },
      (req) => listInvoiceable(ctx.db, req.query),
    );
    r.post(
      `/api${API.invoices.createRuns}`,
      { onRequest, schema: { body: CreatePaymentRunsRequest, response: { 200: CreatePaymentRunsResponse } } },
      (req) => createPaymentRuns(ctx, authOf(req), req.body, req.log),
    );
    r.post(
      `/api${API.invoices.findRuns}`,
      { onRequest, schema: { body: FindPaymentRunsRequest, response: { 200: paged(PaymentRunRow) } } },
      (req) => findPaymentRuns(ctx.db, req.body),
    );
    r.get(
      `/api${API.invoices.runOrders}`,
      { onRequest, schema: { querystring: PaymentRunQuery, response: { 200: z.array(PaymentRunOrderRow) } } },
      (req) => listPaymentRunOrders(ctx.db, req.query.payment_run_id),
    );
    r.get(
      `/api${API.invoices.invoicePdf}`,
      { onRequest, schema: { querystring: PaymentRunQuery } },
      async (req, reply) => {
        const file = await invoicePdfOf(ctx, req.query.payment_run_id);
        return sendDownload(reply, file.bytes, file.filename, MIME.pdf);
      },
    );
    r.post(
      `/api${API.invoices.resendInvoice}`,
      { onRequest, schema: { body: ResendInvoiceRequest, response: { 200: ResendInvoiceResponse } } },
      async (req) => ({
        mails: await resendInvoice(ctx, req.body.payment_run_id, req.body.additional_emails),
      }),
    );
  },
};
