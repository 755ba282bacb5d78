/**
 * Invoice runs (docs/product.md#api 'Orders and invoices', super admins with can_invoice): the invoiceable orders per
 * tenant, billing them, the payment runs with their orders, the invoice PDF and its mail.
 */

import { MAX_PAGE_SIZE } from '@ausweis/shared/constants';
import { invoices } from '@ausweis/shared/contracts/invoices';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import {
  type CreatePaymentRunsRequest,
  type FindPaymentRunsRequest,
  type InvoiceableQuery,
  invoicesPending,
  type PaymentRunRow,
  type ResendInvoiceRequest,
} from '@ausweis/shared/schemas/invoices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORT_POLL_MS } from '../../components/ExportJobProgress';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, endpointQuery, fetchEndpointFile } from '../../lib/endpoint-client';

/** Every invoice query starts with this key, so billing refreshes the list and the runs alike. */
const INVOICES_KEY = ['invoices'] as const;
/** Billing changes what the report counts as billed and the cards' billing fields. */
const BILLING_AFFECTS = [['reports'], ['cards']] as const;

export const fetchInvoiceable = (q: Required<InvoiceableQuery>) => callEndpoint(invoices.invoiceable, q);

/** `q` null (invalid dates): no request, no rows. */
export const invoiceableQuery = (q: Required<InvoiceableQuery> | null) =>
  queryOptions({
    queryKey: endpointKey(invoices.invoiceable, q ?? undefined),
    queryFn: () => fetchInvoiceable(q as Required<InvoiceableQuery>),
    enabled: q !== null,
  });

export const useInvoiceableOrders = (q: Required<InvoiceableQuery> | null) => useQuery(invoiceableQuery(q));

/** Background: it answers at once (the invoices follow in jobs); the button shows that it runs. */
export const createPaymentRuns = (body: CreatePaymentRunsRequest) =>
  callEndpoint(invoices.createRuns, body, { background: true });

/** Bills the tenants; the invoiceable list and the runs reload. */
export function useCreatePaymentRuns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentRuns,
    onSuccess: () =>
      Promise.all([
        // 'all': the runs list is not mounted now, but must be fresh when the user opens it.
        queryClient.invalidateQueries({ queryKey: INVOICES_KEY, refetchType: 'all' }),
        ...BILLING_AFFECTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}

/**
 * The runs of a page, asked again while one of their invoices is being drawn. In the background: the
 * table shows its own progress bar, and the polls must not cover the page.
 */
export const paymentRunsQuery = (body: FindPaymentRunsRequest) =>
  queryOptions({
    ...endpointQuery(invoices.findRuns, body, { background: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (invoicesPending(query.state.data?.data) ? EXPORT_POLL_MS : false),
  });

export const usePaymentRuns = (body: FindPaymentRunsRequest) => useQuery(paymentRunsQuery(body));

/** The runs just created (ids of one billing, nearly always consecutive), in id order. */
function createdRunsRequest(runIds: readonly number[]): FindPaymentRunsRequest {
  const from = Math.min(...runIds);
  const to = Math.max(...runIds);
  return {
    filters: { id_from: from, id_to: to },
    sorts: [{ key: 'id', order: 'asc' }],
    count: Math.min(MAX_PAGE_SIZE, to - from + 1),
  };
}

/** The runs just created, followed until their invoices are drawn and mailed (or failed). */
export function useCreatedRuns(runIds: readonly number[]) {
  const query = useQuery({
    ...paymentRunsQuery(runIds.length > 0 ? createdRunsRequest(runIds) : {}),
    enabled: runIds.length > 0,
  });
  // Another biller's runs may lie between them: only this billing's.
  // Only the runs are handed on: a caller reading the whole query result re-renders on every poll.
  return { runs: query.data?.data.filter((r) => runIds.includes(r.id)) };
}

export const paymentRunOrdersQuery = (paymentRunId: number) =>
  endpointQuery(invoices.runOrders, { payment_run_id: paymentRunId });

export const usePaymentRunOrders = (paymentRunId: number) => useQuery(paymentRunOrdersQuery(paymentRunId));

/** Downloads a run's invoice PDF; true on success. */
export const downloadInvoicePdf = (run: Pick<PaymentRunRow, 'id' | 'invoice_number'>) =>
  downloadFile(
    () => fetchEndpointFile(invoices.invoicePdf, { payment_run_id: run.id }),
    `Rechnung_${run.invoice_number || run.id}.pdf`,
    CARD_TEXTS.fileDownloadFailed,
  );

/** Downloads a run's XRechnung XML (runs billed to a Leitweg-ID); true on success. */
export const downloadXRechnung = (run: Pick<PaymentRunRow, 'id' | 'invoice_number'>) =>
  downloadFile(
    () => fetchEndpointFile(invoices.invoiceXml, { payment_run_id: run.id }),
    `XRechnung_${run.invoice_number || run.id}.xml`,
    CARD_TEXTS.fileDownloadFailed,
  );

export const resendInvoice = (body: ResendInvoiceRequest) => callEndpoint(invoices.resendInvoice, body);

/** Mails a run's invoice again (nothing cached changes). */
export const useResendInvoice = () => useMutation({ mutationFn: resendInvoice });

export const retryInvoice = (paymentRunId: number) =>
  callEndpoint(invoices.retryInvoice, { payment_run_id: paymentRunId }, { background: true });

/** 'Erneut versuchen': the run's invoice job starts again; the runs reload and follow it. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}

/** 'Stornieren': the run's invoice is cancelled by a cancellation invoice; the runs and the invoiceable orders reload. */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentRunId: number) => callEndpoint(invoices.cancelRun, { payment_run_id: paymentRunId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_KEY, refetchType: 'all' }),
        ...BILLING_AFFECTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}

/** Downloads a cancelled run's cancellation invoice PDF. */
export const downloadCancellationPdf = (run: Pick<PaymentRunRow, 'id' | 'cancellation_number'>) =>
  downloadFile(
    () => fetchEndpointFile(invoices.cancellationPdf, { payment_run_id: run.id }),
    `Stornorechnung_${run.cancellation_number ?? run.id}.pdf`,
    CARD_TEXTS.fileDownloadFailed,
  );
