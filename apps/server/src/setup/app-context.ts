/**
 * The context every handler and service receives: the configuration and database with the services
 * built on them (tokens, password gate, login limits, mail, caches, card keys).
 */

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { databaseSignals, signalChannel } from '../db/notify';
import { secondFactorAttemptLimit } from '../features/auth/public';
import type { AuthUser } from '../http/request-context';
import { createSessionCache, SESSION_CHANGED_CHANNEL } from '../http/session-cache';
import { createTokenService } from '../http/tokens';
import { loadCardKeys } from '../platform/card-keys';
import type { FileStore } from '../platform/file-store';
import type { Jobs } from '../platform/jobs';
import { createLoginLimiter } from '../platform/login-limiter-choice';
import { createMailer, outboxLinksOnConsole } from '../platform/mail/mailer';
import { createPasswordHasher } from '../platform/password-gate';
import { createProductInfoCache } from '../platform/product-info-cache';
import { configuredSecretBox } from '../platform/secret-box';
import { createWrongCodeLimit } from '../platform/wrong-code-limit';

export interface AppContextParts {
  config: Config;
  database: Database;
  /** Prefix of the shared counters on PostgreSQL (see BuildOptions.namespace). */
  namespace: string;
  files: FileStore;
  jobs: Jobs;
}

/** Builds the context; what holds resources is closed with the app (the job queue before the mailer). */
export function createAppContext(
  app: FastifyInstance,
  { config, database, namespace, files, jobs }: AppContextParts,
): AppContext {
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
  const sessions = createSessionCache<AuthUser>({
    subscribe: databaseSignals(database, SESSION_CHANGED_CHANNEL, app.log),
  });
  app.addHook('onClose', () => sessions.close());
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    sessions,
    tokens: createTokenService(config.jwtSecret, config.jwtTokenDurationMinutes, config.sessionMaxHours),
    secrets: configuredSecretBox(config),
    passwords: createPasswordHasher({
      concurrency: config.passwordHashConcurrency,
      queueLimit: config.passwordHashQueue,
    }),
    loginLimiter: createLoginLimiter(database, namespace, {
      ipPerMinute: config.loginIpRateLimitPerMinute,
      freeFailures: config.loginAccountFreeFailures,
      maxDelaySeconds: config.loginAccountMaxDelaySeconds,
    }),
    cardAppWrongCodes: createWrongCodeLimit(database, config.loginRateLimitPerMinute, namespace),
    secondFactorAttempts: secondFactorAttemptLimit(database.db, namespace),
    productInfoCache,
    cardKeys: loadCardKeys({
      dir: config.cardKeysDir,
      envKey: config.cardSigningKey,
      activeKid: config.cardSigningKeyId,
    }),
    startedAt: new Date(),
    mail,
    files,
    jobs,
    log: app.log,
  };
}
