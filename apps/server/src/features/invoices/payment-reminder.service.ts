/**
 * Payment reminders ('Zahlungserinnerung'): every overdue run (not cancelled, not fully paid, after its
 * due date in German time) whose invoice went out gets a reminder to its invoice recipients (those of
 * the invoice mail), with the invoice attached, at most once per INVOICE_REMINDER_DAYS. Each run is
 * reminded in its own transaction under its row lock (rows another instance holds are skipped), and
 * the last reminder is read again after the lock, so two instances remind a run once.
 */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import { and, asc, eq, exists, not, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { paymentRuns, runReminders } from '../../db/schema/index';
import { writeWithFiles } from '../../platform/file-write';
import { germanIsoDate } from '../../platform/german-date';
import { renderMail } from '../../platform/mail/render';
import type { InvoiceDocument } from './invoice-document';
import { extraRecipientsOf, invoiceRunOf, queueInvoiceMails, storedOrDrawnPdf } from './invoice-files';
import { overdueRun } from './payment-state-sql';

export type ReminderContext = Pick<AppContext, 'db' | 'files' | 'mail' | 'config'>;

/**
 * Overdue on `today`, its invoice mailed, and not reminded within the last `days` German days.
 * Across tenants: the reminders of the run in the outer query, whichever tenant's it is.
 */
const dueForReminder = (db: Db | Tx, today: string, days: number): SQL =>
  and(
    overdueRun(today),
    eq(paymentRuns.invoice_state, 'issued'),
    not(
      exists(
        db
          .select({ one: sql`1` })
          .from(runReminders)
          .where(
            and(
              eq(runReminders.payment_run_id, paymentRuns.id),
              sql`(${runReminders.sent_at} at time zone 'Europe/Berlin')::date > ${today}::date - ${days}::int`,
            ),
          ),
      ),
    ),
  ) as SQL;

function reminderMail(invoice: InvoiceDocument, run: { open: number; due_date: string }) {
  const { seller } = invoice;
  return {
    subject: `Zahlungserinnerung: Rechnung ${invoice.number} – ${seller.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `unsere Rechnung ${invoice.number} vom ${formatDate(invoice.date)} über ${formatMoney(invoice.gross, invoice.currency)} war am ${formatDate(run.due_date)} fällig. Nach unseren Unterlagen sind davon noch ${formatMoney(run.open, invoice.currency)} offen.`,
        `Bitte überweisen Sie den offenen Betrag unter Angabe der Rechnungsnummer ${invoice.number} auf unser Konto:\nKontoinhaber: ${seller.name}\nBank: ${seller.bank_name}\nIBAN: ${seller.iban}\nBIC: ${seller.bic}`,
        'Die Rechnung finden Sie noch einmal im Anhang. Haben Sie die Zahlung inzwischen veranlasst, betrachten Sie diese Erinnerung bitte als gegenstandslos.',
      ],
    }),
  };
}

/**
 * Reminds one run if it is still due for it; answers whether it did.
 * Across tenants: a payment run, found by its id, names its tenant and recipients.
 */
async function remindRun(ctx: ReminderContext, runId: number, today: string, now: Date): Promise<boolean> {
  const days = ctx.config.billing.reminderDays;
  return writeWithFiles(ctx, async (tx, scope) => {
    const [locked] = await tx
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .where(and(eq(paymentRuns.id, runId), overdueRun(today)))
      .for('update', { skipLocked: true });
    if (!locked) return false;
    // A new statement: it sees a reminder another instance committed after the candidates were read.
    const [due] = await tx
      .select({
        total: paymentRuns.total_amount,
        paid: paymentRuns.paid_amount,
        due_date: paymentRuns.due_date,
      })
      .from(paymentRuns)
      .where(and(eq(paymentRuns.id, runId), dueForReminder(tx, today, days)));
    const [run] = await invoiceRunOf(tx, runId);
    if (!due || !run) return false;
    const invoice = run.invoice as InvoiceDocument;
    const open = due.total - due.paid;
    const pdf = await storedOrDrawnPdf(ctx, tx, scope.files, runId, run);
    const mail = reminderMail(invoice, { open, due_date: due.due_date });
    const recipients = await queueInvoiceMails(
      ctx,
      tx,
      scope.files,
      run.tenant_id,
      invoice,
      pdf,
      extraRecipientsOf(run),
      mail,
    );
    await tx.insert(runReminders).values({
      payment_run_id: runId,
      tenant_id: run.tenant_id,
      sent_at: now.toISOString(),
      recipients,
      open_amount: open,
    });
    return true;
  });
}

/** Sends the payment reminders due at `now` (German date); answers how many runs were reminded. */
export async function runPaymentReminders(ctx: ReminderContext, now: Date): Promise<number> {
  const today = germanIsoDate(now);
  // Across tenants: the daily reminders go to overdue runs of every tenant; each mail names its own.
  const due = await ctx.db
    .select({ id: paymentRuns.id })
    .from(paymentRuns)
    .where(dueForReminder(ctx.db, today, ctx.config.billing.reminderDays))
    .orderBy(asc(paymentRuns.id));
  let reminded = 0;
  for (const { id } of due) if (await remindRun(ctx, id, today, now)) reminded++;
  return reminded;
}
