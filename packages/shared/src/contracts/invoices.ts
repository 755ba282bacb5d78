/** Invoice runs (docs/product.md#api 'Orders and invoices'): super admins with can_invoice. */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
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
} from '../schemas/invoices';
import { paged } from '../schemas/pagination';
import { BookPaymentRequest, ReversePaymentRequest, RunPaymentsResponse } from '../schemas/run-payments';

export const invoices = defineEndpoints('invoices', {
  invoiceable: {
    method: 'GET',
    path: '/a/sad/invoices/filter_invoiceable_orders',
    capability: 'invoices.manage',
    request: InvoiceableQuery,
    response: z.array(InvoiceableRow),
    summary: 'Not yet billed orders of a date range, one row per tenant.',
  },
  createRuns: {
    method: 'POST',
    path: '/a/sad/invoices/create_payment_run',
    capability: 'invoices.manage',
    request: CreatePaymentRunsRequest,
    response: CreatePaymentRunsResponse,
    summary: 'Bills the chosen tenants: one payment run per tenant; a job draws and mails its invoice.',
  },
  findRuns: {
    method: 'POST',
    path: '/a/sad/invoices/filter_payment_runs',
    capability: 'invoices.manage',
    request: FindPaymentRunsRequest,
    response: paged(PaymentRunRow),
    summary: 'Paged list of the payment runs, newest first.',
  },
  runOrders: {
    method: 'GET',
    path: '/a/sad/invoices/filter_payment_run_orders',
    capability: 'invoices.manage',
    request: PaymentRunQuery,
    response: z.array(PaymentRunOrderRow),
    summary: 'The orders billed by one payment run.',
  },
  invoicePdf: {
    method: 'GET',
    path: '/a/sad/invoices/invoice_pdf',
    capability: 'invoices.manage',
    request: PaymentRunQuery,
    produces: 'application/pdf',
    summary: "A payment run's invoice PDF (ZUGFeRD/Factur-X).",
  },
  resendInvoice: {
    method: 'POST',
    path: '/a/sad/invoices/resend_invoice',
    capability: 'invoices.manage',
    request: ResendInvoiceRequest,
    response: ResendInvoiceResponse,
    summary: "Mails a payment run's invoice again, optionally to additional addresses.",
  },
  retryInvoice: {
    method: 'POST',
    path: '/a/sad/invoices/retry_invoice',
    capability: 'invoices.manage',
    request: PaymentRunQuery,
    response: PaymentRunRow,
    summary: 'Starts the job of a run whose invoice failed again (draws and mails it once).',
  },
  runPayments: {
    method: 'GET',
    path: '/a/sad/invoices/run_payments',
    capability: 'invoices.manage',
    request: PaymentRunQuery,
    response: RunPaymentsResponse,
    summary: "A payment run's payments (reversed ones marked) and the payment reminders sent.",
  },
  bookPayment: {
    method: 'POST',
    path: '/a/sad/invoices/book_payment',
    capability: 'invoices.manage',
    request: BookPaymentRequest,
    response: PaymentRunRow,
    summary: 'Books a payment received on a run by hand (not more than is open).',
  },
  reversePayment: {
    method: 'POST',
    path: '/a/sad/invoices/reverse_payment',
    capability: 'invoices.manage',
    request: ReversePaymentRequest,
    response: PaymentRunRow,
    summary: 'Reverses a booked payment: it stays listed as reversed, the run owes its amount again.',
  },
});
