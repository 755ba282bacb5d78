/**
 * Payments received on a payment run ('Zahlung erfassen', 'Zahlung zurücknehmen') and the payment
 * reminders sent for it: the form's rules, the requests and the rows of the run's payments panel.
 */
import { z } from 'zod';
import { germanIsoDate } from '../german-date';
import { formatMoney } from '../money';
import { zId, zIsoDate, zMultilineText } from '../validation/zod';
import { parseMoneyInput } from './product-form';

/** The largest payment typed by hand (a typo guard; the run's open amount bounds it too). */
export const PAYMENT_MAX_CENTS = 100_000_000;
export const PAYMENT_NOTE_MAX = 500;

export const PAYMENT_TEXTS = {
  book: 'Zahlung erfassen',
  reverse: 'Zahlung zurücknehmen',
  payments: 'Zahlungen',
  amountMissing: 'Bitte einen Betrag angeben.',
  amountInvalid: 'Bitte einen Betrag wie 12,50 angeben.',
  amountPositive: 'Der Betrag muss größer als 0 sein.',
  amountMax: `Der Betrag darf höchstens ${formatMoney(PAYMENT_MAX_CENTS)} sein.`,
  overOpen: (open: number, currency: string) =>
    `Der Betrag ist höher als der offene Betrag von ${formatMoney(open, currency)}.`,
  nothingOpen: 'Auf diesem Rechnungslauf ist nichts mehr offen.',
  dateFuture: 'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
  noteMax: `Bitte höchstens ${PAYMENT_NOTE_MAX} Zeichen angeben.`,
  paymentNotFound: 'Zahlung nicht gefunden.',
  alreadyReversed: 'Diese Zahlung wurde bereits zurückgenommen.',
  reversed: 'zurückgenommen',
  noPayments: 'Noch keine Zahlung erfasst.',
  reminders: 'Zahlungserinnerungen',
  noReminders: 'Noch keine Zahlungserinnerung versendet.',
} as const;

/** Where a payment came from, as the run's payments panel names it. */
export const PAYMENT_SOURCE_NAMES = { manual: 'von Hand', bank: 'Kontoauszug' } as const;

/** A value date: a real day, not after today (German time). */
const zPaidOn = () => zIsoDate().refine((d) => d <= germanIsoDate(), { error: PAYMENT_TEXTS.dateFuture });

const zNote = () =>
  zMultilineText()
    .max(PAYMENT_NOTE_MAX, { error: PAYMENT_TEXTS.noteMax })
    .transform((v) => v.trim() || null);

/** An amount in cents: above 0, at most PAYMENT_MAX_CENTS. */
const zAmount = () =>
  z
    .number({ error: PAYMENT_TEXTS.amountInvalid })
    .int({ error: PAYMENT_TEXTS.amountInvalid })
    .positive({ error: PAYMENT_TEXTS.amountPositive })
    .max(PAYMENT_MAX_CENTS, { error: PAYMENT_TEXTS.amountMax });

/** POST book_payment: a payment typed by hand; amount in cents. */
export const BookPaymentRequest = z.object({
  payment_run_id: zId(),
  paid_on: zPaidOn(),
  amount: zAmount(),
  note: zNote().prefault(''),
});
export type BookPaymentRequest = z.input<typeof BookPaymentRequest>;

/** The 'Zahlung erfassen' form as typed: the amount as a German amount ('12,50'). */
export const BookPaymentForm = z.object({
  paid_on: zPaidOn(),
  amount: z
    .string()
    .transform((v, ctx) => {
      const cents = parseMoneyInput(v);
      if (cents === null) ctx.addIssue({ code: 'custom', message: PAYMENT_TEXTS.amountMissing });
      else if (Number.isNaN(cents)) ctx.addIssue({ code: 'custom', message: PAYMENT_TEXTS.amountInvalid });
      return cents ?? 0;
    })
    .pipe(zAmount()),
  note: zNote(),
});
export type BookPaymentForm = z.input<typeof BookPaymentForm>;

/** POST reverse_payment */
export const ReversePaymentRequest = z.object({ payment_id: zId() });
export type ReversePaymentRequest = z.input<typeof ReversePaymentRequest>;

/** One payment of a run as its panel lists it (reversed ones stay, marked). Amount in cents. */
export const RunPaymentRow = z.object({
  id: z.number(),
  paid_on: z.string(),
  amount: z.number(),
  source: z.enum(['manual', 'bank']),
  note: z.string().nullable(),
  /** Name (or e-mail) of who booked it; null for a bank entry imported by a since deleted user. */
  booked_by: z.string().nullable(),
  created_at: z.string(),
  reversed_at: z.string().nullable(),
});
export type RunPaymentRow = z.infer<typeof RunPaymentRow>;

/** A payment reminder sent for a run. */
export const RunReminderRow = z.object({
  id: z.number(),
  sent_at: z.string(),
  recipients: z.number(),
  open_amount: z.number(),
});
export type RunReminderRow = z.infer<typeof RunReminderRow>;

/** GET run_payments: the run's payments (newest first) and reminders. */
export const RunPaymentsResponse = z.object({
  payments: z.array(RunPaymentRow),
  reminders: z.array(RunReminderRow),
});
export type RunPaymentsResponse = z.infer<typeof RunPaymentsResponse>;
