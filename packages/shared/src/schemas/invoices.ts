/**
 * Invoice runs (docs/product.md#screens 'Invoice run creation', 'Payment runs list', #fields invoice run row, payment run,
 * payment run order, docs/product.md#api 'Orders and invoices'): the tenant-paid orders not yet billed, grouped per
 * tenant; billing them creates one payment run (with its invoice) per tenant.
 */
import { z } from 'zod';
import { COUNTRIES } from '../constants';
import { MESSAGES } from '../validation/messages';
import { isEmail } from '../validation/rules';
import { zId, zQueryBool } from '../validation/zod';
import { OrderListRow } from './dashboard';
import { DateRange } from './date-range';
import { PaginationRequest } from './pagination';

/** docs/product.md#limits: the invoice table defaults to 100 per page with options 5, 15, 50, 100, 200. */
export const INVOICE_PAGE_SIZES = [5, 15, 50, 100, 200] as const;
export const INVOICE_DEFAULT_PAGE_SIZE = 100;
/** Tenants billed in one request (docs/product.md#limits): one action bills a whole year's roll of payers. */
export const INVOICE_MAX_TENANTS = 2000;
/** Additional recipients of the invoice mail. */
export const INVOICE_MAX_EXTRA_EMAILS = 10;

export const INVOICE_TEXTS = {
  createTitle: 'R-Lauf anlegen',
  listTitle: 'Rechnungsläufe',
  actionBill: 'Ausgewählte Mandanten abrechnen',
  select: 'Bitte mindestens einen Mandanten auswählen.',
  tooMany: `Bitte höchstens ${INVOICE_MAX_TENANTS} Mandanten auswählen.`,
  nothing: 'Für die ausgewählten Mandanten gibt es im Zeitraum nichts abzurechnen.',
  noRecipients:
    'Für diesen Mandanten ist kein Benutzer zur Benachrichtigung eingetragen. Bitte einen zusätzlichen Empfänger angeben.',
  runNotFound: 'Rechnungslauf nicht gefunden.',
  foreign:
    'Rechnungen an Mandanten außerhalb Deutschlands (oder in einer anderen Währung als Euro) brauchen eine eigene steuerliche Behandlung, die noch nicht eingerichtet ist. Bitte diese Mandanten vorerst außerhalb des Portals abrechnen.',
  notFailed: 'Die Rechnung dieses Laufs ist nicht fehlgeschlagen; es gibt nichts zu wiederholen.',
  notIssued:
    'Die Rechnung dieses Laufs ist noch nicht versendet. Bitte warten, bis sie erstellt ist; ist sie fehlgeschlagen, „Erneut versuchen“ wählen.',
  retry: 'Erneut versuchen',
  noXRechnung:
    'Zu diesem Rechnungslauf gibt es keine XRechnung: der Mandant hatte beim Abrechnen keine Leitweg-ID.',
  downloadXRechnung: 'XRechnung herunterladen',
  cancelledNoResend:
    'Diese Rechnung ist storniert und wird nicht erneut gesendet. Die Stornorechnung steht beim Lauf zum Herunterladen bereit.',
  cancelledNoPayment: 'Dieser Rechnungslauf ist storniert; auf ihn kann keine Zahlung mehr gebucht werden.',
  cancel: 'Stornieren',
  cancelledTwice: 'Dieser Rechnungslauf ist bereits storniert.',
  cancelPaid:
    'Auf diesen Rechnungslauf ist eine Zahlung gebucht. Bitte erst die Zahlung zurücknehmen, dann stornieren.',
  cancelNotIssued:
    'Die Rechnung dieses Laufs ist noch nicht versendet. Storniert werden kann erst eine versendete Rechnung; ist sie fehlgeschlagen, zuerst „Erneut versuchen“ wählen.',
  cancelArchived:
    'Bestellungen dieses Laufs sind schon archiviert (abgelaufen) und könnten nicht neu abgerechnet werden; der Lauf kann daher nicht mehr storniert werden.',
  notCancelled: 'Dieser Rechnungslauf ist nicht storniert; es gibt keine Stornorechnung.',
} as const;

