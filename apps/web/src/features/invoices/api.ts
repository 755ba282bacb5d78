/**
 * Invoice runs (SPEC §7 'Orders and invoices', super admins with can_invoice): the invoiceable orders per
 * tenant, billing them, the payment runs with their orders, the invoice PDF and its mail.
 */
import { invoices } from '@ausweis/shared/contracts/invoices';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type {
  CreatePaymentRunsRequest,
  FindPaymentRunsRequest,
  InvoiceableQuery,
  PaymentRunRow,
  ResendInvoiceRequest,
} from '@ausweis/shared/schemas/invoices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const createPaymentRuns = (body: CreatePaymentRunsRequest) => callEndpoint(invoices.createRuns, body);

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

export const findPaymentRuns = (body: FindPaymentRunsRequest) => callEndpoint(invoices.findRuns, body);

export const paymentRunsQuery = (body: FindPaymentRunsRequest) =>
  queryOptions({ ...endpointQuery(invoices.findRuns, body), placeholderData: keepPreviousData });

export const usePaymentRuns = (body: FindPaymentRunsRequest) => useQuery(paymentRunsQuery(body));

export const fetchPaymentRunOrders = (paymentRunId: number) =>
  callEndpoint(invoices.runOrders, { payment_run_id: paymentRunId });

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

export const resendInvoice = (body: ResendInvoiceRequest) => callEndpoint(invoices.resendInvoice, body);

/** Mails a run's invoice again (nothing cached changes). */
export const useResendInvoice = () => useMutation({ mutationFn: resendInvoice });
