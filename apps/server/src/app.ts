/** Builds the Fastify app (tests build it without listening). */

import { installGermanZodErrors } from '@ausweis/shared/validation/zod-de';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { appleWalletRoutes } from './features/apple-wallet/apple-wallet.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passkeysRoutes } from './features/auth/passkeys.routes';
import { secondFactorRoutes } from './features/auth/second-factor.routes';
import { sessionRoutes } from './features/auth/sessions.routes';
import { ssoRoutes } from './features/auth/sso.routes';
import { cardAppRoutes } from './features/card-app/card-app.routes';
import { cardCheckRoutes, registerCardKeys } from './features/card-check/card-check.routes';
import { cardInfoRoutes } from './features/card-info/card-info.routes';
import { cardFilesRoutes } from './features/cards/card-files.routes';
import { cardsRoutes } from './features/cards/cards.routes';
import { classImportsRoutes } from './features/class-imports/class-imports.routes';
import { dataRightsRoutes } from './features/data-rights/data-rights.routes';
import { diagnosticsRoutes } from './features/diagnostics/diagnostics.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { bankStatementRoutes } from './features/invoices/bank-statement.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { mediaRoutes } from './features/media/media.routes';
import { orderingRoutes } from './features/ordering/ordering.routes';
import { photoRoutes } from './features/ordering/photo.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { photoReviewRoutes } from './features/photo-review/photo-review.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { productsRoutes } from './features/products/products.routes';
import { registrationsRoutes } from './features/registrations/registrations.routes';
import { renewalsRoutes } from './features/renewals/renewals.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { registerRevocationList } from './features/revocation-list/revocation-list.routes';
import { schoolPrintRoutes } from './features/school-print/school-print.routes';
import { tenantsRoutes } from './features/tenants/tenants.routes';
import { usersRoutes } from './features/users/users.routes';
import { apiDocsRoutes, registerApiDocs } from './http/api-docs';
import { type FeatureRoutes, registerFamilies } from './http/families';
import { registerWebApp } from './http/web-app';
import type { FileStore } from './platform/file-store';
import type { Jobs } from './platform/jobs';
import { openFileStore } from './platform/open-file-store';
import { createAppContext } from './setup/app-context';
import { createBackground } from './setup/background';
import { registerContentSecurity } from './setup/content-security';
import { createFastify } from './setup/fastify';
import { registerRequestPlugins } from './setup/request-plugins';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (main.ts schedules retention on it; tests send and inspect jobs). */
    jobs: Jobs;
    /** Settles when the job queue and the background workers run (at once unless serveWhileStarting). */
    started: Promise<void>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** false in tests. */
  logger?: boolean;
  /** Extra routes (tests probe the family guards with these). */
  extraRoutes?: FeatureRoutes[];
  /** Sees every route as it is registered (tests enumerate all routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Prefix of the rate limit counters and job queues on PostgreSQL. Empty in production, so all
   * instances count and work together; each test app takes one of its own (the test files share one
   * database).
   */
  namespace?: string;
  /** The file store the process already opened (main.ts); else the app opens the configured one. */
  files?: FileStore;
  /**
   * Returns before the job queue (pg-boss) and the background workers have started, so the server can
   * listen meanwhile (main.ts, start-up time); `app.started` settles when they run. Requests that send
   * a job wait for the queue. Off for tests, which expect the workers to run when the app is built.
   */
  serveWhileStarting?: boolean;
}

const FEATURES = [
  authRoutes,
  passkeysRoutes,
  sessionRoutes,
  ssoRoutes,
  secondFactorRoutes,
  diagnosticsRoutes,
  cardsRoutes,
  cardFilesRoutes,
  classImportsRoutes,
  ordersRoutes,
  exportsRoutes,
  invoicesRoutes,
  bankStatementRoutes,
  reportsRoutes,
  registrationsRoutes,
  mailRoutes,
  jobsRoutes,
  usersRoutes,
  tenantsRoutes,
  mediaRoutes,
  productsRoutes,
  photoRoutes,
  orderingRoutes,
  paymentsRoutes,
  cardInfoRoutes,
  cardAppRoutes,
  appleWalletRoutes,
  cardCheckRoutes,
  renewalsRoutes,
  photoReviewRoutes,
  privacyRoutes,
  auditRoutes,
  dataRightsRoutes,
  schoolPrintRoutes,
];

export async function buildApp({
  config,
  database,
  logger = true,
  extraRoutes = [],
  onRoute,
  namespace = '',
  files: openedFiles,
  serveWhileStarting = false,
}: BuildOptions): Promise<FastifyInstance> {
  installGermanZodErrors();
  const app = createFastify(config, { logger, onRoute });
  registerContentSecurity(app, config);
  await registerRequestPlugins(app, database, namespace);
  const files = openedFiles ?? (await openFileStore(config));
  const background = createBackground(app, { config, database, namespace, serveWhileStarting });
  const ctx = createAppContext(app, { config, database, namespace, files, jobs: background.jobs });
  await background.start(ctx);
  const { apiDocs } = config;
  if (apiDocs) await registerApiDocs(app);
  registerFamilies(app, ctx, [...FEATURES, ...(apiDocs ? [apiDocsRoutes] : []), ...extraRoutes]);
  registerCardKeys(app, ctx);
  registerRevocationList(app, ctx);
  await registerWebApp(app, config.webDist);
  return app;
}