/**
 * The invoice of a run (drawn and mailed by a job after the billing commits): pending while the job
 * runs or waits for a retry, issued once the PDF is stored and its mails are queued, failed after the
 * last attempt (a super admin starts it again).
 */
export const INVOICE_STATES = ['pending', 'issued', 'failed'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The run's invoice state as the 'Rechnungsläufe' page names it. */
export function invoiceStateText(run: { invoice_state: InvoiceState; invoice_mails: number | null }): string {
  if (run.invoice_state === 'pending') return 'Rechnung wird erstellt';
  if (run.invoice_state === 'failed') return 'Fehlgeschlagen';
  if (run.invoice_mails === 0) return 'Erstellt, ohne Empfänger';
  if (run.invoice_mails === null) return 'Versendet';
  return `Versendet an ${run.invoice_mails} Empfänger`;
}

/** Some of the runs still wait for their invoice or cancellation (the pages ask again until none does). */
export const invoicesPending = (
  runs: readonly { invoice_state: InvoiceState; cancellation_state?: InvoiceState | null }[] | undefined,
) => runs?.some((r) => r.invoice_state === 'pending' || r.cancellation_state === 'pending') ?? false;

/**
 * A run's payment state: cancelled once its invoice is cancelled; paid when the payments booked
 * reach its total; overdue after the due date while anything is open; else partly paid or open.
 */
export const PAYMENT_STATES = ['open', 'partly_paid', 'paid', 'overdue', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_NAMES: Record<PaymentState, string> = {
  open: 'Offen',
  partly_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  cancelled: 'Storniert',
};

/** The payment state of a run on `today` (YYYY-MM-DD, German time); amounts in cents. */
export function paymentStateOf(
  run: { total_amount: number; paid_amount: number; due_date: string; cancelled_at: string | null },
  today: string,
): PaymentState {
  if (run.cancelled_at) return 'cancelled';
  if (run.paid_amount >= run.total_amount) return 'paid';
  if (today > run.due_date) return 'overdue';
  return run.paid_amount > 0 ? 'partly_paid' : 'open';
}

/** GET filter_invoiceable_orders: the date range, test orders, country (default DE). */
export const InvoiceableQuery = DateRange.extend({
  include_test: zQueryBool().default(false),
  country_id: z.enum(COUNTRIES).default('DE'),
});
export type InvoiceableQuery = z.input<typeof InvoiceableQuery>;

/** docs/product.md#fields 'Invoice run row': one tenant's invoiceable orders in the range. Amounts in cents. */
export const InvoiceableRow = z.object({
  tenant_id: z.number(),
  tenant_name: z.string(),
  count: z.number(),
  country_id: z.string(),
  sum_price: z.number(),
  currency: z.string(),
  /** Oldest and newest order (ISO timestamps). */
  mindate: z.string(),
  maxdate: z.string(),
});
export type InvoiceableRow = z.infer<typeof InvoiceableRow>;

/**
 * Additional recipients as typed: addresses separated by comma, semicolon or spaces; each must be
 * valid ('Ungültige Email'), duplicates are dropped, at most INVOICE_MAX_EXTRA_EMAILS.
 */
export const zEmailList = () =>
  z
    .string({ error: MESSAGES.email })
    .max(2000)
    .default('')
    .transform((v) =>
      [
        ...new Set(
          v
            .split(/[\s,;]+/)
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        ),
      ].sort(),
    )
    .refine((list) => list.every(isEmail), { error: MESSAGES.email })
    .refine((list) => list.length <= INVOICE_MAX_EXTRA_EMAILS, {
      error: `Bitte höchstens ${INVOICE_MAX_EXTRA_EMAILS} zusätzliche Empfänger angeben.`,
    });

/**
 * POST create payment run: bills the selected tenants' orders that the same filter lists as
 * invoiceable. The amounts come from the stored order prices; the client sends none.
 */
export const CreatePaymentRunsRequest = InvoiceableQuery.extend({
  tenant_ids: z
    .array(zId())
    .min(1, { error: INVOICE_TEXTS.select })
    .max(INVOICE_MAX_TENANTS, { error: INVOICE_TEXTS.tooMany }),
  additional_emails: zEmailList(),
});
export type CreatePaymentRunsRequest = z.input<typeof CreatePaymentRunsRequest>;

/**
 * A run's cancellation ('Stornieren'): set together when the run's invoice is cancelled by a
 * cancellation invoice (own number series ST-<year>-<n>); its state follows that invoice's job.
 */
const RunCancellation = z.object({
  cancelled_at: z.string().nullable(),
  cancellation_number: z.string().nullable(),
  /** YYYY-MM-DD */
  cancellation_date: z.string().nullable(),
  cancellation_state: z.enum(INVOICE_STATES).nullable(),
});

/** docs/product.md#fields 'Payment run', plus its invoice. Amounts in cents. */
export const PaymentRunRow = z.object({
  id: z.number(),
  tenant_id: z.number(),
  tenant_name: z.string(),
  total_count: z.number(),
  total_amount: z.number(),
  currency: z.string(),
  /** End of the billed range (ISO timestamp: 23:59:59 German time of date_to). */
  till_date: z.string(),
  user_profile_id: z.number().nullable(),
  /** Name (or e-mail) of the super admin who created the run. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  invoice_number: z.string(),
  /** Invoice date (YYYY-MM-DD). */
  invoice_date: z.string(),
  invoice_state: z.enum(INVOICE_STATES),
  /** Invoice mails queued by the job (null: not yet, or a run from before it counted them). */
  invoice_mails: z.number().nullable(),
  /** The Leitweg-ID the run was billed to (its invoice is an XRechnung), or null. */
  leitweg_id: z.string().nullable(),
  ...RunCancellation.shape,
  /** Payment due date (YYYY-MM-DD). */
  due_date: z.string(),
  /** Sum of the payments not reversed, in cents. */
  paid_amount: z.number(),
  /** paymentStateOf the run today (German time). */
  payment_state: z.enum(PAYMENT_STATES),
});
export type PaymentRunRow = z.infer<typeof PaymentRunRow>;

/** The runs, created with their invoice pending: a job draws and mails each one after the commit. */
export const CreatePaymentRunsResponse = z.object({ runs: z.array(PaymentRunRow) });
export type CreatePaymentRunsResponse = z.infer<typeof CreatePaymentRunsResponse>;

/**
 * POST filter_payment_runs: the paging contract; newest first by default. Filters: tenant_id, id,
 * payment_state (one of PAYMENT_STATES).
 */
export const FindPaymentRunsRequest = PaginationRequest;
export type FindPaymentRunsRequest = z.input<typeof FindPaymentRunsRequest>;

/** GET filter_payment_run_orders ?payment_run_id= */
export const PaymentRunQuery = z.object({ payment_run_id: zId() });
export type PaymentRunQuery = z.input<typeof PaymentRunQuery>;

/** docs/product.md#fields 'Payment run order'; from_archive tells where card-edit finds it. */
export const PaymentRunOrderRow = OrderListRow.extend({ from_archive: z.boolean() });
export type PaymentRunOrderRow = z.infer<typeof PaymentRunOrderRow>;

/** POST resend the invoice mail of a run, to its tenant's notify users and these extra recipients. */
export const ResendInvoiceRequest = z.object({
  payment_run_id: zId(),
  additional_emails: zEmailList(),
});
export type ResendInvoiceRequest = z.input<typeof ResendInvoiceRequest>;
export const ResendInvoiceResponse = z.object({ mails: z.number() });
