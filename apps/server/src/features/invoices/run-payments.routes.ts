/** The payments of a run: listed, booked by hand, reversed (the invoices family's super admins). */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { AppContext } from '../../context';
import { accessorOf, requireAccessOf } from '../../http/access';
import { route } from '../../http/endpoints';
import { paymentRunById } from './invoices.service';
import { reversePayment, runOfPayment } from './run-payments';
import { bookManualPayment, listRunPayments } from './run-payments.service';

export const runPaymentRoutes = (ctx: AppContext) => [
  route(invoices.runPayments, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'paymentRun', 'read', input.payment_run_id);
    return listRunPayments(ctx.db, input.payment_run_id);
  }),
  route(invoices.bookPayment, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'paymentRun', 'change', input.payment_run_id);
    await bookManualPayment(ctx.db, accessorOf(req), input);
    return paymentRunById(ctx.db, input.payment_run_id);
  }),
  route(invoices.reversePayment, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'paymentRun', 'change', await runOfPayment(ctx.db, input.payment_id));
    const runId = await ctx.db.transaction((tx) => reversePayment(tx, accessorOf(req), input.payment_id));
    return paymentRunById(ctx.db, runId);
  }),
];
