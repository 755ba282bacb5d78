/** What every server instance works on in the background: the jobs of each feature. */
import type { AppContext } from './context';
import { workApplePushes } from './features/apple-wallet/apple-push.job';
import { workAuditCheckpoints } from './features/audit/audit-checkpoint.job';
import { workCardRenders } from './features/card-app/card-render.job';
import { workGoogleWalletExpiry } from './features/card-app/google-wallet-expiry.job';
import { workCardExports } from './features/cards/card-export.job';
import { workClassImports } from './features/class-imports/class-import.job';
import { workClassImportChecks } from './features/class-imports/class-import-check.job';
import { workFamilyLinkReminders } from './features/class-imports/family-link-reminder.job';
import { workPrintExports } from './features/exports/print-export.job';
import { workInvoices } from './features/invoices/invoice-issue.job';
import { workPaymentReminders } from './features/invoices/payment-reminder.job';
import { workCancellations } from './features/invoices/run-cancel.job';
import { workRenewals } from './features/renewals/renewal.job';
import { workRetention } from './features/retention/retention.job';

export async function startWorkers(ctx: AppContext): Promise<void> {
  await ctx.mail.start();
  await workRetention(ctx);
  await workPrintExports(ctx);
  await workCardExports(ctx);
  await workCardRenders(ctx);
  await workGoogleWalletExpiry(ctx);
  await workRenewals(ctx);
  await workClassImportChecks(ctx);
  await workClassImports(ctx);
  await workFamilyLinkReminders(ctx);
  await workInvoices(ctx);
  await workCancellations(ctx);
  await workPaymentReminders(ctx);
  await workAuditCheckpoints(ctx);
  await workApplePushes(ctx);
}
