/** A run's payments and reminders, 'Zahlung erfassen' and 'Zahlung zurücknehmen'. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { BookPaymentRequest } from '@ausweis/shared/schemas/run-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../lib/endpoint-client';

/** Every invoice query starts with this key: a booking refreshes the runs, their payments and the report. */
const AFFECTED = [['invoices'], ['reports']] as const;

export const useRunPayments = (paymentRunId: number | null) =>
  useQuery({
    ...endpointQuery(invoices.runPayments, { payment_run_id: paymentRunId ?? 0 }),
    enabled: paymentRunId !== null,
  });

function usePaymentMutation<T>(mutationFn: (v: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useBookPayment = () =>
  usePaymentMutation((body: BookPaymentRequest) => callEndpoint(invoices.bookPayment, body));

export const useReversePayment = () =>
  usePaymentMutation((paymentId: number) => callEndpoint(invoices.reversePayment, { payment_id: paymentId }));
