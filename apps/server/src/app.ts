/** Builds the Fastify app (tests build it without listening). */
import path from 'node:path';
import { installGermanZodErrors } from '@ausweis/shared/validation/zod-de';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { signalChannel } from './db/notify';
import { authRoutes } from './features/auth/auth.routes';
import { createLoginLimiter } from './features/auth/login-limiter-choice';
import { createPasswordHasher } from './features/auth/password-gate';
import { cardAppRoutes } from './features/card-app/card-app.routes';
import { createWrongCodeLimit } from './features/card-app/wrong-code-limit';
import { cardCheckRoutes, registerCardKeys } from './features/card-check/card-check.routes';
import { cardInfoRoutes } from './features/card-info/card-info.routes';
import { cardFilesRoutes } from './features/cards/card-files.routes';
import { cardsRoutes } from './features/cards/cards.routes';
import { classImportsRoutes } from './features/class-imports/class-imports.routes';
import { diagnosticsRoutes } from './features/diagnostics/diagnostics.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { mediaRoutes } from './features/media/media.routes';
import { orderingRoutes } from './features/ordering/ordering.routes';
import { photoRoutes } from './features/ordering/photo.routes';
import { createProductInfoCache } from './features/ordering/product-info-cache';
import { ordersRoutes } from './features/orders/orders.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { paypalCheckoutOrigins } from './features/payments/paypal-provider';
import { STRIPE_CHECKOUT_ORIGIN } from './features/payments/stripe-provider';
import { productsRoutes } from './features/products/products.routes';
import { registrationsRoutes } from './features/registrations/registrations.routes';
import { renewalsRoutes } from './features/renewals/renewals.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { tenantsRoutes } from './features/tenants/tenants.routes';
import { usersRoutes } from './features/users/users.routes';
import { apiDocsRoutes, registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { type FeatureRoutes, registerFamilies } from './http/families';
import { errorSerializer, requestSerializer } from './http/logging';
import { MULTIPART_LIMITS } from './http/multipart';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { decorateRequestContext } from './http/request-context';
import { registerSecurityHeaders } from './http/security-headers';
import { createTokenService } from './http/tokens';
import { registerWebApp } from './http/web-app';
import { loadCardKeys } from './platform/card-keys';
import type { FileStore } from './platform/file-store';
import { type Jobs, startingJobs } from './platform/jobs';
import { createMailer, outboxLinksOnConsole } from './platform/mail/mailer';
import { openFileStore } from './platform/open-file-store';
import { startWorkers } from './workers';

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

/** Fastify's compiler factories giving zod's compilers (typed for ajv's JSON schemas, hence the cast). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

const FEATURES = [
  authRoutes,
  diagnosticsRoutes,
  cardsRoutes,
  cardFilesRoutes,
  classImportsRoutes,
  ordersRoutes,
  exportsRoutes,
  invoicesRoutes,
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
  cardCheckRoutes,
  renewalsRoutes,
];

/** Serving while starting: how long after listening the job queue starts when no request came. */
const BEGIN_AFTER_LISTEN_MS = 100;

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
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: { req: requestSerializer, err: errorSerializer } }
      : false,
    bodyLimit: 1024 * 1024,
    // Every route validates and serialises with zod (the compilers set below), so Fastify's default
    // JSON-schema compilers (ajv, fast-json-stringify) are never used: not loading them saves a good
    // part of the start-up time.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // What Node's parser and Fastify's router refuse before a route runs, answered in German.
    frameworkErrors,
    clientErrorHandler,
    // Only the configured number of proxies in front of us may name the client address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateRequestContext(app);
  installErrorHandler(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly (the verifier page's QR decoder) needs compiling; no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // After create_payment's 303 the browser follows to the provider's checkout (configured ones only).
        formAction: [
          "'self'",
          ...(config.stripeSecretKey ? [STRIPE_CHECKOUT_ORIGIN] : []),
          ...paypalCheckoutOrigins(config),
        ],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL all instances count together; PGlite means one process, so memory does.
    store: database.kind === 'postgres' ? postgresRateLimitStore(database.db, namespace) : undefined,
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    }),
  });

  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const files = openedFiles ?? (await openFileStore(config));
  // Serving while starting, the job queue and the workers start once the server has answered (or an
  // API call needs them first): the first answer does not share the CPU and the database with them.
  let begin = (): void => undefined;
  const begun = serveWhileStarting ? new Promise<void>((resolve) => (begin = resolve)) : undefined;
  const jobs = startingJobs({
    database,
    namespace,
    log: app.log,
    monitorIntervalSeconds: config.jobMonitorSeconds,
    begin: begun,
  });
  app.decorate('jobs', jobs);
  const mail = createMailer({
    db: database.db,
    files,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    // Links in mails carry one-time password links and card-info user codes: printed only for the demo
    // (demo data on, no SMTP, not production), never where real people's mails pass.
    logOutboxLinks: outboxLinksOnConsole(config),
    jobs,
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.stop();
  });
  const productInfoCache = createProductInfoCache({
    channel: signalChannel(database, 'product_info_changed', app.log),
    log: app.log,
  });
  app.addHook('onClose', () => productInfoCache.close());
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(
      config.jwtSecret,
      config.jwtTokenDurationMinutes,
      config.sessionMaxHours ?? 12,
    ),
    passwords: createPasswordHasher({
      concurrency: config.passwordHashConcurrency ?? 2,
      queueLimit: config.passwordHashQueue ?? 16,
    }),
    loginLimiter: createLoginLimiter(database, namespace, {
      ipPerMinute: config.loginIpRateLimitPerMinute ?? 30,
      freeFailures: config.loginAccountFreeFailures ?? 5,
      maxDelaySeconds: config.loginAccountMaxDelaySeconds ?? 900,
    }),
    cardAppWrongCodes: createWrongCodeLimit(database, config.loginRateLimitPerMinute, namespace),
    productInfoCache,
    cardKeys: loadCardKeys({
      dir: config.cardKeysDir ?? path.join(config.dataDir, 'card-keys'),
      envKey: config.cardSigningKey,
      activeKid: config.cardSigningKeyId,
    }),
    startedAt: new Date(),
    mail,
    files,
    jobs,
    log: app.log,
  };
  const started = (begun ?? Promise.resolve()).then(() => startWorkers(ctx)).then(() => jobs.started);
  app.decorate('started', started);
  if (!serveWhileStarting) await started;
  else {
    started.catch(() => undefined); // main.ts awaits it after listen
    // Its statements hold the event loop (PGlite runs in this thread): they begin after the first
    // answer has gone out, or a moment after listening when no request came.
    app.addHook('onListen', async () => {
      setTimeout(begin, BEGIN_AFTER_LISTEN_MS);
    });
    app.addHook('onResponse', async () => begin());
    // An API call may send a job (or a mail, a job with SMTP) inside its transaction; on PGlite that
    // transaction would wait for pg-boss while pg-boss waits for the database: such calls wait for the
    // start instead. The web app's pages and the app info answer at once.
    app.addHook('onRequest', async (req) => {
      if (req.url.startsWith('/api/') && !req.url.startsWith('/api/anon/info')) {
        begin();
        await started;
      }
    });
  }
  const apiDocs = config.apiDocs !== false;
  if (apiDocs) await registerApiDocs(app);
  registerFamilies(app, ctx, [...FEATURES, ...(apiDocs ? [apiDocsRoutes] : []), ...extraRoutes]);
  registerCardKeys(app, ctx);
  await registerWebApp(app, config.webDist);
  return app;
}
