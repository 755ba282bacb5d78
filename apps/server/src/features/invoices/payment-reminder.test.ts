/**
 * Payment reminders: an overdue run is reminded once per interval, with the invoice attached, to its
 * invoice recipients; paid, cancelled and not yet due runs are not. On a database of its own: the job
 * looks at every run.
 */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { RunPaymentsResponse } from '@ausweis/shared/schemas/run-payments';
import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, paymentRuns, runReminders } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import { createMailer } from '../../platform/mail/mailer';
import { createPaymentRun, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issuedRun, payingTenant } from './invoices.test-support';
import { type ReminderContext, runPaymentReminders } from './payment-reminder.service';

const DAY = 86_400_000;
let t: TestApp;
let ctx: ReminderContext;
let biller = '';

beforeAll(async () => {
  t = await createTestApp({}, [], { isolated: true });
  ctx = {
    db: t.db,
    config: t.config,
    files: createFileStore(t.config.filesDir),
    mail: createMailer({
      db: t.db,
      smtpUrl: null,
      from: t.config.mailFrom,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      logOutboxLinks: false,
    }),
  };
  biller = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email);
});
afterAll(() => t.close());

describe('payment reminders', () => {
  it('remind an overdue run once per interval, and no paid, cancelled or not yet due run', async () => {
    const now = new Date();
    const today = germanIsoDate(now);
    const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
    const a = await payingTenant(t.db);
    await a.order();
    const created = await callEndpoint(t.app, invoices.createRuns, {
      token: biller,
      body: {
        date_from: '2026-03-10',
        date_to: '2026-03-12',
        tenant_ids: [a.tenant.id],
        additional_emails: 'kasse@verein.example',
      },
    });
    const run = await issuedRun(t.app, biller, created.json().runs[0].id);
    await t.db
      .update(paymentRuns)
      .set({ due_date: day(-1), paid_amount: 90 })
      .where(eq(paymentRuns.id, run.id));
    // Not reminded: paid, cancelled, due today (and still in 14 days), a failed invoice.
    const issued = { invoice_state: 'issued' as const, total_amount: 500 };
    await createPaymentRun(t.db, a.tenant.id, { ...issued, due_date: day(-9), paid_amount: 500 });
    await createPaymentRun(t.db, a.tenant.id, {
      ...issued,
      due_date: day(-9),
      cancelled_at: now.toISOString(),
    });
    await createPaymentRun(t.db, a.tenant.id, { ...issued, due_date: today });
    await createPaymentRun(t.db, a.tenant.id, { ...issued, due_date: day(14) });
    await createPaymentRun(t.db, a.tenant.id, { ...issued, due_date: day(-9), invoice_state: 'failed' });

    const counts = await Promise.all([runPaymentReminders(ctx, now), runPaymentReminders(ctx, now)]);
    expect(counts.sort()).toEqual([0, 1]);
    // The run due today is overdue tomorrow (it has no invoice to attach): its part is done.
    await t.db.delete(paymentRuns).where(eq(paymentRuns.due_date, today));
    expect(await runPaymentReminders(ctx, new Date(now.getTime() + 13 * DAY))).toBe(0);
    expect(await runPaymentReminders(ctx, new Date(now.getTime() + 14 * DAY))).toBe(1);

    const reminders = await t.db.select().from(runReminders);
    expect(reminders.map((r) => [r.payment_run_id, r.recipients, r.open_amount])).toEqual([
      [run.id, 2, run.total_amount - 90],
      [run.id, 2, run.total_amount - 90],
    ]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [a.notify.email, 'kasse@verein.example']));
    const reminderMails = mails.filter((m) => m.subject.startsWith('Zahlungserinnerung'));
    expect(reminderMails).toHaveLength(4);
    const mail = reminderMails[0];
    expect(mail?.subject).toContain(`Zahlungserinnerung: Rechnung ${run.invoice_number}`);
    expect(mail?.attachment_name).toBe(`Rechnung_${run.invoice_number}.pdf`);
    expect(mail?.text).toContain(`war am ${dayjs(day(-1)).format('DD.MM.YYYY')} fällig`);
    expect(mail?.text).toContain('IBAN: DE02120300000000202051');

    // Listed on the run.
    const listed = await callEndpoint(t.app, invoices.runPayments, {
      token: biller,
      query: { payment_run_id: run.id },
    });
    expect(listed.json<RunPaymentsResponse>().reminders).toHaveLength(2);
  });
});
